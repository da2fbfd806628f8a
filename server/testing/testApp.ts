import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { createUser } from '../auth/users';
import type { Role } from '../../src/domain/user';

/**
 * A whole server on a fresh in-memory PGlite, migrated, without sample data and without a built
 * SPA. `app.db` is the database; `app.close()` closes it too.
 */
export async function makeTestApp(overrides: Partial<Config> = {}): Promise<App> {
  const config: Config = {
    ...loadConfig({ SEED_SAMPLE_DATA: 'false' }),
    staticDir: path.join(tmpdir(), `no-build-${randomUUID()}`),
    ...overrides,
  };
  const db = await openDatabase({ dataDir: 'memory://', databaseUrl: undefined });
  try {
    await migrate(db);
    const app = await buildApp({ config, db });
    app.addHook('onClose', () => db.close());
    return app;
  } catch (error) {
    await db.close();
    throw error;
  }
}

export const TEST_PASSWORD = 'correct horse battery';

/**
 * Creates a fresh account with that role, signs it in through the API and returns the Cookie
 * header to send with later requests (`headers: { cookie }`).
 */
export async function signInAs(app: App, role: Role): Promise<string> {
  const email = `${role}-${randomUUID()}@example.test`;
  await createUser(app.db, { email, password: TEST_PASSWORD, role });
  const response = await app.inject({
    method: 'POST',
    url: `${app.config.basePath}api/auth/sign-in`,
    payload: { email, password: TEST_PASSWORD },
  });
  if (response.statusCode !== 200) {
    throw new Error(`signInAs(${role}) failed: ${response.statusCode} ${response.body}`);
  }
  const sid = response.cookies.find((cookie) => cookie.name === 'sid');
  if (!sid) throw new Error('signInAs: the sign-in answer set no sid cookie');
  return `sid=${sid.value}`;
}
