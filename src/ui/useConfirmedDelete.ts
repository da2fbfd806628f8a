import { useCallback } from 'react';
import { errorMessage } from '../domain/errors';
import { useConfirm } from './ConfirmDialog';
import { useToast } from './Toast';

export interface ConfirmedDelete {
  /** The question the dialog asks, e.g. "Are you sure you want to delete this code?". */
  question: string;
  remove: () => Promise<unknown>;
  /** The toast once deleted. */
  deleted: string;
  /** Prefix of the toast when it fails, e.g. "Failed to delete code" (the reason follows). */
  failed: string;
}

/** Delete after the admin confirms, then say how it went in a toast. */
export function useConfirmedDelete() {
  const confirm = useConfirm();
  const toast = useToast();
  return useCallback(
    async ({ question, remove, deleted, failed }: ConfirmedDelete) => {
      if (!(await confirm(question))) return;
      try {
        await remove();
        toast(deleted, { tone: 'success' });
      } catch (error) {
        toast(`${failed}: ${errorMessage(error)}`, { tone: 'error' });
      }
    },
    [confirm, toast],
  );
}
