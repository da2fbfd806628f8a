import { describe, expect, it } from 'vitest';
import { guideInputSchema } from './guideSchema';
import { guildLevelsSchema } from './guildTableSchema';
import { defaultGuildLevels } from './guildTable';
import { siteSettingsInputSchema } from './siteSettingsSchema';
import {
  NUL_CHARACTER_MESSAGE,
  NUMBER_TOO_LARGE_MESSAGE,
  STORABLE_INT_MAX,
  baseVersionSchema,
  storableInt,
  storableString,
} from './storableText';
import { teamInputSchema } from './teamSchema';
import { zodFieldErrors, type FailedCheck } from './validation';

const errorsOf = (result: { success: boolean; error?: FailedCheck }) =>
  result.error ? zodFieldErrors(result.error) : {};

describe('storable values', () => {
  it('refuses a NUL character in any text, and takes every other character', () => {
    expect(storableString().safeParse('a\u0000b').success).toBe(false);
    expect(errorsOf(storableString().safeParse('\u0000'))).toEqual({ _: NUL_CHARACTER_MESSAGE });
    expect(storableString().parse('tab\there, é, 😀')).toBe('tab\there, é, 😀');
  });

  it('bounds whole numbers to what a PostgreSQL integer holds', () => {
    expect(storableInt().parse(STORABLE_INT_MAX)).toBe(2_147_483_647);
    expect(errorsOf(storableInt().safeParse(2_147_483_648))).toEqual({
      _: NUMBER_TOO_LARGE_MESSAGE,
    });
    expect(storableInt().safeParse(-2_147_483_649).success).toBe(false);
    expect(baseVersionSchema(0).parse(0)).toBe(0);
    expect(baseVersionSchema(1).safeParse(0).success).toBe(false);
    expect(baseVersionSchema(0).safeParse(2_147_483_648).success).toBe(false);
  });

  it('holds in the schemas of what admins write, by field', () => {
    expect(
      errorsOf(siteSettingsInputSchema.safeParse({ communityUrl: 'https://a.example/\u0000' })),
    ).toEqual({ communityUrl: NUL_CHARACTER_MESSAGE });
    expect(
      errorsOf(guideInputSchema.safeParse({ title: 'Tips', content: '<p>a\u0000</p>' })),
    ).toEqual({ content: NUL_CHARACTER_MESSAGE });
    const team = { name: 'Team', mode: 'arena\u0000', members: [], notes: 'x\u0000' };
    expect(errorsOf(teamInputSchema.safeParse(team))).toMatchObject({
      mode: NUL_CHARACTER_MESSAGE,
      notes: NUL_CHARACTER_MESSAGE,
    });
    const levels = defaultGuildLevels().map((entry, index) =>
      index === 48 ? { ...entry, points: 2 ** 31 } : entry,
    );
    expect(errorsOf(guildLevelsSchema.safeParse(levels))).toEqual({
      '48.points': NUMBER_TOO_LARGE_MESSAGE,
    });
  });
});
