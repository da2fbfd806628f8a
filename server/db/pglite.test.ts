// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './pglite';
import { migrate, migrationFiles, migrationsHash } from './migrate';
import { copyReadyCluster, readSavedCluster, saveCluster, savedClusterFile } from './savedCluster';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'saved-cluster-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let marked: Promise<string> | undefined;
/** A cluster saved with a mark in it, so a database that starts from it shows where it came from. */
function markedCluster(): Promise<string> {
  marked ??= (async () => {
    const file = path.join(dir, 'marked.tar');
    // From the installation's saved cluster (the run saved it before the files started).
    const saved = await readSavedCluster(await savedClusterFile());
    const pg = new PGlite(saved ? { loadDataDir: saved } : undefined);
    await pg.exec('CREATE TABLE started_from_saved_cluster (id int)');
    await saveCluster(pg, file);
    await pg.close();
    return file;
  })();
  return marked;
}

describe('new PGlite databases and the saved cluster', () => {
  it('starts each new in-memory database from the saved cluster, each one apart', async () => {
    const savedCluster = await markedCluster();
    const first = await openPglite('memory://', { savedCluster });
    const second = await openPglite('memory://', { savedCluster });
    for (const db of [first, second]) {
      expect(await db.query('SELECT count(*)::int AS n FROM started_from_saved_cluster')).toEqual([
        { n: 0 },
      ]);
    }
    await first.query("INSERT INTO settings (key, value) VALUES ('only-here', '1'::jsonb)");
    // The second one shares nothing with the first.
    expect(await second.query("SELECT key FROM settings WHERE key = 'only-here'")).toEqual([]);
    await first.close();
    await second.close();
  });

  it('starts a new data folder from it, and opens an existing one as it is', async () => {
    const savedCluster = await markedCluster();
    const dataDir = path.join(dir, 'data');
    const created = await openPglite(dataDir, { savedCluster });
    await migrate(created);
    await created.query("INSERT INTO settings (key, value) VALUES ('kept', '1'::jsonb)");
    await created.close();
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);

    const reopened = await openPglite(dataDir, { savedCluster });
    expect(await reopened.query("SELECT key FROM settings WHERE key = 'kept'")).toEqual([
      { key: 'kept' },
    ]);
    expect(await reopened.query('SELECT 1 FROM started_from_saved_cluster')).toEqual([]);
    await reopened.close();
  });

  it('saves no cluster from a new data folder, whose files of ours would go into every new one', async () => {
    const folder = path.join(dir, 'from-a-folder');
    const savedCluster = path.join(folder, 'cluster-pglite-0.0.0-folder.tar');
    const dataDir = path.join(dir, 'locked-data');
    // What a server puts in its data folder before the database opens: the lock naming it.
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, 'hero-guide.pid'), JSON.stringify({ pid: 1, started: 0 }));
    const created = await openPglite(dataDir, { savedCluster });
    expect(await migrate(created)).toEqual([]);
    await created.close();
    expect(existsSync(savedCluster)).toBe(false);
    expect(JSON.parse(await readFile(path.join(dataDir, 'hero-guide.pid'), 'utf8'))).toEqual({
      pid: 1,
      started: 0,
    });
  });

  it('creates the first database anew, migrates it, and saves it so for the next ones', async () => {
    const folder = path.join(dir, 'first');
    const savedCluster = path.join(folder, 'cluster-pglite-0.0.0-new.tar');
    // A cluster saved for other migrations: replaced, not kept beside the new one.
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'cluster-pglite-0.0.0-old.tar'), 'old');
    const first = await openPglite('memory://', { savedCluster });
    expect(await readdir(folder)).toEqual([path.basename(savedCluster)]);
    // Already migrated: nothing left to apply.
    expect(await migrate(first)).toEqual([]);
    await first.query("INSERT INTO settings (key, value) VALUES ('only-first', '1'::jsonb)");
    await first.close();

    const next = await openPglite(path.join(dir, 'next'), { savedCluster });
    expect(await migrate(next)).toEqual([]);
    const applied = await next.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(applied.map((row) => row.name)).toEqual(await migrationFiles());
    // Saved before the first database was used: none of its rows.
    expect(await next.query("SELECT key FROM settings WHERE key = 'only-first'")).toEqual([]);
    await next.close();
  });

  it("copies a new data folder from the build's ready cluster folder, beside the files of ours", async () => {
    // A ready folder with a mark in it, made as the build makes it (scripts/buildServer.ts).
    const readyCluster = path.join(dir, 'ready');
    const made = await openPglite(readyCluster, {
      savedCluster: await markedCluster(),
      readyCluster: false,
    });
    await made.query('CREATE TABLE copied_from_ready_folder (id int)');
    await made.close();

    const dataDir = path.join(dir, 'from-ready');
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, 'hero-guide.pid'), 'the lock');
    // No saved cluster to read: the folder is all it starts from.
    const savedCluster = path.join(dir, 'no-such-cluster.tar');
    const db = await openPglite(dataDir, { savedCluster, readyCluster });
    expect(await db.query('SELECT count(*)::int AS n FROM copied_from_ready_folder')).toEqual([
      { n: 0 },
    ]);
    expect(await migrate(db)).toEqual([]);
    await db.query('INSERT INTO copied_from_ready_folder VALUES (1)');
    await db.close();
    expect(await readFile(path.join(dataDir, 'hero-guide.pid'), 'utf8')).toBe('the lock');
    expect(existsSync(savedCluster)).toBe(false);

    // The ready folder stays as it was, for the next new data folder.
    const next = await openPglite(path.join(dir, 'from-ready-2'), { savedCluster, readyCluster });
    expect(await next.query('SELECT count(*)::int AS n FROM copied_from_ready_folder')).toEqual([
      { n: 0 },
    ]);
    await next.close();
    expect(existsSync(path.join(readyCluster, 'hero-guide.pid'))).toBe(false);
  });

  it("makes what it copies from the build's folder its owner's alone", async () => {
    // The build's folder is readable by all, for a server run by a user who did not build it.
    const readyCluster = path.join(dir, 'ready-modes');
    await mkdir(path.join(readyCluster, 'base', '5'), { recursive: true });
    for (const file of ['PG_VERSION', 'postgresql.conf', 'base/5/1259']) {
      await writeFile(path.join(readyCluster, file), file, { mode: 0o644 });
    }
    const dataDir = path.join(dir, 'copied-modes');
    await mkdir(dataDir);
    expect(await copyReadyCluster(readyCluster, dataDir)).toBe(true);
    const modes = Object.fromEntries(
      await Promise.all(
        ['PG_VERSION', 'postgresql.conf', 'base', 'base/5', 'base/5/1259'].map(
          async (entry) =>
            [entry, ((await stat(path.join(dataDir, entry))).mode & 0o777).toString(8)] as const,
        ),
      ),
    );
    expect(modes).toEqual({
      PG_VERSION: '600',
      'postgresql.conf': '600',
      base: '700',
      'base/5': '700',
      'base/5/1259': '600',
    });
  });

  it('starts a new data folder from the saved cluster where there is no ready folder', async () => {
    const db = await openPglite(path.join(dir, 'no-ready-folder'), {
      savedCluster: await markedCluster(),
      readyCluster: path.join(dir, 'no-such-folder'),
    });
    expect(await db.query('SELECT 1 FROM started_from_saved_cluster')).toEqual([]);
    await db.close();
  });

  it('keeps one saved cluster per set of migrations', async () => {
    const other = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    await writeFile(path.join(other, '001_a.sql'), 'CREATE TABLE a (id int);');
    const before = await migrationsHash(other);
    expect(await migrationsHash(other)).toBe(before);
    await writeFile(path.join(other, '002_b.sql'), 'CREATE TABLE b (id int);');
    expect(await migrationsHash(other)).not.toBe(before);
    expect(await savedClusterFile()).toContain(`-${await migrationsHash()}.tar`);
    await rm(other, { recursive: true, force: true });
  });

  it('reads the saved cluster as the bytes of its file', async () => {
    const file = await markedCluster();
    const blob = await readSavedCluster(file);
    const bytes = new Uint8Array(await blob!.arrayBuffer());
    expect(blob!.size).toBe(bytes.byteLength);
    expect(Buffer.from(bytes).equals(await readFile(file))).toBe(true);
    expect(await readSavedCluster(path.join(dir, 'none.tar'))).toBeNull();
  });
});

describe('the embedded database', () => {
  it('keeps a page cache of 16 MB, new or reopened', async () => {
    const dataDir = path.join(dir, 'cache');
    for (const open of [
      () => openPglite('memory://'),
      () => openPglite(dataDir),
      () => openPglite(dataDir),
    ]) {
      const db = await open();
      expect(await db.query('SHOW shared_buffers')).toEqual([{ shared_buffers: '16MB' }]);
      await db.close();
    }
  });
});
