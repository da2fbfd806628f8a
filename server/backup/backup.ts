import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import type { Database, Queryable, Transaction } from '../db/database';
import { equipmentRowsRefusal } from './equipmentRows';
import { gameModeRowsRefusal } from './modeRows';
import { teamRowsRefusal } from './teamRows';

/**
 * A backup of our server's data (docs/backups.md): one gzip-compressed JSON file holding every
 * row of the site's tables (content, settings, accounts with their password hashes, every stored
 * file with its bytes), the migrations its schema had, and a checksum of the rows. Sessions,
 * sign-in attempts and trusted devices are left out: they belong to the running site, not to its
 * content, and a restored site starts with everyone signed out.
 *
 * The rows are read in one transaction, so a backup made while admins write is a single moment
 * of the site. A backup is imported into an empty site (the command line), or restored over a
 * running site in the app, which first saves the site as it was; either runs in one transaction
 * and lands whole or not at all.
 *
 * Format 2 added the game modes (`game_modes`), the heroes' ratings per mode and the mode of a
 * tier change (server/db/migrations/010_game_modes.sql). A backup of format 1 still restores: it
 * has no game modes, its heroes no ratings, its tier changes are of the overall tier, and its
 * site settings no tier legend.
 *
 * Format 3 added the teams (`teams`, server/db/migrations/013_teams.sql) and the equipment items
 * (`equipment`, server/db/migrations/012_equipment.sql). A backup of format 2 or 1 still restores,
 * without them.
 */
export const BACKUP_FORMAT = 'hero-guide-backup';
export const BACKUP_VERSION = 3;

/** The tables a backup holds, parents before children (the order rows are restored in). */
export const BACKUP_TABLES = [
  'users',
  'settings',
  'files',
  'equipment',
  'game_modes',
  'heroes',
  'hero_tier_changes',
  'codes',
  'guides',
  'teams',
  'media_slots',
  'revisions',
] as const;

/** Tables whose rows make a site "not empty" for a restore. */
const CONTENT_TABLES = BACKUP_TABLES;

type BackupTable = (typeof BACKUP_TABLES)[number];

/**
 * The site's rules on a table's rows that its schema does not hold: why the rows may not be
 * restored, or null.
 */
const TABLE_RULES: Partial<Record<BackupTable, (rows: readonly Row[]) => string | null>> = {
  game_modes: gameModeRowsRefusal,
  teams: teamRowsRefusal,
  equipment: equipmentRowsRefusal,
};

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

/** One table's rows as they will be inserted: checked against this site's columns. */
interface TableRows {
  table: string;
  rows: Row[];
  columns: Awaited<ReturnType<typeof columnsOf>>;
  /** The identity column the rows give values for, if any. */
  identity: string | null;
}

/**
 * Checks that every row of the backup fits this site's tables (a list per table, only columns
 * this schema has, the site's rules on game modes and teams), before anything is written. A table a backup
 * of an earlier format does not have is restored empty.
 */
async function fitTables(tx: Queryable, file: BackupFile): Promise<TableRows[]> {
  const fitted: TableRows[] = [];
  for (const table of BACKUP_TABLES) {
    const rows: unknown = file.tables[table] ?? [];
    if (!Array.isArray(rows)) {
      throw new BackupError(`This backup is damaged: ${table} is not a list.`);
    }
    const columns = await columnsOf(tx, table);
    let identity: string | null = null;
    for (const row of rows as Row[]) {
      if (!row || typeof row !== 'object' || Array.isArray(row)) {
        throw new BackupError(`This backup is damaged: a row of ${table} is not a record.`);
      }
      const names = Object.keys(row);
      const unknown = names.filter((name) => !columns.has(name));
      if (unknown.length) {
        throw new BackupError(
          `This backup does not fit this site: ${table} has no column ${unknown.join(', ')}.`,
        );
      }
      identity ??= names.find((name) => columns.get(name)?.is_identity === 'YES') ?? null;
    }
    const refusal = TABLE_RULES[table]?.(rows as Row[]);
    if (refusal) throw new BackupError(`This backup does not fit this site: ${refusal}`);
    fitted.push({ table, rows: rows as Row[], columns, identity });
  }
  return fitted;
}

/**
 * Inserts the fitted rows, parents before children: the one place both the import into an empty
 * site and the restore over a running one write rows. Returns how many.
 */
async function insertTables(tx: Transaction, tables: TableRows[]): Promise<number> {
  let inserted = 0;
  for (const { table, rows, columns, identity } of tables) {
    for (const row of rows) {
      const names = Object.keys(row);
      const values = names.map((name) =>
        decodeCell(row[name], columns.get(name)?.data_type === 'jsonb'),
      );
      const quoted = names.map((name) => `"${name}"`).join(', ');
      const params = names.map((_, index) => `$${index + 1}`).join(', ');
      // Identity columns keep their values (history rows refer to them in order).
      const override = identity ? ' OVERRIDING SYSTEM VALUE' : '';
      try {
        await tx.query(`INSERT INTO ${table} (${quoted})${override} VALUES (${params})`, values);
      } catch (error) {
        // A row the schema refuses (a missing required value, a broken reference).
        const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : '';
        throw new BackupError(
          `This backup does not fit this site: a row of ${table} cannot be stored (${reason}).`,
        );
      }
    }
    if (identity && rows.length) {
      // The next generated value continues after the restored ones.
      await tx.query(
        `SELECT setval(pg_get_serial_sequence('${table}', '${identity}'), (SELECT max("${identity}") FROM ${table}))`,
      );
    }
    inserted += rows.length;
  }
  return inserted;
}

/**
 * Restores a backup into an empty site (a new DATA_DIR or database, migrated, nothing seeded).
 * Nothing is written unless all of it is.
 */
export async function importBackup(db: Database, bytes: Uint8Array): Promise<{ rows: number }> {
  const file = readBackup(bytes);
  await refuseNewerSchema(db, file);
  const rows = await db.transaction(async (tx) => {
    if (!(await isEmpty(tx))) {
      throw new BackupError(
        'This site already holds data: restore a backup into a new DATA_DIR (or an empty database), before its first start.',
      );
    }
    return insertTables(tx, await fitTables(tx, file));
  });
  return { rows };
}

export interface RestoreOptions {
  /**
   * Keeps the site as it is now (the bytes of its backup file) before anything is replaced, and
   * returns how to remove that copy again should the restore fail after all.
   */
  saveCurrent(backup: Buffer): Promise<{ discard(): Promise<void> }>;
  now?: Date;
}

/**
 * Replaces the whole content of a running site with a backup (docs/backups.md, "Restoring in the
 * app"), in one transaction: the site as it was is saved first (`saveCurrent`), then every backup
 * table is emptied, the backup's rows inserted, and every session ended, since the accounts are
 * the backup's now. A file that cannot be restored changes nothing and leaves no copy behind.
 */
export async function restoreBackup(
  db: Database,
  bytes: Uint8Array,
  { saveCurrent, now = new Date() }: RestoreOptions,
): Promise<{ rows: number }> {
  const file = readBackup(bytes);
  await refuseNewerSchema(db, file);
  // How to remove the copy again, once it is written.
  const copy: { discard?: () => Promise<void> } = {};
  try {
    const rows = await db.transaction(async (tx) => {
      if (db.kind === 'postgres') {
        // Other connections may still read, but none writes between the copy and the end.
        await tx.query(`LOCK TABLE ${BACKUP_TABLES.join(', ')} IN EXCLUSIVE MODE`);
      }
      const tables = await fitTables(tx, file);
      copy.discard = (await saveCurrent(await backupOf(tx, now))).discard;
      // Children before parents; the accounts' sessions and trusted browsers go with them.
      for (const table of [...BACKUP_TABLES].reverse()) await tx.query(`DELETE FROM ${table}`);
      await tx.query('DELETE FROM sessions');
      return insertTables(tx, tables);
    });
    return { rows };
  } catch (error) {
    await copy.discard?.();
    throw error;
  }
}
