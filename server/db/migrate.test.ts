// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';

/** Semicolons at line ends inside a string literal and inside a `$$` function body. */
const TRICKY_SQL = `
CREATE TABLE notes (body text NOT NULL);
INSERT INTO notes (body) VALUES ('first line;
second line');
CREATE FUNCTION shout(words text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  RETURN upper(words) || '!';
END;
$$;
`;

let dir: string;
let db: Database;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  db = await openDatabase({ dataDir: 'memory://', databaseUrl: undefined });
  // A new database comes migrated (server/db/savedCluster.ts): these tests migrate an empty schema
  // of their own, which the one connection then reads and writes by default.
  await db.query('CREATE SCHEMA scratch');
  await db.query('SET search_path TO scratch');
});
afterEach(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

const tableExists = async (name: string) =>
  (
    await db.query("SELECT 1 FROM pg_tables WHERE schemaname = 'scratch' AND tablename = $1", [
      name,
    ])
  ).length > 0;

describe('migrate', () => {
  it('runs each file whole, semicolons in strings and function bodies included', async () => {
    await writeFile(path.join(dir, '001_tricky.sql'), TRICKY_SQL);
    expect(await migrate(db, dir)).toEqual(['001_tricky.sql']);
    expect(await db.query('SELECT body FROM notes')).toEqual([
      { body: 'first line;\nsecond line' },
    ]);
    expect(await db.query("SELECT shout('hello') AS said")).toEqual([{ said: 'HELLO!' }]);
  });

  it('applies each file once, in name order, and records it', async () => {
    await writeFile(path.join(dir, '002_second.sql'), 'ALTER TABLE log ADD COLUMN note text;');
    await writeFile(path.join(dir, '001_first.sql'), 'CREATE TABLE log (id integer);');
    expect(await migrate(db, dir)).toEqual(['001_first.sql', '002_second.sql']);
    expect(await migrate(db, dir)).toEqual([]);
    const recorded = await db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(recorded.map((row) => row.name)).toEqual(['001_first.sql', '002_second.sql']);
  });

  it('leaves the database as it was when a file fails', async () => {
    await writeFile(path.join(dir, '001_good.sql'), 'CREATE TABLE kept (id integer);');
    await writeFile(
      path.join(dir, '002_bad.sql'),
      'CREATE TABLE half (id integer);\nINSERT INTO missing VALUES (1);',
    );
    await expect(migrate(db, dir)).rejects.toThrow(/missing/);
    expect(await tableExists('kept')).toBe(false);
    expect(await tableExists('half')).toBe(false);
    expect(await tableExists('schema_migrations')).toBe(false);
  });
});
