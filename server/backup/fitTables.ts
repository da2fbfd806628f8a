import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Queryable } from '../db/database';
import type { RestorePhase } from '../../src/domain/backups';
import { BACKUP_TABLES, BackupError, type BackupFile, type Row } from './backupFile';
import { liveModeNamesRefusal } from './modeRows';
import { recordRowsRefusal } from './recordRows';
import { rowName, rowRefusal, type ColumnInfo } from './rowChecks';
import { RECORD_KINDS, recordOf } from '../../src/domain/kinds';

/** Where a restore is, for whoever shows it (docs/http-api.md). */
export type RestoreProgress = (phase: RestorePhase, done: number, total: number) => void;

/**
 * How long the restore's work in JavaScript goes on before the server answers other requests
 * (the embedded database runs on the same thread, so its queries count too).
 */
const SLICE_MS = 15;

type TableRule = (rows: readonly Row[]) => string | null;

/**
 * The site's rules on a table's rows that its schema does not hold: every record kind's rows hold
 * what a save of them would store (recordRows.ts), and the live game modes' names differ and stay
 * within the limit. Why the rows may not be restored, or null.
 */
const TABLE_RULES = new Map<string, TableRule>(
  RECORD_KINDS.map((kind): [string, TableRule] => [
    recordOf(kind).table,
    (rows) =>
      recordRowsRefusal(kind, rows) ?? (kind === 'modes' ? liveModeNamesRefusal(rows) : null),
  ]),
);

export const NO_ADMIN_MESSAGE =
  'This backup does not fit this site: it holds no admin account, so nobody could sign in after restoring it.';

/** One table's rows as they will be inserted: checked against this site's columns. */
export interface TableRows {
  table: string;
  rows: Row[];
  columns: Map<string, ColumnInfo>;
  /** The identity column of the table, if any. */
  identity: string | null;
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

/**
 * Checks that every row of the backup fits this site (docs/backups.md#what-a-restore-checks): a list
 * per table, only columns this schema has, each cell of its column's type, each row's content
 * through the schema a write of it goes through (rowChecks.ts), the site's rules across rows of
 * game modes, teams and equipment, and an admin among the accounts. Nothing is written; the
 * server answers other requests between slices. A table a backup of an earlier format does not
 * have is restored empty.
 */
export async function fitTables(
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
    // The site's rules, which name the item they refuse, speak first.
    const tableRefusal = TABLE_RULES.get(table)?.(rows as Row[]);
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
