import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { createUser } from '../../server/auth/users';
import { createHttpBackend } from '../../src/backend/http';
import { cookieFetch } from '../support/cookieFetch';
import { literal, type ContractHarness } from './runBackendContract';

/**
 * Our server on a real database, listening on a loopback port, with the HTTP adapter as the
 * client: the same path a browser takes, minus the browser.
 */
export async function httpHarness(databaseUrl?: string): Promise<ContractHarness> {
  const config = loadConfig({
    DATA_DIR: 'memory://',
    DATABASE_URL: databaseUrl,
    SEED_SAMPLE_DATA: 'false',
    STATIC_DIR: '/nonexistent-build',
  });
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await migrate(db);
  const admin = { email: 'admin@example.test', password: 'admin-password-1' };
  const member = { email: 'member@example.test', password: 'member-password-1' };
  await createUser(db, { ...admin, role: 'admin' });
  await createUser(db, { ...member, role: 'member' });
  const app = await buildApp({ config, db });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    admin,
    member,
    urls: {
      placeholder: (slotId) => new RegExp(`api/media/placeholder/${literal(slotId)}\\.svg$`),
      file: (path) => new RegExp(`files/${literal(path)}$`),
    },
    newClient: async () => createHttpBackend({ baseUrl: `${address}/`, fetch: cookieFetch() }),
    async close() {
      await app.close();
      await db.close();
    },
  };
}
