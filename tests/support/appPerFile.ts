import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../server/app';
import { makeTestApp, signInAs } from './testApp';

export interface PerFileOptions {
  /** Tables emptied before each test, so that no test sees rows another one left. */
  emptyBeforeEach?: readonly ('codes' | 'guides' | 'heroes' | 'settings' | 'revisions')[];
}

/**
 * One app for the whole test file (PGlite takes seconds to start), closed after its last test.
 * `ready` gets it before the first test: `testAppPerFile((ready) => (app = ready));`
 */
export function testAppPerFile(
  ready: (app: App) => unknown,
  { emptyBeforeEach = [] }: PerFileOptions = {},
): void {
  let app: App | undefined;
  beforeAll(async () => {
    app = await makeTestApp();
    await ready(app);
  });
  afterAll(() => app?.close());
  beforeEach(async () => {
    for (const table of emptyBeforeEach) await app?.db.query(`DELETE FROM ${table}`);
  });
}

export interface SignedInApp {
  app: App;
  /** Cookie headers of an admin's and of a member's session. */
  admin: string;
  member: string;
  /** A request with a body, sent as the admin unless another session's cookie is given. */
  send(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    cookie?: string,
  ): Promise<LightMyRequestResponse>;
}

/**
 * `testAppPerFile` with an admin and a member signed in:
 * `signedInAppPerFile((ready) => ({ app, admin, member } = ready));`
 */
export function signedInAppPerFile(
  ready: (signedIn: SignedInApp) => void,
  options: PerFileOptions = {},
): void {
  testAppPerFile(async (app) => {
    const admin = await signInAs(app, 'admin');
    const member = await signInAs(app, 'member');
    ready({
      app,
      admin,
      member,
      send: (method, url, payload, cookie = admin) =>
        app.inject({ method, url, payload: payload as object, headers: { cookie } }),
    });
  }, options);
}
