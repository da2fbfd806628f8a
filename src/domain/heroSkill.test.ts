import { describe, expect, it } from 'vitest';
import { heroInputSchema } from './heroSchema';
import {
  SKILLS_MAX,
  SKILL_NAME_TAKEN,
  UPGRADE_NEEDS_EFFECT,
  UPGRADE_NEEDS_LEVEL,
  skillAnchor,
  skillText,
} from './heroSkill';
import { storedSkills } from './storedSkills';
import { zodFieldErrors } from './validation';
import { testHeroInput, testSkill as skill } from '../../tests/support/heroInput';

/** The skills as stored, or the field messages of a write holding them. */
function parsed(skills: unknown[]) {
  const result = heroInputSchema.safeParse({ ...testHeroInput(), skills });
  return result.success ? { skills: result.data.skills } : { errors: zodFieldErrors(result.error) };
}

describe('skillAnchor', () => {
  it.each([
    ['Blazing Arc', 'skill-blazing-arc'],
    ['  Dawn   Ward ', 'skill-dawn-ward'],
    ['Éclair d’Été', 'skill-eclair-d-ete'],
    ['Fire-Ball!', 'skill-fire-ball'],
    ['Lv.3 Rage', 'skill-lv-3-rage'],
    ['龍の息', 'skill-龍の息'],
    ['???', 'skill-unnamed'],
  ])('%j → %j', (name, anchor) => {
    expect(skillAnchor(name)).toBe(anchor);
  });

  it('gives names that differ in case, accents or punctuation the same anchor', () => {
    expect(skillAnchor('Fire Ball')).toBe(skillAnchor('fire-ball'));
    expect(skillAnchor('Éclair')).toBe(skillAnchor('ECLAIR'));
  });
});

describe('the skills schema', () => {
  it('stores skills in their order, text trimmed and on one line, blank upgrade lines dropped', () => {
    const result = parsed([
      skill({
        name: '  Blazing\n Arc ',
        kind: ' Active ',
        cooldown: ' 8 s ',
        upgrades: [
          { level: ' Lv 2 ', effect: ' +10%\ndamage ' },
          { level: ' ', effect: '' },
          { level: 'Lv 3', effect: 'Burns' },
        ],
      }),
      skill({ name: 'Dawn Ward', kind: 'Passive', cooldown: '', description: '', upgrades: [] }),
    ]);
    expect(result).toEqual({
      skills: [
        skill({
          upgrades: [
            { level: 'Lv 2', effect: '+10% damage' },
            { level: 'Lv 3', effect: 'Burns' },
          ],
        }),
        skill({ name: 'Dawn Ward', kind: 'Passive', cooldown: '', description: '', upgrades: [] }),
      ],
    });
  });

  it('gives a hero without skills none, and a skill without cooldown, text or upgrades none', () => {
    expect(heroInputSchema.parse(testHeroInput({ skills: undefined })).skills).toEqual([]);
    expect(parsed([{ name: 'Dawn Ward', kind: 'Passive' }])).toEqual({
      skills: [{ name: 'Dawn Ward', kind: 'Passive', cooldown: '', description: '', upgrades: [] }],
    });
  });

  it.each<[string, unknown[], Record<string, string>]>([
    ['a skill without a name', [skill({ name: ' ' })], { 'skills.0.name': 'Name is required.' }],
    ['a skill without a kind', [skill({ kind: '' })], { 'skills.0.kind': 'Kind is required.' }],
    [
      'a name past 60 characters',
      [skill({ name: 'x'.repeat(61) })],
      { 'skills.0.name': 'At most 60 characters.' },
    ],
    [
      'a kind past 20 characters',
      [skill({ kind: 'x'.repeat(21) })],
      { 'skills.0.kind': 'At most 20 characters.' },
    ],
    [
      'a cooldown past 20 characters',
      [skill({ cooldown: 'x'.repeat(21) })],
      { 'skills.0.cooldown': 'At most 20 characters.' },
    ],
    [
      'a description past 10,000 characters',
      [skill({ description: 'x'.repeat(10_001) })],
      { 'skills.0.description': 'At most 10000 characters.' },
    ],
    [
      'an effect without a level',
      [skill({ upgrades: [{ level: '', effect: 'x' }] })],
      { 'skills.0.upgrades.0.level': UPGRADE_NEEDS_LEVEL },
    ],
    [
      'a level without an effect, named by its line as sent (blank lines before it count)',
      [
        skill({
          upgrades: [
            { level: '', effect: '' },
            { level: 'Lv 3', effect: ' ' },
          ],
        }),
      ],
      { 'skills.0.upgrades.1.effect': UPGRADE_NEEDS_EFFECT },
    ],
    [
      'a level past 10 characters',
      [skill({ upgrades: [{ level: 'x'.repeat(11), effect: 'x' }] })],
      { 'skills.0.upgrades.0.level': 'At most 10 characters.' },
    ],
    [
      'an effect past 200 characters',
      [skill({ upgrades: [{ level: 'Lv 2', effect: 'x'.repeat(201) }] })],
      { 'skills.0.upgrades.0.effect': 'At most 200 characters.' },
    ],
    [
      'eleven upgrades',
      [skill({ upgrades: Array.from({ length: 11 }, () => ({ level: 'Lv', effect: 'x' })) })],
      { 'skills.0.upgrades': 'At most 10 upgrades.' },
    ],
    [
      'nine skills',
      Array.from({ length: SKILLS_MAX + 1 }, (_, n) => skill({ name: `Skill ${n}` })),
      { skills: 'At most 8 skills.' },
    ],
    [
      'a name a skill before it has, in another case',
      [skill(), skill({ name: 'Dawn Ward' }), skill({ name: 'blazing ARC' })],
      { 'skills.2.name': SKILL_NAME_TAKEN },
    ],
    [
      'names whose anchors would be the same',
      [skill({ name: 'Fire Ball' }), skill({ name: 'Fire-Ball' })],
      { 'skills.1.name': SKILL_NAME_TAKEN },
    ],
    [
      'a NUL character',
      [skill({ description: '<p>\0</p>' })],
      { 'skills.0.description': 'Cannot contain a NUL character.' },
    ],
  ])('refuses %s by field', (_name, skills, errors) => {
    expect(parsed(skills)).toEqual({ errors });
  });
});

describe('storedSkills', () => {
  it('reads stored skills, leaving out what no write stores', () => {
    expect(
      storedSkills([
        skill(),
        'not a skill',
        { name: 'Old', kind: 3, upgrades: [{ level: 'Lv 2' }, null] },
      ]),
    ).toEqual([
      skill(),
      {
        name: 'Old',
        kind: '3',
        cooldown: '',
        description: '',
        upgrades: [{ level: 'Lv 2', effect: '' }],
      },
    ]);
  });

  it('reads a hero stored before skills as having none', () => {
    expect(storedSkills(undefined)).toEqual([]);
    expect(storedSkills({})).toEqual([]);
  });
});

describe('skillText', () => {
  it('puts the headline, the description and each upgrade on lines of their own', () => {
    expect(skillText(skill())).toBe('Blazing Arc · Active · 8 s\n<p>Fire.</p>\nLv 2: +10% damage');
    expect(skillText(skill({ cooldown: '', description: '', upgrades: [] }))).toBe(
      'Blazing Arc · Active',
    );
    expect(skillText(skill(), (html) => html.replace(/<[^>]*>/g, ''))).toContain('\nFire.\n');
  });
});
