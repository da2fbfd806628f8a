import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createUser } from '../../server/auth/users';
import { recordOf } from '../../src/domain/kinds';
import { createHttpBackend } from '../../src/backend/http';
import { cookieFetch } from '../support/cookieFetch';
import { makeTestApp } from '../support/testApp';
import { literal, type ContractHarness } from './runBackendContract';

/**
 * Our server on a real database (PostgreSQL when `databaseUrl` is given, else PGlite), listening
 * on a loopback port, with the HTTP adapter as the client: the same path a browser takes, minus
 * the browser.
 */
export async function httpHarness(databaseUrl?: string): Promise<ContractHarness> {
  // The backup folder a restore saves the site into first.
  const backupDir = await mkdtemp(path.join(tmpdir(), 'contract-backups-'));
  const app = await makeTestApp({ databaseUrl, backupDir });
  const admin = { email: 'admin@example.test', password: 'admin-password-1' };
  const member = { email: 'member@example.test', password: 'member-password-1' };
  await createUser(app.db, { ...admin, role: 'admin' });
  await createUser(app.db, { ...member, role: 'member' });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    admin,
    member,
    async newAdmin() {
      const account = { email: `admin-${randomUUID()}@example.test`, password: 'admin-password-2' };
      await createUser(app.db, { ...account, role: 'admin' });
      return account;
    },
    urls: {
      placeholder: (slotId) => new RegExp(`api/media/placeholder/${literal(slotId)}\\.svg$`),
      file: (path) => new RegExp(`files/${literal(path)}$`),
    },
    newClient: async () => createHttpBackend({ baseUrl: `${address}/`, fetch: cookieFetch() }),
    async backdateTrash(collection, id, ago) {
      const rows = await app.db.query(
        `UPDATE ${recordOf(collection).table} SET deleted_at = $2 WHERE id = $1 AND deleted_at IS NOT NULL
         RETURNING id`,
        [id, new Date(Date.now() - ago)],
      );
      if (rows.length !== 1) throw new Error(`${collection}/${id} is not in the trash`);
    },
    async purgeRound() {
      await app.repositories.trash.purgeExpired();
      await app.repositories.trash.emptyExpiredVersions();
    },
    async backdateHistory(collection, id, ago) {
      const rows = await app.db.query(
        `UPDATE revisions SET at = at - make_interval(secs => $3::double precision / 1000)
         WHERE collection = $1 AND item_id = $2 RETURNING id`,
        [collection, id, ago],
      );
      if (rows.length === 0) throw new Error(`${collection}/${id} has no history`);
    },
    async close() {
      await app.close();
      await rm(backupDir, { recursive: true, force: true });
    },
  };
}
