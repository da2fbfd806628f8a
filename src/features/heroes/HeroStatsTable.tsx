import { Link, useSearchParams } from 'react-router';
import type { GameMode } from '../../domain/gameMode';
import { STAT_KEYS, type Hero } from '../../domain/hero';
import { tierIn } from '../../domain/heroRatings';
import {
  firstDirection,
  sortStatsRows,
  statSort,
  statsSortOf,
  type StatsSort,
} from '../../domain/heroStatsSort';
import { StatValue } from '../../ui/StatValue';
import { paths } from '../../domain/paths';

interface HeroStatsTableProps {
  /** The heroes the filters keep (the page shows the empty state when none). */
  heroes: readonly Hero[];
  /** The game mode whose tier the table shows; null for the overall tier. */
  mode: GameMode | null;
}

const COLUMNS: { sort: StatsSort; label: string }[] = [
  { sort: 'name', label: 'Name' },
  { sort: 'tier', label: 'Tier' },
  ...STAT_KEYS.map((key) => ({ sort: statSort(key), label: key })),
];

/**
 * The stats view (docs/product.md#stats-view): one row per hero the filters keep, sorted by the
 * column the address names. Each header is a link that sorts by it (again: the other way), so it
 * works before the page's JavaScript runs; the sorted one says so to screen readers (aria-sort).
 * On a narrow screen the table scrolls on its own, and the keyboard reaches it.
 */
export function HeroStatsTable({ heroes, mode }: HeroStatsTableProps) {
  const [params] = useSearchParams();
  const { sort, dir } = statsSortOf(params.get('sort'), params.get('dir'));
  const rows = sortStatsRows(
    heroes.map((hero) => ({ ...hero, shownTier: tierIn(hero, mode?.id ?? null) })),
    sort,
    dir,
  );
  const sortLink = (column: StatsSort) => {
    const next = new URLSearchParams(params);
    next.set('sort', column);
    next.set('dir', column === sort ? (dir === 'asc' ? 'desc' : 'asc') : firstDirection(column));
    return { search: `?${next.toString()}` };
  };
  return (
    <div className="hero-stats" role="region" aria-label="Hero stats" tabIndex={0}>
      <table className="table hero-stats__table">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column.sort}
                scope="col"
                aria-sort={
                  column.sort === sort ? (dir === 'asc' ? 'ascending' : 'descending') : undefined
                }
              >
                <Link to={sortLink(column.sort)} replace>
                  {column.label}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((hero) => (
            <tr key={hero.id} data-testid="stats-row">
              <th scope="row">
                <Link to={paths.hero.href(hero.id)}>{hero.name}</Link>
              </th>
              <td>{hero.shownTier || '—'}</td>
              {STAT_KEYS.map((key) => (
                <td key={key}>
                  <StatValue value={hero.stats[key]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
