import { existsSync } from 'node:fs';
import { mkdir, access, constants } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, Transaction } from './types';
import { migrate } from './migrate';
import {
  copyReadyCluster,
  readSavedCluster,
  readyClusterFolder,
  saveCluster,
  savedClusterFile,
} from './savedCluster';

export interface PgliteOptions {
  /** The saved cluster a new database starts from (server/db/savedCluster.ts). */
  savedCluster?: string;
  /**
   * The ready data folder a new data folder is copied from, before the saved cluster
   * (server/db/savedCluster.ts); false for none.
   */
  readyCluster?: string | false;
}

/**
 * PostgreSQL's own cache of table pages at 16 MB instead of its default 128 MB
 * (docs/decisions.md#pglite-with-a-small-page-cache): a fan site's data fits in it many times, a
 * page it misses is still in the operating system's file cache, and a new or reopened database
 * starts in half the time.
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Embedded PostgreSQL: a folder of files, no server, one process. `memory://` for tests. A new
 * data folder is a copy of the build's ready cluster folder where there is one. Else a new
 * database (in memory, or a folder without a cluster yet) starts from the saved cluster, already
 * migrated, or is created anew and migrated, and then, in memory, saved as that cluster for the
 * next ones.
 */
export async function openPglite(dataDir: string, options: PgliteOptions = {}): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) {
    try {
      await mkdir(dataDir, { recursive: true });
      await access(dataDir, constants.W_OK);
    } catch (error) {
      throw new Error(
        `Data directory ${dataDir} is not writable (${(error as NodeJS.ErrnoException).code ?? 'error'}); set DATA_DIR to a folder this user can write.`,
        { cause: error },
      );
    }
  }
  let isNew = inMemory || !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (isNew && !inMemory && options.readyCluster !== false) {
    const folder = options.readyCluster ?? (await readyClusterFolder());
    if (await copyReadyCluster(folder, dataDir)) isNew = false;
  }
  const clusterFile = isNew ? (options.savedCluster ?? (await savedClusterFile())) : null;
  const saved = clusterFile ? await readSavedCluster(clusterFile) : null;
  const start = { startParams: START_PARAMS, ...(saved ? { loadDataDir: saved } : {}) };
  const pg = inMemory ? new PGlite(start) : new PGlite(dataDir, start);
  await pg.waitReady;
  const wrap = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await target.query<Row>(sql, params);
      return result.rows;
    },
  });
  const transactionOf = (tx: Pick<PGlite, 'query' | 'exec'>): Transaction => ({
    ...wrap(tx),
    async exec(sql) {
      await tx.exec(sql);
    },
  });
  const db: Database = {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(transactionOf(tx))),
    // One process owns the data folder, so nothing is missed and there is nothing to resync.
    // Notifications arrive before the writing query resolves.
    async listen(channel, onNotify) {
      const unlisten = await pg.listen(channel, onNotify);
      return async () => {
        if (!pg.closed) await unlisten();
      };
    },
    close: () => pg.close(),
  };
  if (clusterFile && !saved) {
    // Saved with every migration and nothing else: the next new database skips both.
    try {
      await migrate(db);
    } catch (error) {
      await pg.close();
      throw error;
    }
    // A data folder holds files of ours beside the cluster's (the lock naming the process that
    // owns it, backups): saved from it, they would land in every new folder, a dead process's
    // lock over the live one's among them. Only a database in memory holds the cluster alone.
    if (inMemory) await saveCluster(pg, clusterFile);
  }
  return db;
}
