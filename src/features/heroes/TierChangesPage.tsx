import { Link, useSearchParams } from 'react-router';
import type { GameMode } from '../../domain/gameMode';
import type { Hero } from '../../domain/hero';
import { groupByDay } from '../../domain/tierChangeDays';
import { tierChanges, visibleTierChanges } from '../../domain/tierChanges';
import { useGameModes } from '../../data/gameModesQuery';
import { ParamLinks } from '../../ui/ParamLinks';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { TierChangeList } from '../../ui/TierMove';
import { formatDate } from '../../ui/formatDate';
import { usePageTitle } from '../../ui/usePageTitle';
import { useHeroes } from './api/heroQueries';
import { paths } from '../../domain/paths';
import './heroes.css';

/** The page's title, in the tab and in its head on the server (src/app/serverParts.ts). */
export const TIER_CHANGES_TITLE = 'Tier changes';

/** `?mode=overall`: the overall tier's changes only. */
const OVERALL = 'overall';

function ChangeDays(props: {
  heroes: readonly Hero[];
  modes: readonly GameMode[];
  /** A mode's id, OVERALL, or '' for every change. */
  shown: string;
}) {
  const { heroes, modes, shown } = props;
  const live = modes.map((mode) => mode.id);
  const mode = shown === '' ? undefined : shown === OVERALL ? null : shown;
  const days = groupByDay(visibleTierChanges(tierChanges(heroes), live, mode));
  if (days.length === 0) return <p className="heroes__empty">No tier changes yet.</p>;
  return days.map(({ day, changes }) => (
    <section key={day} className="tier-changes__day" data-testid="tier-change-day">
      <h2>
        <time dateTime={day}>{formatDate(day)}</time>
      </h2>
      <TierChangeList changes={changes} modes={modes} />
    </section>
  ));
}

/** `/tier-changes`: every tier change, newest first, a heading per day (docs/product.md#heroes). */
export function TierChangesPage() {
  usePageTitle(TIER_CHANGES_TITLE);
  const heroes = useHeroes();
  const modes = useGameModes();
  const requested = useSearchParams()[0].get('mode') ?? '';
  // A mode no longer live (or mistyped in a link) shows every change.
  const shown =
    requested === OVERALL || modes.some((mode) => mode.id === requested) ? requested : '';
  return (
    <section className="page tier-changes">
      <h1>{TIER_CHANGES_TITLE}</h1>
      <p className="page__lead">
        Every move on the <Link to={paths.heroes.href()}>tier list</Link>, newest first.
      </p>
      {modes.length > 0 && (
        <ParamLinks
          name="mode"
          label="Game mode"
          value={shown}
          options={[
            { value: '', label: 'All' },
            { value: OVERALL, label: 'Overall' },
            ...modes.map((mode) => ({ value: mode.id, label: mode.name })),
          ]}
        />
      )}
      {heroes.isPending ? (
        <Spinner label="Loading tier changes…" />
      ) : heroes.isError ? (
        <LoadError summary="Failed to load tier changes" query={heroes} />
      ) : (
        <ChangeDays heroes={heroes.data} modes={modes} shown={shown} />
      )}
    </section>
  );
}
