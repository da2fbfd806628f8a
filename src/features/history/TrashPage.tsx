import { useMutation } from '@tanstack/react-query';
import { useBackend } from '../../backend';
import { errorMessage } from '../../domain/errors';
import { TRASH_DAYS, type TrashEntry } from '../../domain/history';
import { KINDS, RECORD_KINDS } from '../../domain/kinds';
import { COLLECTION_NOUNS, andList, formatWhen } from '../../domain/historyDisplay';
import { useConfirm } from '../../ui/ConfirmDialog';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { usePageTitle } from '../../ui/usePageTitle';
import { trashMutations, useTrash } from './api/activityTrashQueries';
import './history.css';

/** What the trash holds: every kind whose items are deleted one by one (src/domain/kinds.ts). */
const TRASHED = andList(RECORD_KINDS.map((name) => KINDS[name].plural));

/** Deleted items, until they are restored or purged (admins only). */
export function TrashPage() {
  usePageTitle('Trash');
  const trash = useTrash();
  const mutations = trashMutations(useBackend());
  const restore = useMutation(mutations.restoreFromTrash);
  const purge = useMutation(mutations.purge);
  const confirm = useConfirm();
  const toast = useToast();
  const busy = restore.isPending || purge.isPending;

  const restoreEntry = async (entry: TrashEntry) => {
    try {
      await restore.mutateAsync(entry);
      toast(`${entry.label} restored.`, { tone: 'success' });
    } catch (error) {
      toast(`Failed to restore ${entry.label}: ${errorMessage(error)}`, { tone: 'error' });
    }
  };

  const purgeEntry = async (entry: TrashEntry) => {
    const question = `Delete ${entry.label} for good? Its history and the images only it shows go too. This cannot be undone.`;
    if (!(await confirm(question, { confirmLabel: 'Delete for good' }))) return;
    try {
      await purge.mutateAsync(entry);
      toast(`${entry.label} deleted for good.`, { tone: 'success' });
    } catch (error) {
      toast(`Failed to delete ${entry.label}: ${errorMessage(error)}`, { tone: 'error' });
    }
  };

  return (
    <section className="admin-page trash">
      <h1>Trash</h1>
      <p>
        Deleted {TRASHED} stay here for {TRASH_DAYS} days, with their images, then they are deleted
        for good.
      </p>
      {trash.isPending && <Spinner label="Loading the trash…" />}
      {trash.isError && <LoadError summary="Failed to load the trash" query={trash} />}
      {trash.isSuccess && !trash.data.length && <p>The trash is empty.</p>}
      <ul className="trash__list">
        {trash.data?.map((entry) => (
          <li key={`${entry.collection}/${entry.itemId}`} className="trash__entry">
            <div>
              <strong>{entry.label}</strong>{' '}
              <span className="trash__kind">{COLLECTION_NOUNS[entry.collection]}</span>
              <p className="trash__when">
                Deleted{entry.deletedBy ? ` by ${entry.deletedBy}` : ''} on{' '}
                <time dateTime={entry.deletedAt}>{formatWhen(entry.deletedAt)}</time>; deleted for
                good on <time dateTime={entry.purgeAt}>{formatWhen(entry.purgeAt)}</time>.
              </p>
            </div>
            <div className="trash__actions">
              <button
                type="button"
                className="button"
                aria-label={`Restore ${entry.label}`}
                disabled={busy}
                onClick={() => void restoreEntry(entry)}
              >
                Restore
              </button>
              <button
                type="button"
                className="button button--danger"
                aria-label={`Delete ${entry.label} for good`}
                disabled={busy}
                onClick={() => void purgeEntry(entry)}
              >
                Delete for good
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
