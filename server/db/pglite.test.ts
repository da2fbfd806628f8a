// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './pglite';
import { migrate } from './migrate';
import { readSavedCluster, saveCluster, savedClusterFile } from './savedCluster';

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

describe('new PGlite databases and the saved empty cluster', () => {
  it('starts a new in-memory database from the saved cluster, each one apart, migrating like a new one', async () => {
    const savedCluster = await markedCluster();
    const first = await openPglite('memory://', { savedCluster });
    const second = await openPglite('memory://', { savedCluster });
    expect(await first.query('SELECT count(*)::int AS n FROM started_from_saved_cluster')).toEqual([
      { n: 0 },
    ]);
    const applied = await migrate(first);
    expect(applied.length).toBeGreaterThan(0);
    await first.query("INSERT INTO settings (key, value) VALUES ('only-here', '1'::jsonb)");
    // The second one shares nothing with the first: no tables until it is migrated itself.
    await expect(second.query('SELECT 1 FROM settings')).rejects.toThrow(/settings/);
    expect(await migrate(second)).toEqual(applied);
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

  it('creates the first database anew and saves it, empty, for the next ones', async () => {
    const savedCluster = path.join(dir, 'first', 'cluster.tar');
    const first = await openPglite('memory://', { savedCluster });
    expect(existsSync(savedCluster)).toBe(true);
    await migrate(first);
    await first.close();

    const next = await openPglite(path.join(dir, 'next'), { savedCluster });
    // Saved before anything was migrated into the first one.
    await expect(next.query('SELECT 1 FROM settings')).rejects.toThrow(/settings/);
    await next.close();
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
