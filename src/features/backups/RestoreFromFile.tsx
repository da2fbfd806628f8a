import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useBackend } from '../../backend';
import {
  MAX_RESTORE_BYTES,
  RESTORE_TOO_LARGE_MESSAGE,
  restoreStatusText,
  type RestoreStatus,
} from '../../domain/backups';
import { errorMessage } from '../../domain/errors';
import { useConfirm } from '../../ui/ConfirmDialog';
import { ProgressBar } from '../../ui/ProgressBar';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { paths } from '../../domain/paths';

type RestoreState =
  | { step: 'idle' }
  | { step: 'sending'; percent: number; status?: RestoreStatus }
  | { step: 'failed'; message: string };

/** The texts of docs/product.md#backups. */
export const restoreConfirmText = (name: string) =>
  `Restoring ${name} replaces ALL content of the site (heroes, codes, guides, images, settings and accounts) with the backup's. A copy of the site as it is now is saved in the backup folder first. Everyone is signed out, you too: sign in again with an account from the backup.`;
export const restoredText = (name: string, savedAs: string) =>
  `The site was restored from ${name}. The site as it was before is saved as ${savedAs}. Sign in again.`;

/**
 * "Restore from a file": the admin picks a backup file, confirms, and watches it upload, then the
 * server check, load and swap in its rows (a live region says how far); the server's reason
 * shows when it refuses the file. Once restored every session has ended, so the
 * admin goes to the sign-in page (and comes back here after signing in).
 */
export function RestoreFromFile({
  onRestoring,
}: {
  /** Told when a confirmed restore starts (true) and when it failed (false). */
  onRestoring: (restoring: boolean) => void;
}) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<RestoreState>({ step: 'idle' });
  const busy = state.step === 'sending';

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setState({ step: 'idle' });
  };

  async function restore(event: FormEvent) {
    event.preventDefault();
    if (!file || busy) return;
    if (file.size > MAX_RESTORE_BYTES) {
      setState({ step: 'failed', message: `Restore failed: ${RESTORE_TOO_LARGE_MESSAGE}` });
      return;
    }
    if (!(await confirm(restoreConfirmText(file.name), { confirmLabel: 'Restore' }))) return;
    setState({ step: 'sending', percent: 0 });
    onRestoring(true);
    try {
      const report = await backend.backups.restore(file, {
        onProgress: (percent) => setState({ step: 'sending', percent }),
        onStatus: (status) => setState({ step: 'sending', percent: 100, status }),
      });
      // Everything the pages read may have changed: each asks again when next shown (not now,
      // as this page's own list would, after the session has ended).
      void queryClient.invalidateQueries({ refetchType: 'none' });
      toast(restoredText(file.name, report.savedAs), { tone: 'success', durationMs: 15_000 });
      navigate(paths.login.href(), {
        replace: true,
        state: { from: { pathname: paths.backups.href() } },
      });
    } catch (error) {
      onRestoring(false);
      setState({ step: 'failed', message: `Restore failed: ${errorMessage(error)}` });
    }
  }

  return (
    <form className="form backups__restore" onSubmit={restore} aria-labelledby={`${inputId}-h`}>
      <h2 id={`${inputId}-h`}>Restore from a file</h2>
      <p>
        Replaces all content of the site with a backup file&apos;s. A copy of the site as it is now
        is saved in the backup folder first, and everyone is signed out.
      </p>
      <div className="form__field">
        <label htmlFor={inputId}>Backup file</label>
        <input
          id={inputId}
          type="file"
          accept=".gz,application/gzip"
          disabled={busy}
          onChange={pick}
        />
      </div>
      {state.step === 'sending' &&
        (state.percent < 100 ? (
          <ProgressBar percent={state.percent} label="Uploading the backup" />
        ) : (
          <Spinner label="Restoring the site…" />
        ))}
      <p className="backups__status" role="status" aria-live="polite">
        {state.step === 'sending' && state.status ? restoreStatusText(state.status) : ''}
      </p>
      {state.step === 'failed' && (
        <p className="form__error" role="alert">
          {state.message}
        </p>
      )}
      <button type="submit" className="button button--danger" disabled={!file || busy}>
        {busy ? 'Restoring…' : 'Restore'}
      </button>
    </form>
  );
}
