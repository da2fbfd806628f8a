// @vitest-environment node
import { afterAll, expect, inject, it } from 'vitest';
import type { App } from '../../server/app';
import { exportBackup } from '../../server/backup/exportBackup';
import { importBackup } from '../../server/backup/restore';
import { freshPostgresDatabase } from '../support/postgresDatabase';
import { createUser } from '../../server/auth/users';
import { makeTestApp, TEST_PASSWORD } from '../support/testApp';

/**
 * A backup of the embedded database restores onto PostgreSQL (and so the other way): the way
 * from one to the other when a site outgrows PGlite (docs/backups.md).
 */
const apps: App[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

const publicAnswers = async (app: App) =>
  Promise.all(
    [
      '/api/heroes',
      '/api/codes',
      '/api/guides',
      '/api/media',
      '/api/settings/guild-table',
      '/api/modes',
      '/api/settings/site',
    ].map(async (url) => (await app.inject({ url })).json()),
  );

it('restores a PGlite backup onto an empty PostgreSQL database, answers and files the same', async () => {
  const embedded = await makeTestApp({ seedSampleData: true });
  apps.push(embedded);
  // A backup restores only with an admin in it (docs/backups.md#what-a-restore-checks).
  await createUser(embedded.db, {
    email: 'admin@example.test',
    password: TEST_PASSWORD,
    role: 'admin',
  });
  const url = await freshPostgresDatabase(inject('postgresUrl'), 'backup');
  const postgres = await makeTestApp({ databaseUrl: url, seedSampleData: false });
  apps.push(postgres);

  // Tier history rows, whose ids the database generates.
  await embedded.db.query(
    `INSERT INTO hero_tier_changes (hero_id, from_tier, to_tier)
     SELECT id, 'A', tier FROM heroes ORDER BY name LIMIT 2`,
  );
  await importBackup(postgres.db, await exportBackup(embedded.db));
  const answers = await publicAnswers(embedded);
  expect(await publicAnswers(postgres)).toEqual(answers);
  const [heroes] = answers as [{ imageUrl: string }[]];
  for (const hero of heroes) {
    const [a, b] = await Promise.all([embedded, postgres].map((app) => app.inject(hero.imageUrl)));
    expect(Buffer.compare(a!.rawPayload, b!.rawPayload), hero.imageUrl).toBe(0);
  }
  // The tier history's numbering goes on after the restored rows.
  const [hero] = await postgres.db.query<{ id: string }>('SELECT id FROM heroes LIMIT 1');
  const [next] = await postgres.db.query<{ id: number }>(
    `INSERT INTO hero_tier_changes (hero_id, from_tier, to_tier) VALUES ($1, 'S', 'A') RETURNING id`,
    [hero!.id],
  );
  const [restored] = await postgres.db.query<{ count: number; max: number }>(
    'SELECT count(*)::integer AS count, max(id) AS max FROM hero_tier_changes WHERE id < $1',
    [next!.id],
  );
  expect(restored!.count).toBeGreaterThan(0);
  expect(next!.id).toBeGreaterThan(restored!.max);
}, 120_000);
