import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
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

/** The advisory lock a restore holds on PostgreSQL: one restore at a time per database. */
const RESTORE_LOCK = 7243902;

/**
 * Takes the restore's lock on PostgreSQL, where other servers may share the database: returns how
 * to release it, or null when another server's restore holds it. The lock belongs to a transaction
 * kept open (on one connection of the pool) until released. On the embedded database, which only
 * this server opens, RestoreRuns alone keeps one restore at a time.
 */
export async function takeRestoreLock(db: Database): Promise<(() => void) | null> {
  if (db.kind !== 'postgres') return () => {};
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const taken = await new Promise<boolean>((resolve, reject) => {
    db.transaction(async (tx) => {
      const [row] = await tx.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_xact_lock($1) AS locked',
        [RESTORE_LOCK],
      );
      resolve(row?.locked === true);
      if (row?.locked) await released;
    }).catch(reject);
  });
  return taken ? release : null;
}
