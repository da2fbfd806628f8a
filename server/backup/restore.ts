import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { MAX_RESTORE_EXPANDED_BYTES } from '../../src/domain/backups';
import { BACKUP_TABLES, BackupError, type BackupFile } from './backupFile';
import { appliedMigrations, exportBackup } from './exportBackup';
import { fitTables, type RestoreProgress } from './fitTables';
import { openBackup } from './readBackup';
import { dropStages, stageOf, stageTables, swapIn, type StagedRows } from './stages';

/** Tables whose rows make a site "not empty" for a restore. */
const CONTENT_TABLES = BACKUP_TABLES;

async function isEmpty(tx: Queryable): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    if ((await tx.query(`SELECT 1 FROM ${table} LIMIT 1`)).length) return false;
  }
  return true;
}

/** A backup made on a schema this site does not have yet cannot be restored here. */
async function refuseNewerSchema(db: Queryable, file: BackupFile): Promise<void> {
  const ours = await appliedMigrations(db);
  const newer = file.migrations.filter((name) => !ours.includes(name));
  if (newer.length) {
    throw new BackupError(
      `This backup was made by a newer version of the site (its schema has ${newer.join(', ')}). Update the site, then restore it.`,
    );
  }
}

/** Told what went wrong that did not stop a restore (the stages it could not drop). */
export type RestoreWarning = (message: string, error: unknown) => void;

const warnOnConsole: RestoreWarning = (message, error) => console.warn(message, error);

/**
 * Checks and stages a backup's rows, runs `swap` (a short transaction), then drops the stages.
 * Once `swap` has committed, the backup has landed: failing to drop the stages then is only
 * warned about (the next restore drops them), never reported as a failed restore.
 */
async function restoreThroughStages<T>(
  db: Database,
  file: BackupFile,
  progress: RestoreProgress | undefined,
  swap: (tables: StagedRows[]) => Promise<T>,
  warn: RestoreWarning = warnOnConsole,
): Promise<T> {
  await refuseNewerSchema(db, file);
  const run = randomBytes(4).toString('hex');
  const tables = (await fitTables(db, file, progress)).map((rows) => ({
    ...rows,
    stage: stageOf(rows.table, run),
  }));
  let result: T;
  try {
    await stageTables(db, tables, progress);
    result = await swap(tables);
  } catch (error) {
    await dropStages(db, tables).catch((dropError: unknown) =>
      warn('The stages of a failed restore could not be dropped', dropError),
    );
    throw error;
  }
  await dropStages(db, tables).catch((error: unknown) =>
    warn('The restore landed, but its stages could not be dropped', error),
  );
  return result;
}

/**
 * Restores a backup into an empty site (a new DATA_DIR or database, migrated, nothing seeded).
 * Nothing is written unless all of it is.
 */
export async function importBackup(db: Database, bytes: Uint8Array): Promise<{ rows: number }> {
  const file = await openBackup(bytes);
  const rows = await restoreThroughStages(db, file, undefined, (tables) =>
    db.transaction(async (tx) => {
      if (!(await isEmpty(tx))) {
        throw new BackupError(
          'This site already holds data: restore a backup into a new DATA_DIR (or an empty database), before its first start.',
        );
      }
      return swapIn(tx, tables);
    }),
  );
  return { rows };
}

export interface RestoreOptions {
  /**
   * Keeps the site as it is now (the bytes of its backup file) before anything is replaced, and
   * returns how to remove that copy again should the restore fail after all.
   */
  saveCurrent(backup: Buffer): Promise<{ discard(): Promise<void> }>;
  now?: Date;
  /** Told how far the restore is. */
  progress?: RestoreProgress;
  /** Told what went wrong without stopping the restore; console.warn by default. */
  warn?: RestoreWarning;
}

/**
 * Replaces the whole content of a running site with a backup (docs/backups.md, "Restoring in the
 * app"). Every row is checked and loaded beside the site first, while it keeps answering with its
 * content; then the site as it was is saved (`saveCurrent`), and one short transaction empties
 * every backup table, moves the backup's rows in and ends every session, since the accounts are
 * the backup's now. The caller refuses writes meanwhile, so the copy is what the swap replaces. A file that cannot be restored changes nothing and leaves no copy behind.
 * `source` is the file's bytes, or what openBackup read of them.
 */
export async function restoreBackup(
  db: Database,
  source: Uint8Array | BackupFile,
  { saveCurrent, now = new Date(), progress, warn }: RestoreOptions,
): Promise<{ rows: number }> {
  const file =
    source instanceof Uint8Array
      ? await openBackup(source, { maxExpandedBytes: MAX_RESTORE_EXPANDED_BYTES })
      : source;
  // How to remove the copy again, once it is written.
  const copy: { discard?: () => Promise<void> } = {};
  try {
    const rows = await restoreThroughStages(
      db,
      file,
      progress,
      async (tables) => {
        progress?.('replacing', 0, 0);
        // Taken before the swap, in a snapshot of its own: the server refuses writes while a
        // restore runs (docs/backups.md#writes-during-a-restore), so the copy is the site the
        // swap replaces, and the swap holds the database only for its deletes and inserts.
        copy.discard = (await saveCurrent(await exportBackup(db, now))).discard;
        return db.transaction(async (tx) => {
          if (db.kind === 'postgres') {
            // Other connections (another server on this database) may still read, but none
            // writes, nor signs in, until the swap ends.
            await tx.query(`LOCK TABLE ${BACKUP_TABLES.join(', ')}, sessions IN EXCLUSIVE MODE`);
          }
          // Children before parents; the accounts' sessions and trusted browsers go with them.
          for (const table of [...BACKUP_TABLES].reverse()) await tx.query(`DELETE FROM ${table}`);
          await tx.query('DELETE FROM sessions');
          return swapIn(tx, tables);
        });
      },
      warn,
    );
    return { rows };
  } catch (error) {
    await copy.discard?.();
    throw error;
  }
}
