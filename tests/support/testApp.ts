import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { buildApp, type App, type AppOptions } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { createUser } from '../../server/auth/users';
import { reusedPglite } from './reusedPglite';
import type { Role } from '../../src/domain/user';

/**
 * A whole server on a fresh, migrated database without sample data and without a built SPA:
 * in-memory PGlite (one the worker reuses, emptied: tests/support/reusedPglite.ts) unless
 * `databaseUrl` names a PostgreSQL database. `app.db` is the database;
 * `app.close()` closes it too. Tests use `app.inject`, or `app.listen` for a real port.
 */
export async function makeTestApp(
  overrides: Partial<Config> = {},
  options: Pick<AppOptions, 'onRoute' | 'logger' | 'notice'> = {},
): Promise<App> {
  const config: Config = {
    ...loadConfig({ DATA_DIR: 'memory://', SEED_SAMPLE_DATA: 'false' }),
    staticDir: path.join(tmpdir(), `no-build-${randomUUID()}`),
    ...overrides,
  };
  const inMemory = !config.databaseUrl && config.dataDir.startsWith('memory://');
  return buildApp({ config, ...options, openDatabase: inMemory ? reusedPglite : undefined });
}

export const TEST_PASSWORD = 'correct horse battery';

/**
 * Signs an existing account in through the API and returns the Cookie header to send with later
 * requests (`headers: { cookie }`); fails, saying why, unless the sign-in is answered 200.
 */
export async function signInWith(
  app: App,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `${app.config.basePath}api/auth/sign-in`,
    payload: { email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`Signing in ${email} failed: ${response.statusCode} ${response.body}`);
  }
  const sid = response.cookies.find((cookie) => cookie.name === 'sid');
  if (!sid) throw new Error('The sign-in answer set no sid cookie');
  return `sid=${sid.value}`;
}

/** Creates a fresh account with that role and signs it in (signInWith). */
export async function signInAs(app: App, role: Role): Promise<string> {
  const email = `${role}-${randomUUID()}@example.test`;
  await createUser(app.db, { email, password: TEST_PASSWORD, role });
  return signInWith(app, email);
}
