// @vitest-environment node
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { fakeDistRenderedBy } from '../../tests/support/fakeDist';
import { makeTestApp, signInAs } from '../../tests/support/testApp';

/**
 * The sitemap lists a tier list per game mode (src/app/sitemap.ts), so a visitor's cached sitemap
 * is renewed when a mode changes. A build whose server renderer lists only the modes it reads
 * through the server's read backend stands in for the real one.
 */
const RENDERER = `
export const installGuideHtmlSanitizer = () => undefined;
export const renderPage = async () => null;
export async function sitemapEntries(backend) {
  const modes = await backend.modes.list();
  return modes.map((mode) => ({ path: '/heroes?mode=' + mode.id, lastModified: mode.updatedAt }));
}
export const sitemapXml = (entries, origin) =>
  entries.map((entry) => origin + entry.path).join('\\n');
`;

let dir: string;
let app: App;
let admin: string;

beforeAll(async () => {
  dir = await fakeDistRenderedBy('/', RENDERER);
  app = await makeTestApp({ staticDir: dir, publicUrl: 'https://guide.example' });
  admin = await signInAs(app, 'admin');
});
afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the sitemap', () => {
  it("renews a visitor's cached sitemap when a game mode is added, then deleted", async () => {
    const first = await app.inject('/sitemap.xml');
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('');
    const etag = String(first.headers.etag);
    expect(
      (await app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304);

    const created = await app.inject({
      method: 'POST',
      url: '/api/modes',
      payload: { name: 'Arena' },
      headers: { cookie: admin },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const after = await app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(`https://guide.example/heroes?mode=${id}`);

    await app.inject({ method: 'DELETE', url: `/api/modes/${id}`, headers: { cookie: admin } });
    expect((await app.inject('/sitemap.xml')).body).toBe('');
  });
});
