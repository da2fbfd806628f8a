// @vitest-environment node
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../../server/app';
import { LISTENER_APPLICATION_NAME } from '../../server/db/postgresListener';
import { freshPostgresDatabase } from '../support/postgresDatabase';
import { makeTestApp, signInAs } from '../support/testApp';
import { testHeroInput } from '../support/heroInput';
import { uploadValidImage } from '../support/testUploads';
import type { Hero, HeroInput } from '../../src/domain/hero';

/**
 * Two instances of the server on one PostgreSQL database, as behind a load balancer: a write
 * through one reaches the other's cached answers within a second
 * (docs/decisions.md#response-cache).
 */
let a: App;
let b: App;
let admin: string;

beforeAll(async () => {
  const url = await freshPostgresDatabase(inject('postgresUrl'), 'instances');
  a = await makeTestApp({ databaseUrl: url });
  b = await makeTestApp({ databaseUrl: url });
  admin = await signInAs(a, 'admin');
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const heroInput = (name: string, imagePath: string): HeroInput =>
  testHeroInput({ name, description: 'A hero written through instance A.', imagePath });

async function createHeroThroughA(name: string): Promise<Hero> {
  const { path } = await uploadValidImage(a, admin);
  const response = await a.inject({
    method: 'POST',
    url: '/api/heroes',
    payload: heroInput(name, path),
    headers: { cookie: admin },
  });
  expect(response.statusCode).toBe(201);
  return response.json<Hero>();
}

const heroNames = async (app: App) =>
  (await app.inject('/api/heroes')).json<Hero[]>().map((hero) => hero.name);

/** Polls `check` until it holds; fails after `withinMs`. Returns how long it took. */
async function within(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await check()) return Date.now() - start;
    if (Date.now() - start > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const listenerPids = async () =>
  (
    await a.db.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE application_name = $1 AND datname = current_database()`,
      [LISTENER_APPLICATION_NAME],
    )
  ).map((row) => row.pid);

describe('two instances on one PostgreSQL', () => {
  it("see each other's writes in their cached reads within a second", async () => {
    const cached = await b.inject('/api/heroes');
    expect(cached.json()).toEqual([]);
    const etag = String(cached.headers.etag);
    expect(
      (await b.inject({ url: '/api/heroes', headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304);

    for (const name of ['First', 'Second', 'Third']) {
      await createHeroThroughA(name);
      // The writer's own next read shows its write, without waiting for the notification.
      expect(await heroNames(a)).toContain(name);
      await within(1000, async () => (await heroNames(b)).includes(name));
    }
    const changed = await b.inject({ url: '/api/heroes', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
  });

  it('keep listening after the listening connection dropped', async () => {
    const before = await listenerPids();
    expect(before).toHaveLength(2);
    await a.db.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before]);

    // Written while nobody listens: the re-read after reconnecting catches it up.
    await createHeroThroughA('While away');
    await within(3000, async () => (await heroNames(b)).includes('While away'));

    await within(5000, async () => {
      const now = await listenerPids();
      return now.length === 2 && now.every((pid) => !before.includes(pid));
    });
    await createHeroThroughA('After return');
    await within(1000, async () => (await heroNames(b)).includes('After return'));
  });

  // Last in this file: it stops A's listener.
  it('show the writer its own write before its notification arrives', async () => {
    await a.contentVersions.close();
    for (const name of ['Mine 1', 'Mine 2', 'Mine 3']) {
      await heroNames(a);
      await createHeroThroughA(name);
      expect(await heroNames(a)).toContain(name);
    }
    await within(1000, async () => (await heroNames(b)).includes('Mine 3'));
  });
});
