import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Database, Queryable } from '../db/database';
import {
  BACKUP_FORMAT,
  BACKUP_TABLES,
  BACKUP_VERSION,
  checksumOf,
  type BackupFile,
  type Cell,
  type Row,
} from './backupFile';

const gzipAsync = promisify(gzip);

/**
 * A value as JSON can hold it: dates and bytes tagged, so the restore gives them back typed (jsonb
 * values come back from the drivers as plain JSON, which is never tagged).
 */
function encodeCell(value: unknown): Cell {
  if (value instanceof Date) return { $date: value.toISOString() };
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') };
  return value;
}

export async function appliedMigrations(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
  return rows.map((row) => row.name);
}

/** Every backup table's rows, as a backup file holds them, read through `tx`. */
async function readTables(tx: Queryable): Promise<BackupFile['tables']> {
  const tables: Record<string, Row[]> = {};
  for (const table of BACKUP_TABLES) {
    const rows = await tx.query<Record<string, unknown>>(`SELECT * FROM ${table}`);
    tables[table] = rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key, encodeCell(value)])),
    );
  }
  return tables;
}

/** The backup file of what `tx` reads, compressed. */
async function backupOf(tx: Queryable, now: Date): Promise<Buffer> {
  const tables = await readTables(tx);
  const file: BackupFile = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: now.toISOString(),
    migrations: await appliedMigrations(tx),
    tables,
    checksum: checksumOf(tables),
  };
  // Compressed on libuv's thread pool: the site keeps answering meanwhile.
  return gzipAsync(JSON.stringify(file));
}

/** The whole site as a backup file's bytes. */
export async function exportBackup(db: Database, now = new Date()): Promise<Buffer> {
  return db.transaction(async (tx) => {
    // One snapshot for every table: PostgreSQL's default isolation would let each SELECT see
    // writes committed after the first.
    if (db.kind === 'postgres') {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    }
    return backupOf(tx, now);
  });
}
