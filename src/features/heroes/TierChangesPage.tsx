import { Link } from 'react-router';
import type { Hero } from '../../domain/hero';
import { groupByDay } from '../../domain/tierChangeDays';
import { tierChanges } from '../../domain/tierChanges';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { TierChangeList } from '../../ui/TierMove';
import { formatDate } from '../../ui/formatDate';
import { usePageTitle } from '../../ui/usePageTitle';
import { useHeroes } from './api/heroQueries';
import './heroes.css';

function ChangeDays({ heroes }: { heroes: readonly Hero[] }) {
  const days = groupByDay(tierChanges(heroes));
  if (days.length === 0) return <p className="heroes__empty">No tier changes yet.</p>;
  return days.map(({ day, changes }) => (
    <section key={day} className="tier-changes__day" data-testid="tier-change-day">
      <h2>
        <time dateTime={day}>{formatDate(day)}</time>
      </h2>
      <TierChangeList changes={changes} />
    </section>
  ));
}

/** `/tier-changes`: every tier change, newest first, a heading per day (docs/product.md#heroes). */
export function TierChangesPage() {
  usePageTitle('Tier changes');
  const heroes = useHeroes();
  return (
    <section className="page tier-changes">
      <h1>Tier changes</h1>
      <p className="page__lead">
        Every move on the <Link to="/heroes">tier list</Link>, newest first.
      </p>
      {heroes.isPending ? (
        <Spinner label="Loading tier changes…" />
      ) : heroes.isError ? (
        <LoadError summary="Failed to load tier changes" query={heroes} />
      ) : (
        <ChangeDays heroes={heroes.data} />
      )}
    </section>
  );
}
