/**
 * Opens the database the configuration names (server/db/types.ts says what the rest of the server
 * sees of it). Only files in server/db/ import a driver, each loaded only when it is chosen.
 */
import type { Database } from './types';

export type { Database, Queryable, Transaction } from './types';

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server; otherwise PGlite stores its files in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(options.dataDir);
}
