// @vitest-environment node
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import type { Guide, GuideInput } from '../../src/domain/guide';
import { makeTestApp, signInAs } from '../support/testApp';

/**
 * Drafts in the server's own pages (docs/product.md#guides): never in a visitor's page, its cache
 * or the sitemap; an admin's page shows them. Runs on the real build (dist/, built first).
 */
const DIST = path.resolve('dist');

let app: App;
let admin: string;

beforeAll(async () => {
  app = await makeTestApp({ staticDir: DIST, publicUrl: 'https://guide.example' });
  admin = await signInAs(app, 'admin');
});
afterAll(() => app.close());

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function createGuide(input: GuideInput): Promise<Guide> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/guides',
    payload: input,
    headers: { cookie: admin },
  });
  expect(response.statusCode).toBe(201);
  return response.json<Guide>();
}

const rootMarkup = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
const sitemapUrls = async () =>
  [...(await get('/sitemap.xml')).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('a draft in server-rendered pages', () => {
  it('is missing for visitors (list, page, sitemap, cached or not) until it is published', async () => {
    // Visitors' pages are cached before the draft exists: a stale copy must not show it either.
    await get('/guides');
    await get('/sitemap.xml');
    const draft = await createGuide({
      title: 'Secret draft title',
      content: '<p>Secret draft text</p>',
      published: false,
    });
    const url = `https://guide.example/guides/${draft.id}`;

    for (let read = 0; read < 2; read += 1) {
      expect(rootMarkup((await get('/guides')).body)).not.toContain('Secret draft');
      const page = await get(`/guides/${draft.id}`);
      expect(page.statusCode).toBe(404);
      expect(rootMarkup(page.body)).toContain('<h1>Guide not found</h1>');
      expect(page.body).not.toContain('Secret draft');
      expect(await sitemapUrls()).not.toContain(url);
    }

    const forAdmin = await get(`/guides/${draft.id}`, admin);
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.headers['cache-control']).toBe('private, no-store');
    expect(rootMarkup(forAdmin.body)).toContain('<h1>Secret draft title</h1>');
    expect(rootMarkup(forAdmin.body)).toContain('Draft</span>');

    const published = await app.inject({
      method: 'PUT',
      url: `/api/guides/${draft.id}`,
      payload: { guide: { ...draft, published: true }, baseVersion: draft.version },
      headers: { cookie: admin },
    });
    expect(published.statusCode).toBe(200);
    expect(rootMarkup((await get('/guides')).body)).toContain('Secret draft title');
    const page = await get(`/guides/${draft.id}`);
    expect(page.statusCode).toBe(200);
    expect(rootMarkup(page.body)).toContain('<h1>Secret draft title</h1>');
    expect(rootMarkup(page.body)).not.toContain('Draft</span>');
    expect(await sitemapUrls()).toContain(url);
  });
});
