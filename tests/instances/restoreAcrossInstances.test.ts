// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { App } from '../../server/app';
import { freshPostgresDatabase } from '../support/postgresDatabase';
import { makeTestApp, signInAs } from '../support/testApp';
import { RESTORE_RUNNING_MESSAGE, type RestoreStatus } from '../../src/domain/backups';

/**
 * Two instances of the server on one PostgreSQL database (docs/backups.md#how-a-restore-runs):
 * while A restores, B refuses to start a restore of its own, and takes one once A's has ended.
 */
let a: App;
let b: App;
const dirs: string[] = [];

beforeAll(async () => {
  const url = await freshPostgresDatabase(inject('postgresUrl'), 'restores');
  for (let index = 0; index < 2; index += 1) dirs.push(await mkdtemp(path.join(tmpdir(), 'rs-')));
  a = await makeTestApp({ databaseUrl: url, seedSampleData: true, backupDir: dirs[0] });
  b = await makeTestApp({ databaseUrl: url, backupDir: dirs[1] });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const startRestore = (app: App, cookie: string, payload: Buffer) =>
  app.inject({
    method: 'POST',
    url: '/api/backup/restore',
    headers: { cookie, 'content-type': 'application/gzip' },
    payload,
  });

async function ended(app: App, id: string): Promise<RestoreStatus> {
  for (;;) {
    const status = (await app.inject({ url: `/api/backup/restore/${id}` })).json<RestoreStatus>();
    if (status.phase === 'done' || status.phase === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('refuses a restore on one server while another server restores the same database', async () => {
  const adminA = await signInAs(a, 'admin');
  const adminB = await signInAs(b, 'admin');
  const small = (await b.inject({ url: '/api/backup', headers: { cookie: adminB } })).rawPayload;
  // The same backup with 15,000 more codes: A works on it for a while.
  const file = JSON.parse(gunzipSync(small).toString());
  const code = file.tables.codes[0];
  file.tables.codes = file.tables.codes.concat(
    Array.from({ length: 15_000 }, (_, index) => ({
      ...code,
      id: `big-${index}`,
      code: `B${index}`,
    })),
  );
  file.checksum = createHash('sha256').update(JSON.stringify(file.tables)).digest('hex');
  const big = gzipSync(JSON.stringify(file));

  const started = await startRestore(a, adminA, big);
  expect(started.statusCode, started.body).toBe(202);
  const refused = await startRestore(b, adminB, small);
  expect(refused.statusCode, refused.body).toBe(409);
  expect(refused.json().error).toEqual({ code: 'conflict', message: RESTORE_RUNNING_MESSAGE });
  const status = await ended(a, started.json<RestoreStatus>().id);
  expect(status.phase, status.error).toBe('done');

  // A's restore ended: its lock is free, and its stages are gone.
  const stages = await b.db.query(
    `SELECT 1 FROM pg_class WHERE starts_with(relname, 'restore_stage_') AND relkind = 'r'`,
  );
  expect(stages).toEqual([]);
  const again = await startRestore(b, await signInAs(b, 'admin'), small);
  expect(again.statusCode, again.body).toBe(202);
  expect((await ended(b, again.json<RestoreStatus>().id)).phase).toBe('done');
}, 180_000);
