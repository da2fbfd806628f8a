import type { HeroTierChange } from './tierChanges';

// Apart from tierChanges.ts, which the home page ships in the entry: only /tier-changes needs it.

export interface TierChangeDay {
  /** The UTC day, `YYYY-MM-DD`. */
  day: string;
  changes: HeroTierChange[];
}

/** Changes (newest first) grouped by their UTC day, the days newest first. */
export function groupByDay(changes: readonly HeroTierChange[]): TierChangeDay[] {
  const days: TierChangeDay[] = [];
  for (const change of changes) {
    const time = Date.parse(change.at);
    const day = Number.isNaN(time) ? '' : new Date(time).toISOString().slice(0, 10);
    const last = days.at(-1);
    if (last?.day === day) last.changes.push(change);
    else days.push({ day, changes: [change] });
  }
  return days;
}
