// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { openPglite } from '../../server/db/pglite';
import { reusedPglite } from './reusedPglite';

/** Every table's rows and every sequence's state: what a test could see of earlier writes. */
async function contents(db: Database) {
  const tables = await db.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const rows: Record<string, unknown> = {};
  for (const { name } of tables) {
    rows[name] = await db.query(`SELECT * FROM "${name}" ORDER BY 1`);
  }
  const sequences = await db.query(
    "SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1",
  );
  return { rows, sequences };
}

/** The same PostgreSQL instance started at the same moment: the database was lent again. */
const startedAt = async (db: Database) =>
  (await db.query<{ at: Date }>('SELECT pg_postmaster_start_time() AS at'))[0]!.at.toISOString();

/** A code (which moves its collection's content version) and an entry of the history log. */
async function writeSomething(db: Database) {
  await db.query(`INSERT INTO codes (code, never_expires) VALUES ('REUSED', true)`);
  await db.query(
    `INSERT INTO revisions (collection, item_id, item_version, action, label, author)
     VALUES ('codes', 'some-code', 1, 'created', 'REUSED', 'admin@example.test')`,
  );
}

describe('in-memory databases reused by a worker', () => {
  it('lends a database given back emptied, holding what a new one holds', async () => {
    const fresh = await openPglite('memory://');
    const expected = await contents(fresh);
    await fresh.close();

    const first = await reusedPglite();
    const instance = await startedAt(first);
    await writeSomething(first);
    expect(await contents(first)).not.toEqual(expected);
    await first.close();

    const again = await reusedPglite();
    try {
      expect(await startedAt(again)).toBe(instance);
      expect(await contents(again)).toEqual(expected);
    } finally {
      await again.close();
    }
  });

  it('does not lend again a database whose schema a test changed', async () => {
    const changed = await reusedPglite();
    const instance = await startedAt(changed);
    await changed.query('CREATE TABLE left_behind (id integer)');
    await changed.close();

    const next = await reusedPglite();
    try {
      expect(await startedAt(next)).not.toBe(instance);
      const tables = await next.query(
        "SELECT 1 FROM pg_tables WHERE schemaname = 'public' AND tablename = 'left_behind'",
      );
      expect(tables).toEqual([]);
    } finally {
      await next.close();
    }
  });

  it('refuses work through a handle given back, as a closed database does', async () => {
    const db = await reusedPglite();
    await db.close();
    await expect(db.query('SELECT 1')).rejects.toThrow('The database is closed');
    await expect(db.transaction(async () => undefined)).rejects.toThrow('closed');
  });
});
