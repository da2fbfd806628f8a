import { mkdir, access, constants } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, Transaction } from './database';

/**
 * A new, empty cluster as PGlite's `dumpDataDir` saves it, which in-memory databases start from
 * instead of creating their files anew (initdb): a test run opens dozens of them, and loading the
 * saved files takes a fraction of the time. Only tests set it (tests/support/pgliteTemplate.ts).
 */
let memoryTemplate: Blob | null = null;

export function startInMemoryDatabasesFrom(template: Blob | null) {
  memoryTemplate = template;
}

/** A new, empty cluster saved as one file's bytes, for startInMemoryDatabasesFrom. */
export async function emptyClusterDump(): Promise<Blob> {
  const pg = new PGlite();
  await pg.waitReady;
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  return dump;
}

/** Embedded PostgreSQL: a folder of files, no server, one process. `memory://` for tests. */
export async function openPglite(dataDir: string): Promise<Database> {
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
  const pg = inMemory
    ? new PGlite(memoryTemplate ? { loadDataDir: memoryTemplate } : undefined)
    : new PGlite(dataDir);
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
  return {
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
}
