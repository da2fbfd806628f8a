import pg from 'pg';
import type { Database, Queryable, Transaction } from './types';
import { listenOnPostgres } from './postgresListener';
import { postgresLocation } from './postgresLocation';

/** A PostgreSQL server: the scale path. Several app instances may share it. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // Idle clients can lose their connection (server restart); that must not crash the process.
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(
      `Cannot reach PostgreSQL at ${postgresLocation(url).where} (${(error as Error).message}); check DATABASE_URL.`,
      { cause: error },
    );
  }
  const wrap = (target: Pick<pg.Pool | pg.PoolClient, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await target.query(sql, params);
      return result.rows as Row[];
    },
  });
  const transactionOf = (client: pg.PoolClient): Transaction => ({
    ...wrap(client),
    async exec(sql) {
      // No parameters: pg sends the simple query protocol, which takes several statements.
      await client.query(sql);
    },
  });
  // Listeners hold connections of their own: closing the database ends them too.
  const listeners = new Set<() => Promise<void>>();
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(transactionOf(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify, onResync) {
      const stop = await listenOnPostgres({ url, channel, onNotify, onResync });
      const unlisten = async () => {
        listeners.delete(unlisten);
        await stop();
      };
      listeners.add(unlisten);
      return unlisten;
    },
    async close() {
      await Promise.all([...listeners].map((unlisten) => unlisten()));
      await pool.end();
    },
  };
}
