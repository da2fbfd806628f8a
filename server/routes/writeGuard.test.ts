// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { makeTestApp, signInAs } from '../../tests/support/testApp';

/** Writes a visitor may make: signing in and out. Every other write is admins only. */
const OPEN_WRITES = new Set(['POST /api/auth/sign-in', 'POST /api/auth/sign-out']);
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Reads anyone may make. Every other read the server registers is for admins only. */
const PUBLIC_READS = new Set([
  'GET /api/health',
  'GET /api/auth/me',
  'GET /api/settings/guild-table',
  'GET /api/settings/site',
  'GET /api/heroes',
  'GET /api/heroes/:id',
  'GET /api/codes',
  'GET /api/codes/:id',
  'GET /api/modes',
  'GET /api/modes/:id',
  'GET /api/teams',
  'GET /api/teams/:id',
  'GET /api/equipment',
  'GET /api/equipment/:id',
  'GET /api/guides',
  'GET /api/guides/:id',
  'GET /api/media',
  'GET /api/media/placeholder/:file',
  'GET /files/*',
  'GET /*',
  // A restore's progress, read by whoever holds its id: 128 random bits handed to the admin who
  // started it, which outlive the session the restore ends (docs/http-api.md). Any other id: 404.
  'GET /api/backup/restore/:id',
]);

/** Fills route parameters with plausible values; the guard must answer before any lookup. */
const concrete = (url: string) =>
  url.replace(/:[A-Za-z]+/g, 'some-id').replace(/\*$/, 'heroes/x.png');

describe('every write route and admin read of the server', () => {
  let app: App;
  let memberCookie: string;
  let adminCookie: string;
  /** Every route as the app registers it, collected before any is added. */
  const routes: { method: string; url: string }[] = [];

  beforeAll(async () => {
    app = await makeTestApp(
      {},
      {
        onRoute: ({ method, url }) => {
          for (const one of [method].flat()) routes.push({ method: one, url });
        },
      },
    );
    await app.ready();
    memberCookie = await signInAs(app, 'member');
    adminCookie = await signInAs(app, 'admin');
  });
  afterAll(() => app.close());

  const writes = () =>
    routes.filter(
      (route) =>
        WRITE_METHODS.has(route.method) && !OPEN_WRITES.has(`${route.method} ${route.url}`),
    );

  it('covers the write routes of every area', () => {
    const areas = new Set(writes().map((route) => route.url.split('/')[2]));
    expect([...areas].sort()).toEqual([
      'auth',
      'backup',
      'codes',
      'equipment',
      'files',
      'guides',
      'heroes',
      'history',
      'media',
      'modes',
      'settings',
      'teams',
    ]);
  });

  it('refuses a visitor with 401 and a signed-in non-admin with 403', async () => {
    const answers: string[] = [];
    for (const route of writes()) {
      const request = {
        method: route.method as 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        url: concrete(route.url),
        payload: {},
      };
      const asVisitor = await app.inject(request);
      const asMember = await app.inject({ ...request, headers: { cookie: memberCookie } });
      answers.push(`${route.method} ${route.url}: ${asVisitor.statusCode} ${asMember.statusCode}`);
    }
    expect(answers).toEqual(writes().map((route) => `${route.method} ${route.url}: 401 403`));
  });

  // The server is http://localhost (inject's default Host): a foreign site, and this host on
  // another scheme, are both cross-site.
  it.each(['https://evil.example', 'https://localhost', 'null'])(
    'refuses every write from Origin %s, whatever its method, even with an admin cookie',
    async (origin) => {
      const everyWrite = routes.filter((route) => WRITE_METHODS.has(route.method));
      expect(new Set(everyWrite.map((route) => route.method))).toEqual(
        new Set(['POST', 'PUT', 'DELETE']),
      );
      const answers: string[] = [];
      for (const route of everyWrite) {
        const response = await app.inject({
          method: route.method as 'POST' | 'PUT' | 'PATCH' | 'DELETE',
          url: concrete(route.url),
          payload: {},
          headers: { cookie: adminCookie, origin },
        });
        const error = response.statusCode === 403 ? response.json().error?.message : '';
        answers.push(`${route.method} ${route.url}: ${response.statusCode} ${error}`);
      }
      expect(answers).toEqual(
        everyWrite.map((route) => `${route.method} ${route.url}: 403 Cross-site request refused.`),
      );
    },
  );

  it("lets the site's own Origin through to the route", async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/settings/site',
      payload: {},
      headers: { cookie: adminCookie, origin: 'http://localhost' },
    });
    expect(response.statusCode).toBe(400);
  });

  const adminReads = () =>
    routes
      .filter((route) => route.method === 'GET')
      .map((route) => `${route.method} ${route.url}`)
      .filter((read) => !PUBLIC_READS.has(read));

  it('covers the admin reads of every area', () => {
    const registered = new Set(routes.map((route) => `${route.method} ${route.url}`));
    for (const read of PUBLIC_READS) expect(registered, read).toContain(read);
    const areas = new Set(adminReads().map((read) => read.split('/')[2]));
    expect([...areas].sort()).toEqual(['auth', 'backup', 'files', 'guides', 'history']);
  });

  it('refuses every other read to a visitor with 401 and a signed-in non-admin with 403', async () => {
    const ADMIN_READS = adminReads();
    const answers: string[] = [];
    for (const read of ADMIN_READS) {
      const url = concrete(read.split(' ')[1]!);
      const asVisitor = await app.inject({ method: 'GET', url });
      const asMember = await app.inject({ method: 'GET', url, headers: { cookie: memberCookie } });
      answers.push(`${read}: ${asVisitor.statusCode} ${asMember.statusCode}`);
    }
    expect(answers).toEqual(ADMIN_READS.map((read) => `${read}: 401 403`));
  });
});
