import { describe, expect, it } from 'vitest';
import { testSkill } from '../../tests/support/heroInput';
import { isBackendError } from './errors';
import { MODE_RATED_TWICE } from './heroRatings';
import { SKILL_NAME_TAKEN, UPGRADE_NEEDS_LEVEL } from './heroSkill';
import {
  EXPECTED_RATING,
  EXPECTED_RATINGS,
  EXPECTED_SKILL,
  EXPECTED_SKILLS,
  EXPECTED_UPGRADES,
  checkImportedHero,
  NOT_A_HERO_ENTRY,
  noGameModeNamed,
  parseHeroImport,
  parseImportEntries,
  type ImportMode,
} from './heroImport';

const NO_MODES: ImportMode[] = [];
/** The live game modes, in list order. */
const MODES: ImportMode[] = [
  { id: 'mode-campaign', name: 'Campaign' },
  { id: 'mode-arena', name: 'Arena' },
  { id: 'mode-guild', name: 'Guild Boss' },
];

describe('parseHeroImport', () => {
  it('trims names, tiers, stats and list items before any schema sees them', () => {
    const { heroes, skipped } = parseHeroImport([
      {
        name: '  Aurelia  ',
        tier: ' S+ ',
        description: ' Dawn. ',
        stats: { ATK: ' 100 ' },
        recommendedPet: [{ name: ' Fox ' }, { name: '  ' }],
      },
    ]);
    expect(skipped).toBe(0);
    expect(heroes[0]).toMatchObject({
      name: 'Aurelia',
      tier: 'S+',
      description: 'Dawn.',
      stats: { ATK: '100', DEF: '', HP: '', SPD: '' },
      recommendedPet: ['Fox'],
    });
  });

  it('skips an entry whose name or tier is only spaces as an empty template', () => {
    expect(
      parseHeroImport([
        { name: '   ', tier: 'S' },
        { name: 'Hero', tier: '\t ' },
      ]),
    ).toEqual({ heroes: [], skipped: 2 });
  });

  it('refuses a file that is not a list of heroes as invalid', () => {
    let caught: unknown;
    try {
      parseHeroImport({ heroes: [] });
    } catch (error) {
      caught = error;
    }
    expect(isBackendError(caught, 'invalid')).toBe(true);
  });
});

describe('parseImportEntries', () => {
  it('keeps the id and image file name an entry names, and gives known tiers their spelling', () => {
    const { entries } = parseImportEntries(
      [
        { id: ' abc ', image: ' aurelia.png ', name: 'Aurelia', tier: ' meta ' },
        { name: 'Korrin', tier: ' s + ' },
        { name: 'Odd', tier: ' Legendary ' },
      ],
      NO_MODES,
    );
    expect(entries.map(({ id, image, hero }) => [id, image, hero.tier])).toEqual([
      ['abc', 'aurelia.png', 'Meta'],
      ['', '', 'S+'],
      ['', '', 'Legendary'],
    ]);
  });
});

describe('parseImportEntries with fields of the wrong type', () => {
  const hero = { name: 'Borin', tier: 'S', description: 'Axe.' };

  it.each<[string, unknown, { name: string; reason: string }]>([
    [
      'a name that is an object',
      { ...hero, name: { en: 'Borin' } },
      { name: 'entry 1', reason: 'name: Expected text or a number.' },
    ],
    [
      'a tier that is a list',
      { ...hero, tier: ['S'] },
      { name: 'Borin', reason: 'tier: Expected text or a number.' },
    ],
    [
      'a description that is an object',
      { ...hero, description: { text: 'Axe.' } },
      { name: 'Borin', reason: 'description: Expected text or a number.' },
    ],
    [
      'a role that is true',
      { ...hero, role: true },
      { name: 'Borin', reason: 'role: Expected text or a number.' },
    ],
    [
      'build notes that are a list',
      { ...hero, buildNotes: ['<p>x</p>'] },
      { name: 'Borin', reason: 'buildNotes: Expected text or a number.' },
    ],
    [
      'a list given as one text',
      { ...hero, recommendedPet: 'Cinder Fox' },
      { name: 'Borin', reason: 'recommendedPet: Expected a list of names.' },
    ],
    [
      'a list holding a list',
      { ...hero, recommendedRune: [['Fury Rune']] },
      { name: 'Borin', reason: 'recommendedRune: Expected a list of names.' },
    ],
    [
      'a pet whose name is an object',
      { ...hero, recommendedPet: [{ name: { en: 'Fox' } }] },
      { name: 'Borin', reason: 'recommendedPet: Expected a list of names.' },
    ],
    [
      'stats given as one text',
      { ...hero, stats: '1200' },
      {
        name: 'Borin',
        reason: 'stats: Expected the stats as { "ATK": …, "DEF": …, "HP": …, "SPD": … }.',
      },
    ],
    [
      'a stat that is true',
      { ...hero, stats: { ATK: true } },
      { name: 'Borin', reason: 'stats.ATK: Expected text or a number.' },
    ],
    [
      'an id that is an object',
      { ...hero, id: { value: 'x' } },
      { name: 'Borin', reason: 'id: Expected text or a number.' },
    ],
    ['an entry that is a text', 'Borin', { name: 'entry 1', reason: NOT_A_HERO_ENTRY }],
    ['an entry that is a number', 42, { name: 'entry 1', reason: NOT_A_HERO_ENTRY }],
    ['an entry that is a list', [hero], { name: 'entry 1', reason: NOT_A_HERO_ENTRY }],
  ])('refuses %s by name, with the field', (_, entry, error) => {
    expect(parseImportEntries([entry], NO_MODES)).toEqual({
      entries: [],
      skipped: 0,
      errors: [error],
    });
  });

  it('names an unreadable entry by its place in the file', () => {
    const { errors } = parseImportEntries([hero, null, 7], NO_MODES);
    expect(errors).toEqual([{ name: 'entry 3', reason: NOT_A_HERO_ENTRY }]);
  });

  it('reads numbers as text, null as nothing, and a null entry as an empty template', () => {
    const { entries, skipped, errors } = parseImportEntries(
      [
        null,
        {
          ...hero,
          description: null,
          stats: { ATK: 1200, DEF: null },
          recommendedPet: [null, 'Fox'],
        },
      ],
      NO_MODES,
    );
    expect(errors).toEqual([]);
    expect(skipped).toBe(1);
    expect(entries[0]?.hero).toMatchObject({
      description: '',
      stats: { ATK: '1200', DEF: '', HP: '', SPD: '' },
      recommendedPet: ['Fox'],
    });
  });
});

describe('parseImportEntries with ratings per game mode', () => {
  const hero = { name: 'Borin', tier: 'S' };

  it('reads ratings keyed by a live mode name, any case or accents, as ratings by mode id in the modes order', () => {
    const { entries, errors } = parseImportEntries(
      [
        {
          ...hero,
          ratings: {
            'GUÍLD  boss': { tier: ' meta ', reason: ' Bursts the boss. ' },
            arena: { tier: 's +' },
            Campaign: { tier: 2, reason: null },
          },
        },
      ],
      MODES,
    );
    expect(errors).toEqual([]);
    expect(entries[0]).toMatchObject({
      ratingsGiven: true,
      hero: {
        ratings: [
          { mode: 'mode-campaign', tier: '2', reason: '' },
          { mode: 'mode-arena', tier: 'S+', reason: '' },
          { mode: 'mode-guild', tier: 'Meta', reason: 'Bursts the boss.' },
        ],
      },
    });
  });

  it('reads a mode given null, or neither a tier nor a reason, as not rated there', () => {
    const { entries } = parseImportEntries(
      [{ ...hero, ratings: { Arena: null, Campaign: { tier: ' ', reason: '' } } }],
      MODES,
    );
    expect(entries[0]).toMatchObject({ ratingsGiven: true, hero: { ratings: [] } });
  });

  it('tells an entry that leaves the ratings out (or gives null) from one that gives none', () => {
    const { entries } = parseImportEntries(
      [hero, { ...hero, ratings: null }, { ...hero, ratings: {} }],
      MODES,
    );
    expect(entries.map((entry) => entry.ratingsGiven)).toEqual([false, false, true]);
    expect(entries.map((entry) => entry.hero.ratings)).toEqual([[], [], []]);
  });

  it('refuses by entry a rating in a mode no live mode is named, naming the mode; the others are read', () => {
    const { entries, errors } = parseImportEntries(
      [
        { ...hero, ratings: { Arena: { tier: 'S' }, Raid: { tier: 'A' } } },
        { name: 'Korrin', tier: 'A', ratings: { Arena: { tier: 'B' } } },
      ],
      MODES,
    );
    expect(errors).toEqual([{ name: 'Borin', reason: `ratings: ${noGameModeNamed('Raid')}` }]);
    expect(noGameModeNamed('Raid')).toBe('No game mode is named “Raid”.');
    expect(entries.map((entry) => entry.hero.name)).toEqual(['Korrin']);
  });

  it('refuses every rating on a site without game modes', () => {
    const { errors } = parseImportEntries(
      [{ ...hero, ratings: { Arena: { tier: 'S' } } }],
      NO_MODES,
    );
    expect(errors).toEqual([{ name: 'Borin', reason: 'ratings: No game mode is named “Arena”.' }]);
  });

  it.each<[string, unknown, string]>([
    ['ratings given as a list', [{ mode: 'Arena', tier: 'S' }], `ratings: ${EXPECTED_RATINGS}`],
    ['ratings given as one text', 'S', `ratings: ${EXPECTED_RATINGS}`],
    ['a rating given as a tier alone', { Arena: 'S' }, `ratings.Arena: ${EXPECTED_RATING}`],
    [
      'a tier that is a list',
      { Arena: { tier: ['S'] } },
      'ratings.Arena.tier: Expected text or a number.',
    ],
    [
      'a reason that is an object',
      { Arena: { tier: 'S', reason: { en: 'Fast.' } } },
      'ratings.Arena.reason: Expected text or a number.',
    ],
    [
      'one mode under two spellings',
      { Arena: { tier: 'S' }, ARENA: { tier: 'A' } },
      `ratings.ARENA: ${MODE_RATED_TWICE}`,
    ],
  ])('refuses %s by entry, naming the field', (_, ratings, reason) => {
    expect(parseImportEntries([{ ...hero, ratings }], MODES)).toEqual({
      entries: [],
      skipped: 0,
      errors: [{ name: 'Borin', reason }],
    });
  });
});

describe('parseImportEntries with skills', () => {
  const hero = { name: 'Borin', tier: 'S' };
  const arc = {
    name: ' Blazing Arc ',
    kind: 'Active',
    cooldown: 8,
    description: '<p>Fire.</p>',
    upgrades: [{ level: 'Lv 2', effect: ' +10% damage ' }],
  };

  it('reads skills as a list of objects, in their order, text trimmed and numbers as text', () => {
    const { entries, errors } = parseImportEntries(
      [{ ...hero, skills: [arc, { name: 'Dawn Ward', kind: 'Passive' }] }],
      NO_MODES,
    );
    expect(errors).toEqual([]);
    expect(entries[0]).toMatchObject({
      skillsGiven: true,
      hero: {
        skills: [
          testSkill({ cooldown: '8' }),
          { name: 'Dawn Ward', kind: 'Passive', cooldown: '', description: '', upgrades: [] },
        ],
      },
    });
  });

  it('tells an entry that leaves the skills out (or gives null) from one that gives none', () => {
    const { entries } = parseImportEntries(
      [hero, { ...hero, skills: null }, { ...hero, skills: [] }],
      NO_MODES,
    );
    expect(entries.map((entry) => entry.skillsGiven)).toEqual([false, false, true]);
    expect(entries.map((entry) => entry.hero.skills)).toEqual([[], [], []]);
  });

  it.each<[string, unknown, string]>([
    ['skills given as one object', arc, `skills: ${EXPECTED_SKILLS}`],
    ['a skill given as a name alone', [arc, 'Dawn Ward'], `Skill 2: ${EXPECTED_SKILL}`],
    [
      'a kind that is a list',
      [{ ...arc, kind: ['Active'] }],
      'Skill 1 (Blazing Arc) kind: Expected text or a number.',
    ],
    [
      'a name that is an object',
      [arc, { name: { en: 'Ward' }, kind: 'Passive' }],
      'Skill 2 name: Expected text or a number.',
    ],
    [
      'upgrades given as one text',
      [{ ...arc, upgrades: 'Lv 2: more' }],
      `Skill 1 (Blazing Arc) upgrade: ${EXPECTED_UPGRADES}`,
    ],
    [
      'an effect that is an object',
      [{ ...arc, upgrades: [{ level: 'Lv 2', effect: { text: 'x' } }] }],
      'Skill 1 (Blazing Arc) upgrade 1 effect: Expected text or a number.',
    ],
  ])('refuses %s by entry, naming the skill', (_, skills, reason) => {
    expect(parseImportEntries([{ ...hero, skills }], NO_MODES)).toEqual({
      entries: [],
      skipped: 0,
      errors: [{ name: 'Borin', reason }],
    });
  });
});

describe('checkImportedHero with skills', () => {
  const skill = (overrides: Record<string, unknown>) => ({
    name: 'Blazing Arc',
    kind: 'Active',
    ...overrides,
  });
  const checked = (skills: unknown[]) => {
    const [entry] = parseImportEntries([{ name: 'Borin', tier: 'S', skills }], NO_MODES).entries;
    return entry && checkImportedHero(entry.hero);
  };

  it.each<[string, unknown[], string]>([
    ['a skill without a name', [skill({}), skill({ name: '' })], 'Skill 2 name: Name is required.'],
    [
      'a skill without a kind',
      [skill({ kind: ' ' })],
      'Skill 1 (Blazing Arc) kind: Kind is required.',
    ],
    [
      'an effect without a level',
      [skill({ upgrades: [{ level: 'Lv 2', effect: 'a' }, { effect: 'b' }] })],
      `Skill 1 (Blazing Arc) upgrade 2 level: ${UPGRADE_NEEDS_LEVEL}`,
    ],
    [
      'the same name twice',
      [skill({}), skill({ name: 'BLAZING arc' })],
      `Skill 2 (BLAZING arc) name: ${SKILL_NAME_TAKEN}`,
    ],
    [
      'nine skills',
      Array.from({ length: 9 }, (_, n) => skill({ name: `Skill ${n}` })),
      'skills: At most 8 skills.',
    ],
  ])('refuses %s by name, naming the skill', (_, skills, reason) => {
    expect(checked(skills)).toEqual({ error: { name: 'Borin', reason } });
  });
});
