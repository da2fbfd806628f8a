import { describe, expect, it } from 'vitest';
import { groupByDay } from './tierChangeDays';
import { tierChanges } from './tierChanges';

const heroes = [
  {
    id: 'a',
    name: 'Aurelia',
    tierHistory: [
      { from: 'A', to: 'S', at: '2026-11-01T09:00:00.000Z' },
      { from: 'S', to: 'Meta', at: '2026-11-20T23:30:00.000Z' },
    ],
  },
  {
    id: 'k',
    name: 'Korrin',
    tierHistory: [{ from: 'SS', to: 'B', at: '2026-11-20T08:00:00.000Z' }],
  },
  {
    id: 'z',
    name: 'Zed',
    tierHistory: [{ from: 'Odd', to: 'C', at: '2026-11-21T00:15:00.000Z' }],
  },
];

describe('groupByDay', () => {
  it('groups by UTC day, newest day first', () => {
    const days = groupByDay(tierChanges(heroes));
    expect(days.map((day) => [day.day, day.changes.map((change) => change.heroName)])).toEqual([
      ['2026-11-21', ['Zed']],
      ['2026-11-20', ['Aurelia', 'Korrin']],
      ['2026-11-01', ['Aurelia']],
    ]);
  });

  it('reads times written with an offset as UTC', () => {
    const days = groupByDay(
      tierChanges([
        {
          id: 'a',
          name: 'A',
          tierHistory: [{ from: 'S', to: 'A', at: '2026-11-21T01:00:00+02:00' }],
        },
      ]),
    );
    expect(days.map((day) => day.day)).toEqual(['2026-11-20']);
  });
});
