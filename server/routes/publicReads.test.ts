// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../app';
import { signedInAppPerFile } from '../../tests/support/appPerFile';
import { makeTestApp, signInAs } from '../../tests/support/testApp';
import type { Code, CodeInput } from '../../src/domain/code';
import type { Guide } from '../../src/domain/guide';
import type { Hero } from '../../src/domain/hero';

let app: App;
let admin: string;
let member: string;
signedInAppPerFile((ready) => ({ app, admin, member } = ready), {
  emptyBeforeEach: ['codes', 'guides', 'heroes'],
});
afterEach(() => vi.restoreAllMocks());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({ method, url, payload: payload as object, headers: { cookie: admin } });

async function insertHero(name: string): Promise<string> {
  const [row] = await app.db.query<{ id: string }>(
    `INSERT INTO heroes (name, tier) VALUES ($1, 'S') RETURNING id`,
    [name],
  );
  return row?.id ?? '';
}

async function createGuide(title: string): Promise<Guide> {
  const response = await send('POST', '/api/guides', { title, content: `<p>${title}</p>` });
  expect(response.statusCode).toBe(201);
  return response.json<Guide>();
}

async function createCode(input: CodeInput): Promise<Code> {
  const response = await send('POST', '/api/codes', input);
  expect(response.statusCode).toBe(201);
  return response.json<Code>();
}

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Records the SQL of every database query from now on. */
function recordQueries(): string[] {
  const query = app.db.query.bind(app.db);
  const seen: string[] = [];
  vi.spyOn(app.db, 'query').mockImplementation((sql, params) => {
    seen.push(sql);
    return query(sql, params);
  });
  return seen;
}

const countOf = (queries: string[], fragment: string) =>
  queries.filter((sql) => sql.includes(fragment)).length;

describe('public reads of the API', () => {
  it('give visitors an ETag and a 304 on every public route, the same JSON as before', async () => {
    const heroId = await insertHero('Aria');
    const guide = await createGuide('Basics');
    await createCode({ code: 'GIFT', neverExpires: true, expirationDate: null });
    const urls = [
      '/api/heroes',
      `/api/heroes/${heroId}`,
      '/api/guides',
      `/api/guides/${guide.id}`,
      '/api/codes',
      '/api/modes',
      '/api/teams',
      '/api/settings/guild-table',
      '/api/settings/site',
      '/api/media',
    ];
    for (const url of urls) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(first.headers['cache-control'], url).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[\w-]+"$/);

      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');

      // An admin's answer is built as it always was: the visitor's body is byte for byte the same.
      const asAdmin = await get(url, { cookie: admin, 'if-none-match': etag });
      expect(asAdmin.statusCode, url).toBe(200);
      expect(asAdmin.headers['cache-control'], url).toBe('private, no-store');
      expect(asAdmin.headers.etag, url).toBeUndefined();
      expect(asAdmin.body, url).toBe(first.body);
    }
  });

  it("show an admin's write to the next read at once, with a new ETag", async () => {
    const before = await get('/api/guides');
    expect(before.json()).toEqual([]);
    const guide = await createGuide('Fresh guide');
    const after = await get('/api/guides', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json<Guide[]>().map((g) => g.title)).toEqual(['Fresh guide']);
    expect(after.headers.etag).not.toBe(before.headers.etag);

    const one = await get(`/api/guides/${guide.id}`);
    const edited = await send('PUT', `/api/guides/${guide.id}`, {
      guide: { title: 'Edited', content: '<p>x</p>' },
      baseVersion: 1,
    });
    expect(edited.statusCode).toBe(200);
    const oneAfter = await get(`/api/guides/${guide.id}`, {
      'if-none-match': String(one.headers.etag),
    });
    expect(oneAfter.json<Guide>().title).toBe('Edited');

    const heroId = await insertHero('Doomed');
    expect((await get('/api/heroes')).json<Hero[]>().map((h) => h.id)).toEqual([heroId]);
    expect((await send('DELETE', `/api/heroes/${heroId}`)).statusCode).toBe(204);
    expect((await get('/api/heroes')).json()).toEqual([]);
    expect((await get(`/api/heroes/${heroId}`)).statusCode).toBe(404);

    const table = (await get('/api/settings/guild-table')).json<{
      levels: unknown[];
      version: number;
    }>();
    const saved = await send('PUT', '/api/settings/guild-table', {
      levels: table.levels,
      baseVersion: table.version,
    });
    expect(saved.statusCode).toBe(200);
    expect((await get('/api/settings/guild-table')).json().version).toBe(table.version + 1);
  });

  it('keep the heroes answer cached while codes are saved', async () => {
    await insertHero('Aria');
    await get('/api/heroes');
    await get('/api/codes');
    const queries = recordQueries();
    await createCode({ code: 'NEW', neverExpires: true, expirationDate: null });
    expect((await get('/api/codes')).json<Code[]>().map((c) => c.code)).toEqual(['NEW']);
    expect((await get('/api/heroes')).json<Hero[]>().map((h) => h.name)).toEqual(['Aria']);
    expect(countOf(queries, 'SELECT * FROM codes')).toBe(1);
    expect(countOf(queries, 'FROM heroes h')).toBe(0);
  });

  it("never give an admin the visitors' codes, nor visitors the admin's", async () => {
    await createCode({ code: 'ACTIVE', neverExpires: true, expirationDate: null });
    await createCode({ code: 'EXPIRED', neverExpires: false, expirationDate: inMs(-60_000) });
    const codesOf = async (cookie?: string) =>
      (await get('/api/codes', cookie ? { cookie } : {})).json<Code[]>().map((c) => c.code);
    for (let round = 0; round < 2; round += 1) {
      expect(await codesOf()).toEqual(['ACTIVE']);
      expect(await codesOf(admin)).toEqual(['EXPIRED', 'ACTIVE']);
      expect(await codesOf(member)).toEqual(['ACTIVE']);
    }
    const visitor = await get('/api/codes');
    const adminWithVisitorTag = await get('/api/codes', {
      cookie: admin,
      'if-none-match': String(visitor.headers.etag),
    });
    expect(adminWithVisitorTag.statusCode).toBe(200);
    expect(adminWithVisitorTag.json<Code[]>()).toHaveLength(2);
  });

  it('stop showing visitors a code once it expired, though nothing was written', async () => {
    const expiresAt = Date.now() + 1500;
    await createCode({ code: 'SOON', neverExpires: false, expirationDate: inMs(1500) });
    await createCode({ code: 'KEEP', neverExpires: true, expirationDate: null });
    const first = await get('/api/codes');
    expect(first.json<Code[]>().map((c) => c.code)).toEqual(['SOON', 'KEEP']);
    await new Promise((resolve) => setTimeout(resolve, expiresAt - Date.now() + 50));
    const after = await get('/api/codes', { 'if-none-match': String(first.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json<Code[]>().map((c) => c.code)).toEqual(['KEEP']);
    expect(after.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });

  it('answer HEAD for visitors and keep 404 bodies for unknown ids', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/api/heroes' });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBeDefined();
    expect(head.body).toBe('');
    const missing = await get('/api/guides/no-such-id');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: { code: 'not-found', message: expect.any(String) },
    });
  });

  // On an app of its own: it stops that app's listener of content changes.
  it('show the writer its own write before any notification arrives', async () => {
    const own = await makeTestApp();
    try {
      const cookie = await signInAs(own, 'admin');
      await own.contentVersions.close();
      const list = async () => (await own.inject('/api/guides')).json<Guide[]>();
      expect(await list()).toEqual([]);
      const created = await own.inject({
        method: 'POST',
        url: '/api/guides',
        payload: { title: 'Unannounced', content: '<p>Unannounced</p>' },
        headers: { cookie },
      });
      expect(created.statusCode).toBe(201);
      expect((await list()).map((g) => g.title)).toEqual(['Unannounced']);
    } finally {
      await own.close();
    }
  });
});
