// @vitest-environment node
import { expect, inject, it } from 'vitest';
import { freshPostgresDatabase } from '../support/postgresDatabase';
import { drill, ROUNDS } from './killDrill';

it('PostgreSQL: every acknowledged write survives 3 kills', async () => {
  const url = await freshPostgresDatabase(inject('postgresUrl'), 'killdrill');
  expect(await drill({ env: { DATABASE_URL: url } })).toBeGreaterThan(ROUNDS);
}, 300_000);
