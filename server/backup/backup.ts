import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import type { Database, Queryable, Transaction } from '../db/database';

/**
 * A backup of our server's data (docs/backups.md): one gzip-compressed JSON file holding every
 * row of the site's tables (content, settings, accounts with their password hashes, every stored
 * file with its bytes), the migrations its schema had, and a checksum of the rows. Sessions,
 * sign-in attempts and trusted devices are left out: they belong to the running site, not to its
 * content, and a restored site starts with everyone signed out.
 *
 * The rows are read in one transaction, so a backup made while admins write is a single moment
 * of the site. A backup is restored only into an empty site, in one transaction: it lands whole
 * or not at all.
 */
export const BACKUP_FORMAT = 'hero-guide-backup';
export const BACKUP_VERSION = 1;

/** The tables a backup holds, parents before children (the order rows are restored in). */
export const BACKUP_TABLES = [
  'users',
  'settings',
  'files',
  'heroes',
  'hero_tier_changes',
  'codes',
  'guides',
  'media_slots',
  'revisions',
] as const;

/** Tables whose rows make a site "not empty" for a restore. */
const CONTENT_TABLES = BACKUP_TABLES;

type Cell = string | number | boolean | null | { $date: string } | { $bytes: string } | unknown;
type Row = Record<string, Cell>;

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** The migrations applied to the schema the rows come from. */
  migrations: string[];
  tables: Record<string, Row[]>;
  /** sha256 of JSON.stringify(tables). */
  checksum: string;
}

const gzipAsync = promisify(gzip);

export class BackupError extends Error {
  override name = 'BackupError';
}

const checksumOf = (tables: BackupFile['tables']) =>
  createHash('sha256').update(JSON.stringify(tables)).digest('hex');

/**
 * A value as JSON can hold it: dates and bytes tagged, so the restore gives them back typed (jsonb
 * values come back from the drivers as plain JSON, which is never tagged).
 */
function encodeCell(value: unknown): Cell {
  if (value instanceof Date) return { $date: value.toISOString() };
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') };
  return value;
}

function decodeCell(value: Cell, jsonColumn: boolean): unknown {
  // jsonb goes in as its text, which both drivers accept; its values were never tagged.
  if (jsonColumn) return value === null ? null : JSON.stringify(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const tagged = value as Record<string, unknown>;
    if (typeof tagged.$date === 'string') return new Date(tagged.$date);
    if (typeof tagged.$bytes === 'string') return Buffer.from(tagged.$bytes, 'base64');
  }
  return value;
}

async function appliedMigrations(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
  return rows.map((row) => row.name);
}

/** The whole site as a backup file's bytes. */
export async function exportBackup(db: Database, now = new Date()): Promise<Buffer> {
  const { migrations, tables } = await db.transaction(async (tx) => {
    // One snapshot for every table: PostgreSQL's default isolation would let each SELECT see
    // writes committed after the first.
    if (db.kind === 'postgres') {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    }
    const tables: Record<string, Row[]> = {};
    for (const table of BACKUP_TABLES) {
      const rows = await tx.query<Record<string, unknown>>(`SELECT * FROM ${table}`);
      tables[table] = rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([key, value]) => [key, encodeCell(value)])),
      );
    }
    return { migrations: await appliedMigrations(tx), tables };
  });
  const file: BackupFile = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: now.toISOString(),
    migrations,
    tables,
    checksum: checksumOf(tables),
  };
  // Compressed on libuv's thread pool: the site keeps answering meanwhile.
  return gzipAsync(JSON.stringify(file));
}

/** Reads and checks a backup file's bytes, or says what is wrong with it. */
export function readBackup(bytes: Uint8Array): BackupFile {
  let text: string;
  try {
    text = gunzipSync(bytes).toString('utf8');
  } catch {
    throw new BackupError(
      'This file is not a backup of this site, or it is damaged or incomplete (it is not the gzip file a backup is).',
    );
  }
  let file: Partial<BackupFile>;
  try {
    file = JSON.parse(text) as Partial<BackupFile>;
  } catch {
    throw new BackupError('This backup is damaged or incomplete: its content cannot be read.');
  }
  if (!file || typeof file !== 'object' || file.format !== BACKUP_FORMAT) {
    throw new BackupError('This file is not a backup of this site.');
  }
  if (typeof file.version !== 'number' || file.version > BACKUP_VERSION) {
    throw new BackupError(
      `This backup was made by a newer version of the site (backup format ${String(file.version)}; this one reads ${BACKUP_VERSION}). Update the site, then restore it.`,
    );
  }
  if (
    !file.tables ||
    typeof file.tables !== 'object' ||
    !Array.isArray(file.migrations) ||
    file.checksum !== checksumOf(file.tables)
  ) {
    throw new BackupError('This backup is damaged: its content does not match its checksum.');
  }
  return file as BackupFile;
}

async function columnsOf(tx: Queryable, table: string) {
  const rows = await tx.query<{ column_name: string; data_type: string; is_identity: string }>(
    `SELECT column_name, data_type, is_identity FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1`,
    [table],
  );
  return new Map(rows.map((row) => [row.column_name, row]));
}

async function isEmpty(tx: Queryable): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    if ((await tx.query(`SELECT 1 FROM ${table} LIMIT 1`)).length) return false;
  }
  return true;
}

async function restoreTable(tx: Transaction, table: string, rows: Row[]): Promise<void> {
  if (!rows.length) return;
  const columns = await columnsOf(tx, table);
  let identity: string | null = null;
  for (const row of rows) {
    const names = Object.keys(row);
    const unknown = names.filter((name) => !columns.has(name));
    if (unknown.length) {
      throw new BackupError(
        `This backup does not fit this site: ${table} has no column ${unknown.join(', ')}.`,
      );
    }
    identity ??= names.find((name) => columns.get(name)?.is_identity === 'YES') ?? null;
    const values = names.map((name) =>
      decodeCell(row[name], columns.get(name)?.data_type === 'jsonb'),
    );
    const quoted = names.map((name) => `"${name}"`).join(', ');
    const params = names.map((_, index) => `$${index + 1}`).join(', ');
    // Identity columns keep their values (history rows refer to them in order).
    const override = identity ? ' OVERRIDING SYSTEM VALUE' : '';
    await tx.query(`INSERT INTO ${table} (${quoted})${override} VALUES (${params})`, values);
  }
  if (identity) {
    // The next generated value continues after the restored ones.
    await tx.query(
      `SELECT setval(pg_get_serial_sequence('${table}', '${identity}'), (SELECT max("${identity}") FROM ${table}))`,
    );
  }
}

/**
 * Restores a backup into an empty site (a new DATA_DIR or database, migrated, nothing seeded).
 * Nothing is written unless all of it is.
 */
export async function importBackup(db: Database, bytes: Uint8Array): Promise<{ rows: number }> {
  const file = readBackup(bytes);
  const ours = await appliedMigrations(db);
  const newer = file.migrations.filter((name) => !ours.includes(name));
  if (newer.length) {
    throw new BackupError(
      `This backup was made by a newer version of the site (its schema has ${newer.join(', ')}). Update the site, then restore it.`,
    );
  }
  let restored = 0;
  await db.transaction(async (tx) => {
    if (!(await isEmpty(tx))) {
      throw new BackupError(
        'This site already holds data: restore a backup into a new DATA_DIR (or an empty database), before its first start.',
      );
    }
    for (const table of BACKUP_TABLES) {
      const rows = file.tables[table] ?? [];
      if (!Array.isArray(rows))
        throw new BackupError(`This backup is damaged: ${table} is not a list.`);
      await restoreTable(tx, table, rows);
      restored += rows.length;
    }
  });
  return { rows: restored };
}
