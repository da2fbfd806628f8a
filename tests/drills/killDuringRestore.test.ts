// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { signInToBuiltServer, startBuiltServer, type BuiltServer } from '../support/builtServer';
import { openDatabase } from '../../server/db/database';
import type { RestoreStatus } from '../../src/domain/backups';

/**
 * The built server on PGlite is killed (SIGKILL) while a restore in the app loads a backup's rows
 * beside the site (docs/backups.md#how-a-restore-runs): after the restart the site is whole, with
 * its content from before, and the next restore of the same file lands.
 */
const dirs: string[] = [];
const servers: BuiltServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const codeCount = async (origin: string) => {
  const response = await fetch(`${origin}/api/codes`);
  expect(response.status).toBe(200);
  return ((await response.json()) as unknown[]).length;
};

async function startRestore(origin: string, cookie: string, bytes: Buffer) {
  const response = await fetch(`${origin}/api/backup/restore`, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/gzip' },
    body: new Uint8Array(bytes),
  });
  expect(response.status, await response.clone().text()).toBe(202);
  return (await response.json()) as RestoreStatus;
}

/** The stage tables in the stopped server's database. */
async function stagesIn(dataDir: string): Promise<string[]> {
  const db = await openDatabase({ dataDir });
  try {
    const rows = await db.query<{ name: string }>(
      `SELECT relname AS name FROM pg_class
        WHERE starts_with(relname, 'restore_stage_') AND relkind = 'r'`,
    );
    return rows.map(({ name }) => name);
  } finally {
    await db.close();
  }
}

const statusOf = async (origin: string, id: string) =>
  (await (await fetch(`${origin}/api/backup/restore/${id}`)).json()) as RestoreStatus;

it('a kill while a restore loads its rows leaves the site whole, and the restore then lands', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kill-restore-'));
  dirs.push(dataDir);
  const options = { staticDir: 'dist', dataDir, quiet: true };
  // Each batch loaded waits a moment (a test hook): the kill surely lands while the rows load.
  let server = await startBuiltServer({ ...options, env: { RESTORE_BATCH_PAUSE_MS: '100' } });
  servers.push(server);
  const cookie = await signInToBuiltServer(server.origin);
  const before = await codeCount(server.origin);

  // The site's backup with 15,000 more codes: long enough to load that the kill lands mid-load.
  const download = await fetch(`${server.origin}/api/backup`, { headers: { cookie } });
  const file = JSON.parse(gunzipSync(Buffer.from(await download.arrayBuffer())).toString());
  const code = file.tables.codes[0];
  file.tables.codes = file.tables.codes.concat(
    Array.from({ length: 15_000 }, (_, index) => ({ ...code, id: `kill-${index}` })),
  );
  file.checksum = createHash('sha256').update(JSON.stringify(file.tables)).digest('hex');
  const bytes = gzipSync(JSON.stringify(file));

  const { id } = await startRestore(server.origin, cookie, bytes);
  for (;;) {
    const status = await statusOf(server.origin, id);
    expect(status.phase, status.error).not.toMatch(/done|failed/);
    if (status.phase === 'loading' && status.done > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill();
  // The killed restore left its stages behind.
  expect(await stagesIn(dataDir)).not.toEqual([]);

  server = await startBuiltServer(options);
  servers.push(server);
  expect((await fetch(`${server.origin}/api/heroes`)).status).toBe(200);
  expect(await codeCount(server.origin)).toBe(before);

  // The rows left aside by the killed restore are no obstacle to the next one.
  const again = await startRestore(server.origin, await signInToBuiltServer(server.origin), bytes);
  let status = again;
  while (status.phase !== 'done' && status.phase !== 'failed') {
    await new Promise((resolve) => setTimeout(resolve, 200));
    status = await statusOf(server.origin, again.id);
  }
  expect(status.phase, status.error).toBe('done');
  expect(await codeCount(server.origin)).toBe(before + 15_000);
  await server.stop();
  // The next restore dropped them with its own.
  expect(await stagesIn(dataDir)).toEqual([]);
}, 300_000);
