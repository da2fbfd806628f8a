import { Link } from 'react-router';
import { isTrashCollection, type ActivityEntry } from '../../domain/history';
import { ACTION_LABELS, COLLECTION_NOUNS, formatWhen, itemPath } from '../../domain/historyDisplay';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../ui/usePageTitle';
import { useActivity } from './api/activityTrashQueries';
import { paths } from '../../domain/paths';
import './history.css';

const itemKey = (entry: ActivityEntry) => `${entry.collection}/${entry.itemId}`;

/** Where an activity line's item is now: its page, the trash, or nowhere once purged. */
function ItemLink({ entry, purged }: { entry: ActivityEntry; purged: boolean }) {
  const label = entry.label || COLLECTION_NOUNS[entry.collection];
  if (purged) return <span>{label}</span>;
  if (entry.action === 'deleted' && isTrashCollection(entry.collection)) {
    return <Link to={paths.trash.href()}>{label}</Link>;
  }
  return <Link to={itemPath(entry.collection, entry.itemId)}>{label}</Link>;
}

/** Who changed what and when, newest first (admins only). */
export function ActivityPage() {
  usePageTitle('Activity');
  const activity = useActivity();
  const entries = activity.data?.pages.flat() ?? [];
  const purged = new Set(
    entries.filter((entry) => entry.action === 'purged').map((entry) => itemKey(entry)),
  );

  return (
    <section className="admin-page activity">
      <h1>Activity</h1>
      <p>Every change made by admins, newest first.</p>
      {activity.isPending && <Spinner label="Loading the activity…" />}
      {activity.isError && <LoadError summary="Failed to load the activity" query={activity} />}
      {activity.isSuccess && !entries.length && <p>Nothing has been changed yet.</p>}
      <ol className="activity__list">
        {entries.map((entry) => (
          <li key={entry.id} className="activity__entry">
            <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
            <span>
              {ACTION_LABELS[entry.action]} {COLLECTION_NOUNS[entry.collection].toLowerCase()}{' '}
              <ItemLink entry={entry} purged={purged.has(itemKey(entry))} /> (version{' '}
              {entry.version})
            </span>
            <span className="activity__author">
              {entry.author ? `by ${entry.author}` : 'by the site'}
            </span>
          </li>
        ))}
      </ol>
      {activity.hasNextPage && (
        <button
          type="button"
          className="button button--secondary"
          disabled={activity.isFetchingNextPage}
          onClick={() => void activity.fetchNextPage()}
        >
          Show older changes
        </button>
      )}
    </section>
  );
}
