import type { FastifyRequest } from 'fastify';
import { BackendError } from '../../src/domain/errors';
import { RESTORE_WRITES_WAIT_MESSAGE } from '../../src/domain/backups';

/**
 * The restore this server runs, from its 202 until it is done or failed
 * (docs/backups.md#how-a-restore-runs): while it runs, the API refuses writes, and closing the
 * server waits for it.
 */
export class RestoreRuns {
  /** The running restore's task, or null. */
  current: Promise<void> | null = null;

  get running(): boolean {
    return this.current !== null;
  }

  /** Starts `task` as the running restore; it is no longer running once it has settled. */
  run(task: () => Promise<void>): void {
    const current: Promise<void> = task().finally(() => {
      if (this.current === current) this.current = null;
    });
    this.current = current;
  }
}

/** What an admin may still do while a restore runs: read, and sign in or out. */
const ALLOWED_WRITES = ['/auth/sign-in', '/auth/sign-out', '/backup/restore'];

/**
 * onRequest hook of the API: a write sent while a restore runs would be erased by its swap, so it
 * is refused with 409 instead (the restore's own POST answers its own 409).
 */
export function refuseWritesWhileRestoring(apiPrefix: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.server.restoreRuns.running) return;
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const path = request.url.split('?')[0]!.slice(apiPrefix.length);
    if (ALLOWED_WRITES.includes(path.replace(/\/$/, ''))) return;
    throw new BackendError('conflict', RESTORE_WRITES_WAIT_MESSAGE);
  };
}
