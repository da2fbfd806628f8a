/**
 * Heroes whose tier moved: two moves on 20 November (UTC) by two heroes, one just after midnight
 * on the 21st, one in early November, and a hero that never moved.
 */
export const TIER_CHANGE_HEROES = [
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
  { id: 'n', name: 'Nobody', tierHistory: [] },
  {
    id: 'z',
    name: 'Zed',
    tierHistory: [{ from: 'Odd', to: 'C', at: '2026-11-21T00:15:00.000Z' }],
  },
];
