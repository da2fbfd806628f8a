import { describe, expect, it } from 'vitest';
import { guideTagsSchema } from './guideSchema';
import { hasTag, tagsFromText, tagsInUse, uniqueTags } from './guideTags';

describe('guide tags', () => {
  it.each([
    [[], []],
    [
      [' PvP ', 'pvp', 'PVP', 'Guild'],
      ['PvP', 'Guild'],
    ],
    [['', '  ', 'Basics'], ['Basics']],
  ])('uniqueTags(%j) is %j', (tags, expected) => {
    expect(uniqueTags(tags)).toEqual(expected);
  });

  it.each([
    [
      [' PvP ', 'pvp', 'Guild'],
      ['PvP', 'Guild'],
    ],
    [Array.from({ length: 12 }, () => 'same'), ['same']],
    [Array.from({ length: 10 }, (_, n) => `t${n}`), Array.from({ length: 10 }, (_, n) => `t${n}`)],
    [['x'.repeat(30)], ['x'.repeat(30)]],
  ])('the schema keeps %j as %j', (tags, expected) => {
    expect(guideTagsSchema.parse(tags)).toEqual(expected);
  });

  it.each([
    [Array.from({ length: 11 }, (_, n) => `t${n}`), 'At most 10 tags.'],
    [['x'.repeat(31)], 'A tag is at most 30 characters.'],
    [['  '], 'A tag cannot be empty.'],
  ])('the schema refuses %j: %s', (tags, message) => {
    const result = guideTagsSchema.safeParse(tags);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('filters ignoring case, and offers each tag in use once, A to Z', () => {
    expect(hasTag(['PvP', 'Guild'], 'pvp')).toBe(true);
    expect(hasTag(['PvP'], 'PvE')).toBe(false);
    expect(tagsInUse([{ tags: ['guild', 'PvP'] }, { tags: ['Basics', 'Guild'] }])).toEqual([
      'Basics',
      'guild',
      'PvP',
    ]);
  });

  it('reads the editor field as a comma-separated list', () => {
    expect(tagsFromText(' PvP, guild ,, pvp,Guild ')).toEqual(['PvP', 'guild']);
  });
});
