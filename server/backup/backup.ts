import { createHash, randomBytes } from 'node:crypto';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { gunzipSync, gzip } from 'node:zlib';
import type { Database, Queryable, Transaction } from '../db/database';
import { equipmentRowsRefusal } from './equipmentRows';
import { gameModeRowsRefusal } from './modeRows';
import { rowName, rowRefusal, type ColumnInfo } from './rowChecks';
import { teamRowsRefusal } from './teamRows';
import {
  MAX_RESTORE_EXPANDED_BYTES,
  RESTORE_EXPANDED_TOO_LARGE_MESSAGE,
  restoreTooManyRowsMessage,
  type RestorePhase,
} from '../../src/domain/backups';

/**
 * A backup of our server's data (docs/backups.md): one gzip-compressed JSON file holding every
 * row of the site's tables (content, settings, accounts with their password hashes, every stored
 * file with its bytes), the migrations its schema had, and a checksum of the rows. Sessions,
 * sign-in attempts and trusted devices are left out: they belong to the running site, not to its
 * content, and a restored site starts with everyone signed out.
 *
 * The rows are read in one transaction, so a backup made while admins write is a single moment
 * of the site. A backup is imported into an empty site (the command line), or restored over a
 * running site in the app, which first saves the site as it was. Either checks every row first,
 * loads the rows into tables of their own beside the site's (the site keeps answering with its
 * content meanwhile), then swaps them in in one short transaction: it lands whole or not at all
 * (docs/backups.md#how-a-restore-runs).
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

const NOT_GZIP_MESSAGE =
  'This file is not a backup of this site, or it is damaged or incomplete (it is not the gzip file a backup is).';

/**
 * Why the bytes could not be decompressed. Given a limit (a restore in the app), zlib stops at that
 * much output, so a small file that expands to gigabytes (a "zip bomb") never takes more memory
 * than that.
 */
const expansionError = (error: unknown) =>
  new BackupError(
    (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE'
      ? RESTORE_EXPANDED_TOO_LARGE_MESSAGE
      : NOT_GZIP_MESSAGE,
  );

/**
 * The file's parts before its checksum is compared; refuses a file that is no backup, or holds
 * more than `maxRows` rows.
 */
function parseBackup(text: string, maxRows: number): BackupFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupError(UNREADABLE_MESSAGE);
  }
  return backupShape(parsed, maxRows);
}

const UNREADABLE_MESSAGE = 'This backup is damaged or incomplete: its content cannot be read.';

/** Refuses what is no backup of this site, or one of more than `maxRows` rows. */
function backupShape(parsed: unknown, maxRows: number): BackupFile {
  const file = parsed as Partial<BackupFile>;
  if (!file || typeof file !== 'object' || file.format !== BACKUP_FORMAT) {
    throw new BackupError('This file is not a backup of this site.');
  }
  // A format is a whole number from 1: anything else ("1", 0, 2.5) is no format this site wrote,
  // not a newer one.
  if (typeof file.version !== 'number' || !Number.isInteger(file.version) || file.version < 1) {
    throw new BackupError(
      `This backup is damaged: its backup format (${JSON.stringify(file.version) ?? 'missing'}) is not a whole number from 1.`,
    );
  }
  if (file.version > BACKUP_VERSION) {
    throw new BackupError(
      `This backup was made by a newer version of the site (backup format ${String(file.version)}; this one reads ${BACKUP_VERSION}). Update the site, then restore it.`,
    );
  }
  if (!file.tables || typeof file.tables !== 'object' || !Array.isArray(file.migrations)) {
    throw new BackupError(DAMAGED_MESSAGE);
  }
  // Known before any row is looked at: a backup the app cannot restore without stalling the site
  // is refused before any work.
  const rows = Object.values(file.tables).reduce(
    (sum: number, table) => sum + (Array.isArray(table) ? table.length : 0),
    0,
  );
  if (rows > maxRows) throw new BackupError(restoreTooManyRowsMessage(rows));
  return file as BackupFile;
}

const DAMAGED_MESSAGE = 'This backup is damaged: its content does not match its checksum.';

/**
 * Reads and checks a backup file's bytes, or says what is wrong with it; refuses one that holds
 * more than `maxExpandedBytes` once decompressed (no limit unless given).
 */
export function readBackup(
  bytes: Uint8Array,
  { maxExpandedBytes }: { maxExpandedBytes?: number } = {},
): BackupFile {
  let expanded: Buffer;
  try {
    expanded = gunzipSync(bytes, maxExpandedBytes ? { maxOutputLength: maxExpandedBytes } : {});
  } catch (error) {
    throw expansionError(error);
  }
  const file = parseBackup(expanded.toString('utf8'), Infinity);
  if (file.checksum !== checksumOf(file.tables)) throw new BackupError(DAMAGED_MESSAGE);
  return file;
}

/**
 * How long the restore's work in JavaScript goes on before the server answers other requests
 * (the embedded database runs on the same thread, so its queries count too).
 */
const SLICE_MS = 15;

/**
 * What openBackup's worker does, in plain JavaScript (it runs as is, whether the server runs
 * from TypeScript or the tests do): decompress, bounded; parse; count the rows; hash the tables.
 * A file over the row limit never comes back to the server's thread, so refusing it costs the
 * site nothing.
 */
const READ_IN_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { gunzipSync } = require('node:zlib');
const { createHash } = require('node:crypto');
const { bytes, maxOutputLength, maxRows } = workerData;
function read() {
  let text;
  try {
    text = gunzipSync(bytes, maxOutputLength ? { maxOutputLength } : {}).toString('utf8');
  } catch (error) {
    return { refused: error && error.code === 'ERR_BUFFER_TOO_LARGE' ? 'expanded' : 'gzip' };
  }
  let file;
  try {
    file = JSON.parse(text);
  } catch {
    return { refused: 'json' };
  }
  const tables = file && typeof file === 'object' ? file.tables : null;
  let rows = 0;
  if (tables && typeof tables === 'object') {
    for (const table of Object.values(tables)) if (Array.isArray(table)) rows += table.length;
  }
  if (rows > maxRows) return { refused: 'rows', rows };
  const checksum = tables && typeof tables === 'object'
    ? createHash('sha256').update(JSON.stringify(tables)).digest('hex')
    : null;
  return { file, checksum };
}
parentPort.postMessage(read());
`;

/** The heap of the thread reading a backup of at most `maxExpandedBytes` once expanded. */
export const readerHeapMb = (maxExpandedBytes: number) =>
  Math.ceil((maxExpandedBytes * 6) / (1024 * 1024)) + 64;

type WorkerAnswer =
  | { refused: 'expanded' | 'gzip' | 'json' }
  | { refused: 'rows'; rows: number }
  | { refused?: undefined; file: unknown; checksum: string | null };

/**
 * readBackup for a running server: the file is decompressed, parsed and hashed on a worker
 * thread, so the site keeps answering while a large file is read, and a file that is refused
 * (too large once expanded, too many rows, not a backup) is refused before any work here.
 * `maxExpandedBytes` and `maxRows` bound a restore in the app (docs/backups.md#limits); the
 * command line's import gives neither and reads any backup an export wrote.
 */
export async function openBackup(
  bytes: Uint8Array,
  { maxRows = Infinity, maxExpandedBytes }: { maxRows?: number; maxExpandedBytes?: number } = {},
): Promise<BackupFile> {
  const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
    const worker = new Worker(READ_IN_WORKER, {
      eval: true,
      workerData: { bytes, maxOutputLength: maxExpandedBytes ?? 0, maxRows },
      // With a limit, the thread's heap is bounded too: the text, the parsed rows and the text
      // hashed, with room to spare; a file that needs more stops the thread, not the server.
      ...(maxExpandedBytes
        ? { resourceLimits: { maxOldGenerationSizeMb: readerHeapMb(maxExpandedBytes) } }
        : {}),
    });
    worker.once('message', (message: WorkerAnswer) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new BackupError(RESTORE_EXPANDED_TOO_LARGE_MESSAGE)
          : error,
      ),
    );
    // Settles the promise, if nothing else did, should the thread end without an answer.
    worker.once('exit', (code) =>
      reject(
        new Error(`The thread reading the backup ended without an answer (exit code ${code}).`),
      ),
    );
  });
  if (answer.refused === 'rows') throw new BackupError(restoreTooManyRowsMessage(answer.rows));
  if (answer.refused) {
    throw new BackupError(
      {
        expanded: RESTORE_EXPANDED_TOO_LARGE_MESSAGE,
        gzip: NOT_GZIP_MESSAGE,
        json: UNREADABLE_MESSAGE,
      }[answer.refused],
    );
  }
  const file = backupShape(answer.file, maxRows);
  if (file.checksum !== answer.checksum) throw new BackupError(DAMAGED_MESSAGE);
  return file;
}

/**
 * The columns of every backup table, read from the catalog in one query (information_schema's
 * views take a moment each, and on the embedded database nothing else runs meanwhile). Named and
 * typed as information_schema.columns has them.
 */
async function columnsOfTables(db: Queryable): Promise<Map<string, Map<string, ColumnInfo>>> {
  const rows = await db.query<ColumnInfo & { table_name: string }>(
    `SELECT c.relname AS table_name, a.attname AS column_name,
            CASE WHEN t.typcategory = 'A' THEN 'ARRAY' ELSE format_type(a.atttypid, NULL) END
              AS data_type,
            CASE WHEN a.attidentity <> '' THEN 'YES' ELSE 'NO' END AS is_identity,
            CASE WHEN a.attnotnull THEN 'NO' ELSE 'YES' END AS is_nullable,
            pg_get_expr(d.adbin, d.adrelid) AS column_default
       FROM pg_attribute a
       JOIN pg_class c ON c.oid = a.attrelid
       JOIN pg_type t ON t.oid = a.atttypid
       LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
        AND c.relname = ANY($1::text[]) AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY c.relname, a.attnum`,
    [[...BACKUP_TABLES]],
  );
  const tables = new Map<string, Map<string, ColumnInfo>>();
  for (const { table_name: table, ...column } of rows) {
    if (!tables.has(table)) tables.set(table, new Map());
    tables.get(table)!.set(column.column_name, column);
  }
  return tables;
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
  columns: Map<string, ColumnInfo>;
  /** The identity column of the table, if any. */
  identity: string | null;
}

/** Where a restore is, for whoever shows it (docs/http-api.md). */
export type RestoreProgress = (phase: RestorePhase, done: number, total: number) => void;

export const NO_ADMIN_MESSAGE =
  'This backup does not fit this site: it holds no admin account, so nobody could sign in after restoring it.';

/**
 * Checks that every row of the backup fits this site (docs/backups.md#what-a-restore-checks): a list
 * per table, only columns this schema has, each cell of its column's type, each row's content
 * through the schema a write of it goes through (rowChecks.ts), the site's rules across rows of
 * game modes, teams and equipment, and an admin among the accounts. Nothing is written; the
 * server answers other requests between slices. A table a backup of an earlier format does not
 * have is restored empty.
 */
async function fitTables(
  db: Queryable,
  file: BackupFile,
  progress: RestoreProgress = () => {},
): Promise<TableRows[]> {
  const fitted: TableRows[] = [];
  const total = BACKUP_TABLES.reduce((sum, table) => {
    const rows = file.tables[table];
    return sum + (Array.isArray(rows) ? rows.length : 0);
  }, 0);
  let done = 0;
  progress('checking', done, total);
  const columnsByTable = await columnsOfTables(db);
  let sliceStart = performance.now();
  for (const table of BACKUP_TABLES) {
    const rows: unknown = file.tables[table] ?? [];
    if (!Array.isArray(rows)) {
      throw new BackupError(`This backup is damaged: ${table} is not a list.`);
    }
    const columns = columnsByTable.get(table) ?? new Map<string, ColumnInfo>();
    for (const row of rows as unknown[]) {
      if (!row || typeof row !== 'object' || Array.isArray(row)) {
        throw new BackupError(`This backup is damaged: a row of ${table} is not a record.`);
      }
      const unknown = Object.keys(row).filter((name) => !columns.has(name));
      if (unknown.length) {
        throw new BackupError(
          `This backup does not fit this site: ${table} has no column ${unknown.join(', ')}.`,
        );
      }
    }
    // The rules across a table's rows name the item they refuse, so they speak first.
    const tableRefusal = TABLE_RULES[table]?.(rows as Row[]);
    if (tableRefusal) throw new BackupError(`This backup does not fit this site: ${tableRefusal}`);
    for (const [index, row] of (rows as Row[]).entries()) {
      const refusal = rowRefusal(table, row, columns);
      if (refusal) {
        throw new BackupError(
          `This backup does not fit this site: ${rowName(table, row, index)} is not valid (${refusal}).`,
        );
      }
      done += 1;
      if (performance.now() - sliceStart > SLICE_MS) {
        progress('checking', done, total);
        await nextTurn();
        sliceStart = performance.now();
      }
    }
    const identity =
      [...columns.values()].find((column) => column.is_identity === 'YES')?.column_name ?? null;
    fitted.push({ table, rows: rows as Row[], columns, identity });
  }
  const users = fitted.find(({ table }) => table === 'users')?.rows ?? [];
  if (!users.some((row) => row.role === 'admin')) {
    throw new BackupError(NO_ADMIN_MESSAGE);
  }
  progress('checking', total, total);
  return fitted;
}

/**
 * The table a restore loads a backup table's rows into, beside the site's own. `run` names the
 * restore, so two restores on servers sharing one PostgreSQL database never mix their rows.
 */
const stageOf = (table: string, run: string) => `${STAGE_PREFIX}${run}_${table}`;
const STAGE_PREFIX = 'restore_stage_';

/** A table's checked rows, with the stage they are loaded into. */
interface StagedRows extends TableRows {
  stage: string;
}

/** A cell as jsonb_populate_recordset reads it into its column's type. */
function stagedCell(value: Cell, column: ColumnInfo | undefined): unknown {
  if (column?.data_type === 'bytea' && value && typeof value === 'object') {
    const bytes = (value as { $bytes?: string }).$bytes;
    if (typeof bytes === 'string') return `\\x${Buffer.from(bytes, 'base64').toString('hex')}`;
  }
  if (column?.data_type === 'timestamp with time zone' && value && typeof value === 'object') {
    return (value as { $date?: string }).$date ?? value;
  }
  return value;
}

/**
 * A test hook (docs/testing.md#restore-batch-pause): milliseconds to wait after each batch loaded
 * into a stage, so a drill can stop the server while a restore is surely loading. Unset, none.
 */
const BATCH_PAUSE_MS = Number(process.env.RESTORE_BATCH_PAUSE_MS) || 0;

/** Rows per insert into a stage, and the most JSON text one insert sends. */
const STAGE_BATCH_ROWS = 250;
const STAGE_BATCH_CHARS = 256 * 1024;

async function dropStages(db: Queryable, tables: readonly StagedRows[]): Promise<void> {
  for (const { stage } of tables) await db.query(`DROP TABLE IF EXISTS ${stage}`);
}

/**
 * Drops the stages a killed restore left behind. Only one restore runs at a time on a database
 * (on PostgreSQL the caller holds the restore's advisory lock), so none of them is in use.
 */
async function dropLeftoverStages(db: Queryable): Promise<void> {
  const rows = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
        AND starts_with(c.relname, $1)`,
    [STAGE_PREFIX],
  );
  for (const { name } of rows) await db.query(`DROP TABLE IF EXISTS "${name}"`);
}

/**
 * Loads the checked rows into a stage per table (a copy of the table's columns and defaults,
 * without its constraints), a batch per query and outside any transaction: the site's tables are
 * untouched and every other request is served between batches. A failure leaves only the stages,
 * which the next restore drops.
 */
async function stageTables(
  db: Queryable,
  tables: StagedRows[],
  progress: RestoreProgress = () => {},
): Promise<void> {
  const total = tables.reduce((sum, { rows }) => sum + rows.length, 0);
  let done = 0;
  progress('loading', done, total);
  await dropLeftoverStages(db);
  for (const { table, rows, columns, identity, stage } of tables) {
    await db.query(`CREATE TABLE ${stage} (LIKE ${table} INCLUDING DEFAULTS INCLUDING IDENTITY)`);
    const override = identity ? ' OVERRIDING SYSTEM VALUE' : '';
    let batch: Record<string, unknown>[] = [];
    let names = '';
    let chars = 0;
    const flush = async () => {
      if (!batch.length) return;
      const quoted = names
        .split(',')
        .map((name) => `"${name}"`)
        .join(', ');
      const json = JSON.stringify(batch);
      try {
        await db.query(
          `INSERT INTO ${stage} (${quoted})${override}
           SELECT ${quoted} FROM jsonb_populate_recordset(NULL::${stage}, $1::jsonb)`,
          [json],
        );
      } catch (error) {
        throw new BackupError(`This backup does not fit this site: ${storeFailure(table, error)}`);
      }
      done += batch.length;
      progress('loading', done, total);
      batch = [];
      chars = 0;
      // A query's answer resumes this loop at once: without a turn of the event loop between
      // batches, no request would be served until the last one.
      await nextTurn();
      if (BATCH_PAUSE_MS) await sleep(BATCH_PAUSE_MS);
    };
    for (const row of rows) {
      // Rows of one table normally share their columns; those that do not go in their own batch.
      const rowNames = Object.keys(row).join(',');
      if (rowNames !== names) await flush();
      names = rowNames;
      const staged = Object.fromEntries(
        Object.entries(row).map(([name, value]) => [name, stagedCell(value, columns.get(name))]),
      );
      batch.push(staged);
      chars += rowNames.length;
      for (const value of Object.values(staged)) {
        if (typeof value === 'string') chars += value.length;
      }
      if (batch.length >= STAGE_BATCH_ROWS || chars >= STAGE_BATCH_CHARS) await flush();
    }
    await flush();
  }
}

/** A row the schema refuses (a missing required value, a broken reference), in its words. */
const storeFailure = (table: string, error: unknown) => {
  const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : '';
  return `a row of ${table} cannot be stored (${reason}).`;
};

/**
 * Moves the staged rows into the site's emptied tables, parents before children: the one place
 * both the import into an empty site and the restore over a running one write rows, in the
 * caller's transaction. Returns how many.
 */
async function swapIn(tx: Transaction, tables: StagedRows[]): Promise<number> {
  let inserted = 0;
  for (const { table, rows, columns, identity, stage } of tables) {
    if (!rows.length) continue;
    const quoted = [...columns.keys()].map((name) => `"${name}"`).join(', ');
    // Identity columns keep their values (history rows refer to them in order).
    const override = identity ? ' OVERRIDING SYSTEM VALUE' : '';
    try {
      await tx.query(`INSERT INTO ${table} (${quoted})${override} SELECT ${quoted} FROM ${stage}`);
    } catch (error) {
      throw new BackupError(`This backup does not fit this site: ${storeFailure(table, error)}`);
    }
    if (identity) {
      // The next generated value continues after the restored ones.
      await tx.query(
        `SELECT setval(pg_get_serial_sequence('${table}', '${identity}'), (SELECT max("${identity}") FROM ${table}))`,
      );
    }
    inserted += rows.length;
  }
  return inserted;
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
