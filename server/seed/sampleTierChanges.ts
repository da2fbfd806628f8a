import type { TierChange } from '../../src/domain/hero';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** [from, to, days ago]; each hero's last change ends at its tier in heroes.json. */
const MOVES: Record<string, [string, string, number][]> = {
  'Aurelia the Dawnblade': [
    ['S', 'S+', 40],
    ['S+', 'SS', 20],
    ['SS', 'Meta', 1],
  ],
  'Korrin Ashfang': [['Meta', 'SS', 2]],
  'Nyra Emberveil': [['S', 'SS', 2]],
  'Seraphine Vale': [
    ['A+', 'S', 25],
    ['S', 'S+', 9],
  ],
  'Pip Thistledown': [['B', 'A', 5]],
  'Vex the Unbound': [['A', 'B', 14]],
  'Garruk Stonefist': [['C', 'Food', 30]],
};

/**
 * Tier histories for some sample heroes, spread over the last weeks before `now` (a few within the
 * last days), so the tier changes page, the home page and the hero timelines show real content.
 */
export function sampleTierChanges(now = Date.now()): Map<string, TierChange[]> {
  return new Map(
    Object.entries(MOVES).map(([name, moves]) => [
      name,
      // An hour's offset per hero, so changes of one day do not share a time.
      moves.map(([from, to, daysAgo], index) => ({
        from,
        to,
        at: new Date(now - daysAgo * DAY_MS - (name.length + index) * HOUR_MS).toISOString(),
      })),
    ]),
  );
}
