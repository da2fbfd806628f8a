// @vitest-environment node
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import type { Config } from '../config';
import { fakeDistRenderedBy } from '../../tests/support/fakeDist';
import { makeTestApp } from '../../tests/support/testApp';
import { allowedHostHeaders } from './siteOrigin';

/**
 * A build whose server renderer writes the page's address into its canonical link and share
 * card, and the sitemap's origin into each entry, as the real one does.
 */
const RENDERER = `
export const installGuideHtmlSanitizer = () => undefined;
export const isBrowserOnlyPath = () => false;
export const matchPublicPage = (pathname) =>
  pathname === '/heroes' ? { page: { collections: ['heroes'] } } : null;
export const renderPage = async () => ({
  statusCode: 200,
  meta: {},
  appHtml: '',
  stateScript: '',
  sources: [],
  lazyParts: false,
  head: (address) =>
    '<link rel="canonical" href="' + address.origin + address.pathname + '">' +
    '<meta property="og:image" content="' + address.origin + address.siteCard + '">',
});
export const sitemapEntries = async () => [{ path: '/heroes' }];
export const sitemapXml = (entries, origin) => entries.map((entry) => origin + entry.path).join('\\n');
`;

let dir: string;
beforeAll(async () => {
  dir = await fakeDistRenderedBy('/', RENDERER);
  await writeFile(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The page, the sitemap and robots.txt as asked for with that Host header. */
async function addresses(app: App, host: string) {
  const get = async (url: string) => {
    const response = await app.inject({ url, headers: { host, accept: 'text/html' } });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.body;
  };
  return [await get('/heroes'), await get('/sitemap.xml'), await get('/robots.txt')].join('\n');
}

describe("the site's address without PUBLIC_URL", () => {
  let app: App;
  beforeAll(async () => {
    app = await makeTestApp({
      staticDir: dir,
      publicUrl: undefined,
      host: '127.0.0.1',
      port: 3000,
      allowedHosts: ['guide.example.org'],
    });
  });
  afterAll(() => app.close());

  it('never writes a forged Host header into a page, the sitemap or robots.txt', async () => {
    const written = await addresses(app, 'evil.example');
    expect(written).not.toContain('evil.example');
    expect(written).toContain('<link rel="canonical" href="http://127.0.0.1:3000/heroes">');
    expect(written).toContain('content="http://127.0.0.1:3000/');
    expect(written).toContain('http://127.0.0.1:3000/heroes\n');
    expect(written).toContain('Sitemap: http://127.0.0.1:3000/sitemap.xml');
  });

  it('takes a Host header of the listening address, a loopback name or ALLOWED_HOSTS', async () => {
    expect(await addresses(app, 'guide.example.org')).toContain(
      '<link rel="canonical" href="http://guide.example.org/heroes">',
    );
    expect(await addresses(app, 'LOCALHOST:3000')).toContain(
      'Sitemap: http://localhost:3000/sitemap.xml',
    );
    // The forged page was not kept for the next reader either.
    expect(await addresses(app, 'evil.example')).not.toContain('guide.example.org');
  });
});

describe('allowed Host headers', () => {
  const hosts = (config: Pick<Config, 'host' | 'allowedHosts'>, port = 3000) => [
    ...allowedHostHeaders(config, port),
  ];
  it('are the listening address, loopback names when on loopback or every interface, and the list', () => {
    expect(hosts({ host: '127.0.0.1', allowedHosts: [] })).toEqual([
      '127.0.0.1:3000',
      'localhost:3000',
      '[::1]:3000',
    ]);
    expect(hosts({ host: '0.0.0.0', allowedHosts: ['guide.example.org'] }, 8080)).toEqual([
      'guide.example.org',
      'localhost:8080',
      '127.0.0.1:8080',
      '[::1]:8080',
    ]);
    expect(hosts({ host: '192.0.2.10', allowedHosts: [] })).toEqual(['192.0.2.10:3000']);
  });
});
