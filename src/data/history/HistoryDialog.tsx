import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useBackend } from '../../backend';
import { errorMessage } from '../../domain/errors';
import { type HistoryCollection, type Revision } from '../../domain/history';
import {
  ACTION_LABELS,
  changeSummary,
  changedFields,
  formatWhen,
} from '../../domain/historyDisplay';
import { useConfirm } from '../../ui/ConfirmDialog';
import { LoadError } from '../../ui/LoadError';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { useVersions, versionMutations } from './historyQueries';
import { VersionComparison, type CurrentContent } from './VersionComparison';
import './history.css';
import { useHeroNames } from './useHeroNames';
import { useItemNames } from './useItemNames';
import { useModeNames } from './useModeNames';

export interface HistoryDialogProps {
  collection: HistoryCollection;
  itemId: string;
  /** What the item is called: "History of Aurelia". */
  name: string;
  /**
   * The item as shown now. Its content may be left out where the page does not hold it (a media
   * slot): the version history kept of it is used instead.
   */
  current: { version: number; content?: unknown; imageUrls?: Record<string, string> };
  onClose: () => void;
}

const hasContent = (revision: Revision) => revision.content !== null;

/** An item's versions, newest first: what each changed, compared with now, and restore. */
export function HistoryDialog({ collection, itemId, name, current, onClose }: HistoryDialogProps) {
  const versions = useVersions(collection, itemId);
  const restore = useMutation(versionMutations(useBackend()).restoreVersion);
  const confirm = useConfirm();
  const toast = useToast();
  const [comparing, setComparing] = useState<string | null>(null);
  const modeNames = useModeNames();
  const heroNames = useHeroNames(collection);
  const itemNames = useItemNames(collection);

  const list = versions.data ?? [];
  const kept = list.find(
    (revision) => hasContent(revision) && revision.version === current.version,
  );
  const now: CurrentContent = {
    version: current.version,
    content: current.content ?? kept?.content ?? null,
    imageUrls: { ...kept?.imageUrls, ...current.imageUrls },
  };

  const restoreVersion = async (revision: Revision) => {
    const question = `Restore version ${revision.version} of ${name}? It is saved as a new version; the current one stays in the history.`;
    if (!(await confirm(question, { confirmLabel: 'Restore' }))) return;
    try {
      await restore.mutateAsync({
        collection,
        itemId,
        revisionId: revision.id,
        baseVersion: current.version,
      });
      toast(`Version ${revision.version} of ${name} restored.`, { tone: 'success' });
      onClose();
    } catch (error) {
      toast(`Failed to restore: ${errorMessage(error)}`, { tone: 'error' });
    }
  };

  return (
    <Modal open title={`History of ${name}`} onClose={onClose} className="history">
      {versions.isPending && <Spinner label="Loading the history…" />}
      {versions.isError && <LoadError summary="Failed to load the history" query={versions} />}
      {versions.isSuccess && !list.length && (
        <p>No earlier versions yet: the next save keeps this one.</p>
      )}
      <ol className="history__list">
        {list.map((revision, index) => {
          const earlier = list.slice(index + 1).find(hasContent);
          const isCurrent = revision === kept;
          const canRestore = hasContent(revision) && !isCurrent && now.content !== null;
          return (
            <li key={revision.id} className="history__entry">
              <p className="history__line">
                <strong>Version {revision.version}</strong> · {ACTION_LABELS[revision.action]}
                {revision.author ? ` by ${revision.author}` : ''} ·{' '}
                <time dateTime={revision.at}>{formatWhen(revision.at)}</time>
                {isCurrent && <span className="history__badge">Current</span>}
              </p>
              {hasContent(revision) && earlier && (
                <p className="history__summary">
                  Changed:{' '}
                  {changeSummary(
                    changedFields(
                      collection,
                      earlier.content,
                      revision.content,
                      modeNames,
                      heroNames,
                      itemNames,
                    ),
                  )}
                </p>
              )}
              {canRestore && (
                <div className="history__actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-expanded={comparing === revision.id}
                    onClick={() => setComparing(comparing === revision.id ? null : revision.id)}
                  >
                    Compare with current
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={restore.isPending}
                    onClick={() => void restoreVersion(revision)}
                  >
                    Restore version {revision.version}
                  </button>
                </div>
              )}
              {comparing === revision.id && (
                <VersionComparison collection={collection} revision={revision} current={now} />
              )}
            </li>
          );
        })}
      </ol>
    </Modal>
  );
}
