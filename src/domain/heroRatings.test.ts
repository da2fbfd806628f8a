import { describe, expect, it } from 'vitest';
import {
  heroesInMode,
  notRatedIn,
  ratingsInModes,
  sameRatings,
  tierIn,
  tierMoves,
  withRating,
  type ModeRating,
} from './heroRatings';
import { filterHeroes, tiersPresent } from './heroFilter';
import { tierBoardRows } from './tierBoard';
import { visibleTierChanges, tierChanges } from './tierChanges';

const arena = (tier: string, reason = ''): ModeRating => ({ mode: 'arena', tier, reason });
const story = (tier: string, reason = ''): ModeRating => ({ mode: 'story', tier, reason });
const hero = (name: string, tier: string, ratings: ModeRating[] = []) => ({ name, tier, ratings });

describe('ratings per game mode', () => {
  it('reads a hero’s tier overall or in a mode, blank where the mode does not rate it', () => {
    const rated = hero('Aria', 'S', [arena('C', 'Too slow.')]);
    expect(tierIn(rated, null)).toBe('S');
    expect(tierIn(rated, 'arena')).toBe('C');
    expect(tierIn(rated, 'story')).toBe('');
  });

  it('replaces, adds or removes one mode’s rating and keeps the others in place', () => {
    const ratings = [arena('S'), story('A', 'Fine.')];
    expect(withRating(ratings, 'arena', { tier: 'C', reason: 'Nerfed.' })).toEqual([
      arena('C', 'Nerfed.'),
      story('A', 'Fine.'),
    ]);
    expect(withRating(ratings, 'boss', { tier: 'SS', reason: '' })).toEqual([
      ...ratings,
      { mode: 'boss', tier: 'SS', reason: '' },
    ]);
    expect(withRating(ratings, 'arena', null)).toEqual([story('A', 'Fine.')]);
    expect(withRating(ratings, 'story', { tier: ' ', reason: 'No tier.' })).toEqual([arena('S')]);
  });

  it('counts a move per mode rated before and after with another tier, and the overall one first', () => {
    const before = hero('Aria', 'A', [arena('B'), story('S')]);
    expect(
      tierMoves(
        before,
        hero('Aria', 'S', [
          story('S', 'New reason.'),
          arena('SS'),
          { mode: 'boss', tier: 'C', reason: '' },
        ]),
      ),
    ).toEqual([
      { mode: null, from: 'A', to: 'S' },
      { mode: 'arena', from: 'B', to: 'SS' },
    ]);
    // A rating removed, or a first one, is no move.
    expect(tierMoves(before, hero('Aria', 'A', [story('S')]))).toEqual([]);
  });

  it('compares ratings whatever their order', () => {
    expect(sameRatings([arena('S'), story('A')], [story('A'), arena('S')])).toBe(true);
    expect(sameRatings([arena('S')], [arena('S', 'Why.')])).toBe(false);
    expect(sameRatings([arena('S')], [arena('S'), story('A')])).toBe(false);
  });

  it('lists the ratings of live modes only, in the modes’ order', () => {
    const modes = [{ id: 'story' }, { id: 'arena' }];
    expect(
      ratingsInModes([arena('S'), { mode: 'trashed', tier: 'A', reason: '' }, story('B')], modes),
    ).toEqual([
      { mode: modes[0], rating: story('B') },
      { mode: modes[1], rating: arena('S') },
    ]);
  });

  it('orders a mode’s tier list by its tiers then names, the heroes it does not rate apart', () => {
    const heroes = [
      hero('Zed', 'Meta', [arena('C')]),
      hero('Bo', 'SS'),
      hero('Ann', 'S', [arena('C')]),
      hero('Cy', 'A', [arena('Meta')]),
    ];
    const { rated, unrated } = heroesInMode(heroes, 'arena');
    expect(rated.map((one) => one.name)).toEqual(['Cy', 'Ann', 'Zed']);
    expect(unrated.map((one) => one.name)).toEqual(['Bo']);
    expect(heroesInMode(heroes, null)).toEqual({ rated: heroes, unrated: [] });
    expect(notRatedIn('Arena')).toBe('Not rated in Arena');

    expect(
      tierBoardRows(heroes, 'arena').map((row) => [row.tier, row.heroes.map((one) => one.name)]),
    ).toEqual([
      ['Meta', ['Cy']],
      ['C', ['Zed', 'Ann']],
    ]);
    expect(tiersPresent(heroes, 'arena')).toEqual(['Meta', 'C']);
    expect(
      filterHeroes(heroes, { query: '', tier: 'C', mode: 'arena' }).map((one) => one.name),
    ).toEqual(['Zed', 'Ann']);
    expect(filterHeroes(heroes, { query: '', tier: 'C' })).toEqual([]);
  });

  it('shows tier changes of the overall tier and of live modes, and filters them by mode', () => {
    const changes = tierChanges([
      {
        id: 'h1',
        name: 'Aria',
        tierHistory: [
          { from: 'A', to: 'S', at: '2026-01-01T00:00:00.000Z' },
          { from: 'B', to: 'C', at: '2026-01-02T00:00:00.000Z', mode: 'arena' },
          { from: 'B', to: 'A', at: '2026-01-03T00:00:00.000Z', mode: 'trashed' },
        ],
      },
    ]);
    expect(changes[1]).toMatchObject({ mode: 'arena', from: 'B', to: 'C', direction: 'down' });
    expect('mode' in changes[2]!).toBe(false);
    const shown = (mode?: string | null) =>
      visibleTierChanges(changes, ['arena'], mode).map((change) => change.mode ?? 'overall');
    expect(shown()).toEqual(['arena', 'overall']);
    expect(shown(null)).toEqual(['overall']);
    expect(shown('arena')).toEqual(['arena']);
    expect(shown('trashed')).toEqual([]);
  });
});
