// @vitest-environment node
import { inject } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { runBackendContract } from './runBackendContract';
import { httpHarness } from './httpHarness';

/** A fresh database in the run's PostgreSQL server for this file. */
async function freshDatabase(): Promise<string> {
  const serverUrl = inject('postgresUrl');
  const name = `contract_${process.pid}_${Date.now()}`;
  const admin = await openDatabase({ databaseUrl: serverUrl, dataDir: '' });
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

runBackendContract('our server on PostgreSQL', async () => httpHarness(await freshDatabase()));
