import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../domain/errors';
import { fileNameOf } from '../../domain/files';
import type { StoredFileInfo } from '../../domain/fileUsage';
import { useConfirm } from '../../ui/ConfirmDialog';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { useConfirmedDelete } from '../../ui/useConfirmedDelete';
import { usePageTitle } from '../../ui/usePageTitle';
import { useFileMutations, useStoredFiles } from './api/fileQueries';
import { FileCard } from './FileCard';
import './media.css';

type Show = 'all' | 'unused';

const isUnused = (file: StoredFileInfo) => file.usedBy.length === 0;
const files = (count: number) => `${count} unused ${count === 1 ? 'file' : 'files'}`;

/**
 * "Show: All / Unused", kept in the URL (`?show=unused`) so a reload keeps it. The choice shows at
 * once: the router applies URL changes as transitions, so the URL catches up a moment later (and a
 * change of the URL from elsewhere, Back say, is followed).
 */
function useShow(): [Show, (show: Show) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl: Show = params.get('show') === 'unused' ? 'unused' : 'all';
  const [show, setShow] = useState(fromUrl);
  const [seenInUrl, setSeenInUrl] = useState(fromUrl);
  if (fromUrl !== seenInUrl) {
    setSeenInUrl(fromUrl);
    setShow(fromUrl);
  }
  const choose = (next: Show) => {
    setShow(next);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'unused') updated.set('show', 'unused');
        else updated.delete('show');
        return updated;
      },
      { replace: true },
    );
  };
  return [show, choose];
}

function Library({ all }: { all: StoredFileInfo[] }) {
  const [show, setShow] = useShow();
  const { remove, removeUnused } = useFileMutations();
  const confirmedDelete = useConfirmedDelete();
  const confirm = useConfirm();
  const toast = useToast();
  const unused = all.filter(isUnused);
  const shown = show === 'unused' ? unused : all;
  const busy = remove.isPending || removeUnused.isPending;

  const deleteOne = (file: StoredFileInfo) => {
    const name = fileNameOf(file.path);
    void confirmedDelete({
      question: `Are you sure you want to delete ${name}?`,
      remove: () => remove.mutateAsync(file.path),
      deleted: `File ${name} deleted.`,
      failed: 'Failed to delete file',
    });
  };

  const deleteUnused = async () => {
    if (!(await confirm(`Are you sure you want to delete the ${files(unused.length)}?`))) return;
    try {
      const deleted = await removeUnused.mutateAsync();
      toast(`Deleted ${files(deleted)}.`, { tone: 'success' });
    } catch (error) {
      toast(`Failed to delete the unused files: ${errorMessage(error)}`, { tone: 'error' });
    }
  };

  return (
    <>
      <div className="media-library__tools">
        <fieldset className="media-library__filter">
          <legend>Show</legend>
          {(
            [
              ['all', `All (${all.length})`],
              ['unused', `Unused (${unused.length})`],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="media-library__choice">
              <input
                type="radio"
                name="media-show"
                value={value}
                checked={show === value}
                onChange={() => setShow(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          className="button button--danger"
          disabled={unused.length === 0 || busy}
          onClick={() => void deleteUnused()}
        >
          Delete all unused ({unused.length})
        </button>
      </div>
      {shown.length === 0 ? (
        <p className="media-library__empty">
          {all.length === 0 ? 'No files have been uploaded yet.' : 'Every file is in use.'}
        </p>
      ) : (
        <ul className="media-library__grid" aria-label="Files">
          {shown.map((file) => (
            <li key={file.path}>
              <FileCard file={file} onDelete={deleteOne} deleting={busy} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** `/admin/media`: every uploaded file, where it is used, and deleting the unused ones. */
export function MediaLibraryPage() {
  usePageTitle('Media library');
  const list = useStoredFiles();
  return (
    <section className="page media-library">
      <h1>Media library</h1>
      <p className="page__lead">
        Every uploaded image, newest first, with where it is shown. An image nothing shows can be
        deleted.
      </p>
      {list.isPending && <Spinner label="Loading files…" />}
      {list.isError && <LoadError summary="Failed to load the files" query={list} />}
      {list.isSuccess && <Library all={list.data} />}
    </section>
  );
}
