/**
 * The stats view of the tier list (docs/product.md#stats-view): a table of the heroes the
 * filters keep, sorted by a column named in the address (`?view=stats&sort=atk&dir=desc`).
 */
import { compareNames, tierRank, STAT_KEYS, type StatKey } from './hero';
import { statKnown } from './unknownStat';

export const STATS_SORTS = ['name', 'tier', 'atk', 'def', 'hp', 'spd'] as const;
export type StatsSort = (typeof STATS_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

/** The column a stat is sorted by (`atk` for ATK). */
export const statSort = (key: StatKey) => key.toLowerCase() as StatsSort;

/** The sort the address asks for; the tier order when it names none or an unknown one. */
export function statsSortOf(
  sort: string | null,
  dir: string | null,
): { sort: StatsSort; dir: SortDirection } {
  const column = (STATS_SORTS as readonly string[]).includes(sort ?? '')
    ? (sort as StatsSort)
    : 'tier';
  return {
    sort: column,
    dir: dir === 'desc' ? 'desc' : dir === 'asc' ? 'asc' : firstDirection(column),
  };
}

/** A column's first direction when chosen: the biggest stats first, names and tiers from the top. */
export const firstDirection = (sort: StatsSort): SortDirection =>
  sort === 'name' || sort === 'tier' ? 'asc' : 'desc';

/**
 * A stat's value for sorting: stats are free text, so the first number in it counts, with its
 * thousands separators ("12,500"), decimals, and a k or m suffix ("12.5k" is 12,500). Text
 * without a number, and a stat not known (empty or 0, src/domain/unknownStat.ts), have none (NaN)
 * and sort last either way.
 */
export function statValue(text: string): number {
  if (!statKnown(text)) return Number.NaN;
  const match = /(-?\d[\d,]*(?:\.\d+)?)\s*([kKmM])?/.exec(text);
  if (!match) return Number.NaN;
  const value = Number(match[1]!.replace(/,/g, ''));
  const scale = { k: 1e3, m: 1e6 }[match[2]?.toLowerCase() as 'k' | 'm'] ?? 1;
  return value * scale;
}

interface Sortable {
  name: string;
  /** The tier shown (the chosen mode's); '' when not rated, which sorts last. */
  shownTier: string;
  stats: Record<StatKey, string>;
}

/** The rows in the chosen order; rows without a value sort last in either direction. */
export function sortStatsRows<T extends Sortable>(
  rows: readonly T[],
  sort: StatsSort,
  dir: SortDirection,
): T[] {
  const sign = dir === 'asc' ? 1 : -1;
  const stat = STAT_KEYS.find((key) => statSort(key) === sort);
  const valueOf = (row: T) =>
    stat ? statValue(row.stats[stat]) : row.shownTier === '' ? Number.NaN : tierRank(row.shownTier);
  return [...rows].sort((a, b) => {
    if (sort === 'name') return sign * compareNames(a.name, b.name);
    const [x, y] = [valueOf(a), valueOf(b)];
    if (Number.isNaN(x) || Number.isNaN(y)) {
      return Number(Number.isNaN(x)) - Number(Number.isNaN(y)) || compareNames(a.name, b.name);
    }
    return sign * (x - y) || compareNames(a.name, b.name);
  });
}
