import { describe, expect, it } from 'vitest';
import { groupByDay } from './tierChangeDays';
import { tierChanges } from './tierChanges';
import { TIER_CHANGE_HEROES } from '../test/tierChangeHeroes';

describe('groupByDay', () => {
  it('groups by UTC day, newest day first', () => {
    const days = groupByDay(tierChanges(TIER_CHANGE_HEROES));
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
