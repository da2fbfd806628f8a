import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { Queryable, Transaction } from '../db/database';
import { BackupError, type Cell } from './backupFile';
import type { RestoreProgress, TableRows } from './fitTables';
import type { ColumnInfo } from './rowChecks';

/**
 * The table a restore loads a backup table's rows into, beside the site's own
 * (docs/backups.md#how-a-restore-runs). `run` names the restore, so two restores on servers
 * sharing one PostgreSQL database never mix their rows.
 */
export const stageOf = (table: string, run: string) => `${STAGE_PREFIX}${run}_${table}`;
const STAGE_PREFIX = 'restore_stage_';

/** A table's checked rows, with the stage they are loaded into. */
export interface StagedRows extends TableRows {
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

export async function dropStages(db: Queryable, tables: readonly StagedRows[]): Promise<void> {
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

/** A row the schema refuses (a missing required value, a broken reference), in its words. */
const storeFailure = (table: string, error: unknown) => {
  const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : '';
  return `a row of ${table} cannot be stored (${reason}).`;
};

/**
 * Loads the checked rows into a stage per table (a copy of the table's columns and defaults,
 * without its constraints), a batch per query and outside any transaction: the site's tables are
 * untouched and every other request is served between batches. A failure leaves only the stages,
 * which the next restore drops.
 */
export async function stageTables(
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

/**
 * Moves the staged rows into the site's emptied tables, parents before children: the one place
 * both the import into an empty site and the restore over a running one write rows, in the
 * caller's transaction. Returns how many.
 */
export async function swapIn(tx: Transaction, tables: StagedRows[]): Promise<number> {
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
