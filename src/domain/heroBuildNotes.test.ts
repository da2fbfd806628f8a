import { describe, expect, it } from 'vitest';
import { BackendError } from './errors';
import { emptyHeroInput } from './heroFields';
import {
  cleanedHero,
  foreignBuildNotesImageMessage,
  foreignSkillImageMessage,
} from './heroBuildNotes';
import type { HeroSkill } from './heroSkill';

/** Stands in for the sanitizer: drops scripts, so a test sees that it ran. */
const sanitize = (html: string) => html.replace(/<script>.*?<\/script>/g, '');
const isOwnImage = (src: string) => src.startsWith('/files/');
const clean = (buildNotes: string) =>
  cleanedHero({ ...emptyHeroInput(), name: 'A', buildNotes }, sanitize, isOwnImage).buildNotes;

describe('cleanedHero', () => {
  it.each([
    ['no notes stay empty', '', ''],
    ['the sanitizer runs', '<p>Hi</p><script>x</script>', '<p>Hi</p>'],
    ['an empty editor is no notes', '<p></p>', ''],
    ['blank paragraphs are no notes', '<p> &nbsp;</p><p></p>', ''],
    ['notes that only clean away are none', '<script>alert(1)</script>', ''],
    [
      'an own image alone is kept',
      '<p><img src="/files/a.png"></p>',
      '<p><img src="/files/a.png"></p>',
    ],
    [
      'a heading and list are kept',
      '<h2>Build</h2><ul><li><p>A</p></li></ul>',
      '<h2>Build</h2><ul><li><p>A</p></li></ul>',
    ],
  ])('%s', (_name, notes, expected) => {
    expect(clean(notes)).toBe(expected);
  });

  it('refuses an image from another site, naming the field', () => {
    const src = 'https://elsewhere.example/a.png';
    let error: unknown;
    try {
      clean(`<p><img src="${src}"></p>`);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(BackendError);
    expect((error as BackendError).message).toBe(foreignBuildNotesImageMessage(src));
    expect((error as BackendError).fieldErrors).toEqual({
      buildNotes: foreignBuildNotesImageMessage(src),
    });
  });

  it('refuses notes that grow past the limit once cleaned', () => {
    const grow = () => 'x'.repeat(100_001);
    expect(() =>
      cleanedHero({ ...emptyHeroInput(), buildNotes: '<p>x</p>' }, grow, isOwnImage),
    ).toThrow('Build notes must be at most 100000 characters once cleaned.');
  });

  it('leaves every other field as it was', () => {
    const hero = { ...emptyHeroInput(), name: 'A', role: 'Tank', buildNotes: '<p>B</p>' };
    expect(cleanedHero(hero, sanitize, isOwnImage)).toEqual(hero);
  });

  describe("a skill's description", () => {
    const skill = (name: string, description: string): HeroSkill => ({
      name,
      kind: 'Active',
      cooldown: '',
      description,
      upgrades: [{ level: 'Lv 2', effect: 'More.' }],
    });
    const cleanSkills = (skills: HeroSkill[]) =>
      cleanedHero({ ...emptyHeroInput(), name: 'A', skills }, sanitize, isOwnImage).skills;

    it('is cleaned like the notes, each skill on its own, the rest of it as it was', () => {
      expect(
        cleanSkills([
          skill('Arc', '<p>Hi</p><script>x</script>'),
          skill('Ward', '<p></p>'),
          skill('Nova', ''),
        ]),
      ).toEqual([skill('Arc', '<p>Hi</p>'), skill('Ward', ''), skill('Nova', '')]);
    });

    it('refuses an image from another site, naming the skill and its field', () => {
      const src = 'https://elsewhere.example/a.png';
      let error: unknown;
      try {
        cleanSkills([skill('Arc', '<p>Ok</p>'), skill('Ward', `<img src="${src}">`)]);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(BackendError);
      expect((error as BackendError).message).toBe(foreignSkillImageMessage('Ward', src));
      expect((error as BackendError).message).toContain('The description of Ward shows an image');
      expect((error as BackendError).fieldErrors).toEqual({
        'skills.1.description': foreignSkillImageMessage('Ward', src),
      });
    });

    it('refuses one that grows past the limit once cleaned', () => {
      const grow = () => 'x'.repeat(10_001);
      expect(() =>
        cleanedHero({ ...emptyHeroInput(), skills: [skill('Arc', '<p>x</p>')] }, grow, isOwnImage),
      ).toThrow('The description of Arc must be at most 10000 characters once cleaned.');
    });
  });
});
