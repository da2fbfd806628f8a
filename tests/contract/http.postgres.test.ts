// @vitest-environment node
import { inject } from 'vitest';
import { runBackendContract } from './runBackendContract';
import { httpHarness } from './httpHarness';
import { freshPostgresDatabase } from '../support/postgresDatabase';

runBackendContract('our server on PostgreSQL', async () =>
  httpHarness(await freshPostgresDatabase(inject('postgresUrl'), 'contract')),
);
