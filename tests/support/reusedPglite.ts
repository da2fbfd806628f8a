import type { Database } from '../../server/db/database';
import { openPglite } from '../../server/db/pglite';

/**
 * In-memory PGlite databases reused by the test files of one worker. Opening one costs most of a
 * CPU-second (PostgreSQL starting inside WebAssembly); handing back one already open, emptied to
 * what a new database holds, costs a few milliseconds. A database is lent to one app at a time:
 * `close()` ends the loan (stops its listeners, empties it) and puts it back for the next file.
 * Workers whose files share a module graph (the `server` project) reuse them; elsewhere each file
 * opens its own, as before.
 */
const idle: Database[] = [];

/**
 * The tables of the schema, the rows a new database holds in them (what migrations add), and the
 * schema's every table, index, trigger and function by name: a test that changed the schema (a
 * trigger it added) and did not undo it leaves a database that is not lent again.
 */
interface NewState {
  tables: string[];
  rows: Map<string, unknown[]>;
  schema: string;
}

const schemaOf = async (db: Database) => {
  const [{ names } = { names: '' }] = await db.query<{ names: string }>(
    `SELECT concat_ws(' | ',
       (SELECT string_agg(relname || ':' || relkind::text, ',' ORDER BY relname) FROM pg_class
          WHERE relnamespace = 'public'::regnamespace),
       (SELECT string_agg(tgname, ',' ORDER BY tgname) FROM pg_trigger WHERE NOT tgisinternal),
       (SELECT string_agg(proname, ',' ORDER BY proname) FROM pg_proc
          WHERE pronamespace = 'public'::regnamespace)) AS names`,
  );
  return names;
};

/** The migrations' own record, which emptying must not touch. */
const MIGRATIONS_TABLE = 'schema_migrations';
let newState: Promise<NewState> | undefined;

async function readNewState(db: Database): Promise<NewState> {
  const tables = (
    await db.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> $1
       ORDER BY tablename`,
      [MIGRATIONS_TABLE],
    )
  ).map(({ name }) => name);
  const rows = new Map<string, unknown[]>();
  for (const table of tables) {
    const [{ content } = { content: [] }] = await db.query<{ content: unknown[] }>(
      `SELECT coalesce(jsonb_agg(to_jsonb(t)), '[]') AS content FROM "${table}" t`,
    );
    if (content.length > 0) rows.set(table, content);
  }
  return { tables, rows, schema: await schemaOf(db) };
}

/**
 * Empties every table and gives back the rows a new database holds, in one transaction; false
 * when the schema is no longer a new database's.
 */
async function empty(db: Database, { tables, rows, schema }: NewState): Promise<boolean> {
  if ((await schemaOf(db)) !== schema) return false;
  await db.transaction(async (tx) => {
    await tx.exec(
      `TRUNCATE ${tables.map((table) => `"${table}"`).join(', ')} RESTART IDENTITY CASCADE`,
    );
    for (const [table, content] of rows) {
      await tx.query(
        `INSERT INTO "${table}" SELECT * FROM jsonb_populate_recordset(NULL::"${table}", $1)`,
        [JSON.stringify(content)],
      );
    }
  });
  return true;
}

/** A new in-memory database, or one a closed app gave back: either way, as a new one is. */
export async function reusedPglite(): Promise<Database> {
  const db = idle.pop() ?? (await openPglite('memory://'));
  // The first new database of the worker tells what a new one holds.
  const state = await (newState ??= readNewState(db));
  const listening = new Set<() => Promise<void>>();
  let lent = true;
  // Once given back, the app's handle refuses work as a closed database does.
  const open = () => {
    if (!lent) throw new Error('The database is closed');
    return db;
  };
  return {
    kind: db.kind,
    query: async (sql, params) => open().query(sql, params),
    transaction: async (work) => open().transaction(work),
    async listen(channel, onNotify, onResync) {
      const unlisten = await open().listen(channel, onNotify, onResync);
      const stop = async () => {
        if (!listening.delete(stop)) return;
        await unlisten();
      };
      listening.add(stop);
      return stop;
    },
    async close() {
      if (!lent) return;
      lent = false;
      for (const stop of [...listening]) await stop();
      // A database whose schema a test changed, or that cannot be emptied, is not lent again.
      const emptied = await empty(db, state).catch(() => false);
      if (emptied) idle.push(db);
      else await db.close();
    },
  };
}
