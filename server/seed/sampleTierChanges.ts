import type { SampleModeName } from './sampleModes';

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
 * [mode, from, to, days ago]; each hero's last change in a mode ends at its rating there
 * (sampleModes.ts).
 */
const MODE_MOVES: Record<string, [SampleModeName, string, string, number][]> = {
  'Korrin Ashfang': [
    ['Arena', 'S+', 'SS', 30],
    ['Arena', 'SS', 'Meta', 3],
  ],
  'Aurelia the Dawnblade': [['Guild Boss', 'SS', 'Meta', 10]],
  'Seraphine Vale': [['Dungeon', 'SS', 'Meta', 4]],
  'Lyssa Moonwhisper': [['Arena', 'A', 'B', 6]],
};

/** A sample tier move: of the overall tier (mode null), or of the tier in a mode, by its name. */
export interface SampleTierChange {
  mode: SampleModeName | null;
  from: string;
  to: string;
  at: string;
}

/**
 * Tier histories for some sample heroes, spread over the last weeks before `now` (a few within the
 * last days), so the tier changes page, the home page and the hero timelines show real content:
 * moves of the overall tier, and a few of a game mode's.
 */
export function sampleTierChanges(now = Date.now()): Map<string, SampleTierChange[]> {
  const changes = new Map<string, SampleTierChange[]>();
  const add = (
    name: string,
    mode: SampleModeName | null,
    from: string,
    to: string,
    days: number,
  ) => {
    const own = changes.get(name) ?? [];
    // An hour's offset per hero and move, so changes of one day do not share a time.
    const at = new Date(now - days * DAY_MS - (name.length + own.length) * HOUR_MS).toISOString();
    changes.set(name, [...own, { mode, from, to, at }]);
  };
  for (const [name, moves] of Object.entries(MOVES)) {
    for (const [from, to, days] of moves) add(name, null, from, to, days);
  }
  for (const [name, moves] of Object.entries(MODE_MOVES)) {
    for (const [mode, from, to, days] of moves) add(name, mode, from, to, days);
  }
  return changes;
}
