import { describe, expect, it } from 'vitest';
import { latestTierChanges, tierChanges, tierDirection } from './tierChanges';
import { TIER_CHANGE_HEROES } from '../test/tierChangeHeroes';

describe('tierDirection', () => {
  it.each([
    ['S', 'Meta', 'up'],
    ['Meta', 'S', 'down'],
    ['Food', 'C', 'up'],
    ['C', 'Unlisted', 'down'],
    ['Unlisted', 'Food', 'up'],
    ['One unlisted', 'Another', 'same'],
    ['S', 'S', 'same'],
  ])('%s → %s is %s', (from, to, expected) => {
    expect(tierDirection(from, to)).toBe(expected);
  });
});

describe('tierChanges', () => {
  it('lists every change newest first with its hero and direction', () => {
    expect(tierChanges(TIER_CHANGE_HEROES)).toEqual([
      {
        heroId: 'z',
        heroName: 'Zed',
        from: 'Odd',
        to: 'C',
        at: '2026-11-21T00:15:00.000Z',
        direction: 'up',
      },
      {
        heroId: 'a',
        heroName: 'Aurelia',
        from: 'S',
        to: 'Meta',
        at: '2026-11-20T23:30:00.000Z',
        direction: 'up',
      },
      {
        heroId: 'k',
        heroName: 'Korrin',
        from: 'SS',
        to: 'B',
        at: '2026-11-20T08:00:00.000Z',
        direction: 'down',
      },
      {
        heroId: 'a',
        heroName: 'Aurelia',
        from: 'A',
        to: 'S',
        at: '2026-11-01T09:00:00.000Z',
        direction: 'up',
      },
    ]);
  });

  it('orders changes at the same time by hero name, then as stored', () => {
    const at = '2026-11-02T00:00:00.000Z';
    const changes = tierChanges([
      {
        id: 'b',
        name: 'Bea',
        tierHistory: [
          { from: 'A', to: 'S', at },
          { from: 'S', to: 'SS', at },
        ],
      },
      { id: 'a', name: 'Abe', tierHistory: [{ from: 'C', to: 'B', at }] },
    ]);
    expect(changes.map((change) => `${change.heroName} ${change.to}`)).toEqual([
      'Abe B',
      'Bea S',
      'Bea SS',
    ]);
  });

  it('is empty without heroes or history', () => {
    expect(tierChanges([])).toEqual([]);
    expect(tierChanges([{ id: 'n', name: 'Nobody', tierHistory: [] }])).toEqual([]);
  });
});

describe('latestTierChanges', () => {
  it.each([
    [0, []],
    [2, ['Zed', 'Aurelia']],
    [10, ['Zed', 'Aurelia', 'Korrin', 'Aurelia']],
  ])('keeps the %i newest', (count, names) => {
    expect(latestTierChanges(TIER_CHANGE_HEROES, count).map((change) => change.heroName)).toEqual(
      names,
    );
  });
});
