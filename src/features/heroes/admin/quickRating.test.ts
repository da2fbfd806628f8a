import { describe, expect, it } from 'vitest';
import { REASON_NEEDS_TIER } from '../../../domain/heroRatings';
import { makeHero } from '../../../test/makeHero';
import {
  checkQuickRating,
  quickRatingErrors,
  quickRatingInput,
  quickRatingOf,
} from './quickRating';

const hero = makeHero({
  name: 'Mo',
  tier: 'S',
  ratings: [
    { mode: 'arena', tier: 'A', reason: 'Fast.' },
    { mode: 'boss', tier: 'B', reason: '' },
  ],
  version: 4,
});

describe('quickRatingOf', () => {
  it("starts from the hero's tier in the mode, or its overall tier", () => {
    expect(quickRatingOf(hero, 'arena')).toEqual({ tier: 'A', reason: 'Fast.' });
    expect(quickRatingOf(hero, 'raid')).toEqual({ tier: '', reason: '' });
    expect(quickRatingOf(hero, null)).toEqual({ tier: 'S', reason: '' });
  });
});

describe('quickRatingInput', () => {
  it("changes only the mode's rating, in place, and sends the whole hero's fields", () => {
    const input = quickRatingInput(hero, 'arena', { tier: ' ss ', reason: ' Faster. ' });
    expect(input.ratings).toEqual([
      { mode: 'arena', tier: 'SS', reason: 'Faster.' },
      { mode: 'boss', tier: 'B', reason: '' },
    ]);
    expect(input).toMatchObject({
      name: 'Mo',
      tier: 'S',
      description: hero.description,
      stats: hero.stats,
      imagePath: hero.imagePath,
    });
    expect(input).not.toHaveProperty('version');
    expect(input).not.toHaveProperty('id');
  });

  it('adds a first rating after the others, and removes one left empty', () => {
    expect(quickRatingInput(hero, 'raid', { tier: 'C', reason: '' }).ratings).toHaveLength(3);
    expect(quickRatingInput(hero, 'arena', { tier: ' ', reason: '' }).ratings).toEqual([
      { mode: 'boss', tier: 'B', reason: '' },
    ]);
  });

  it('changes only the overall tier when no mode is shown', () => {
    const input = quickRatingInput(hero, null, { tier: 'meta', reason: 'ignored' });
    expect(input.tier).toBe('Meta');
    expect(input.ratings).toEqual(hero.ratings);
  });
});

describe('checkQuickRating', () => {
  it('refuses a reason without a tier, which the write would drop', () => {
    expect(checkQuickRating(hero, 'arena', { tier: '', reason: 'Why.' })).toEqual({
      errors: { tier: REASON_NEEDS_TIER },
    });
  });

  it("puts the schema's messages on the fields", () => {
    expect(checkQuickRating(hero, null, { tier: ' ', reason: '' })).toEqual({
      errors: { tier: 'Tier is required.' },
    });
    expect(checkQuickRating(hero, 'boss', { tier: 'B', reason: 'x'.repeat(201) })).toEqual({
      errors: { reason: 'At most 200 characters.' },
    });
  });
});

describe('quickRatingErrors', () => {
  it("keeps the mode's own messages on its fields and names any other", () => {
    const input = quickRatingInput(hero, 'boss', { tier: 'B', reason: 'Slow.' });
    expect(
      quickRatingErrors(
        {
          'hero.ratings.1.reason': 'Not here.',
          'hero.ratings.0.tier': 'Not there.',
          'hero.tier': 'Odd.',
        },
        input,
        'boss',
      ),
    ).toEqual({ reason: 'Not here.', other: 'hero.ratings.0.tier: Not there.' });
    expect(quickRatingErrors({ 'hero.tier': 'Odd.' }, input, null)).toEqual({ tier: 'Odd.' });
  });
});
