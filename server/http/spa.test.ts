// @vitest-environment node
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { makeTestApp } from '../../tests/support/testApp';
import { checkBuiltBasePath, inlineBlocks } from './spa';
import { cspHash } from './securityHeaders';
import { INLINE_SCRIPT, fakeDist } from '../../tests/support/fakeDist';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('SPA at the root base path', () => {
  let app: App;
  beforeAll(async () => {
    const dir = await fakeDist('/');
    dirs.push(dir);
    app = await makeTestApp({ staticDir: dir });
  });
  afterAll(() => app.close());

  it.each(['/', '/disclaimer', '/guides/abc', '/heroes?tier=S'])(
    'answers %s with index.html, not cached',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets as immutable and other files with a short cache', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app");');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers page URLs with index.html whatever the Accept header (curl, crawlers, HEAD)', async () => {
    for (const accept of ['*/*', undefined]) {
      const headers = accept ? { accept } : {};
      const page = await app.inject({ method: 'GET', url: '/disclaimer', headers });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
    }
    const head = await app.inject({ method: 'HEAD', url: '/codes' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers 404 for a missing asset or file', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/assets/gone-123.js', headers: html })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/nothing.png', headers: { accept: 'image/*' } }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps API 404s as JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not-found');
  });

  it('allows the inline script of index.html by its hash in the CSP', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: html });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${cspHash(INLINE_SCRIPT)}`);
    expect(csp).toMatch(/script-src [^;]*;/);
    expect(/script-src [^;]*/.exec(csp)?.[0]).not.toContain('unsafe');
  });
});

describe('SPA under a base path', () => {
  let app: App;
  beforeAll(async () => {
    const dir = await fakeDist('/guide/');
    dirs.push(dir);
    app = await makeTestApp({ staticDir: dir, basePath: '/guide/' });
  });
  afterAll(() => app.close());

  it('redirects / and the bare base path to the base path', async () => {
    const root = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/guide/');
    const bare = await app.inject({ method: 'GET', url: '/guide?x=1', headers: html });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/guide/?x=1');
  });

  it('serves the app and deep links under the base path', async () => {
    for (const url of ['/guide/', '/guide/disclaimer', '/guide/guides/abc']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
    const asset = await app.inject({ method: 'GET', url: '/guide/assets/index-def456.css' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/guide/api/health' })).statusCode).toBe(200);
  });

  it('does not serve outside the base path', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/other/page', headers: html })).statusCode,
    ).toBe(404);
  });
});

describe('SPA build problems', () => {
  it('refuses to start with a build made for another base path', async () => {
    const dir = await fakeDist('/');
    dirs.push(dir);
    await expect(makeTestApp({ staticDir: dir, basePath: '/guide/' })).rejects.toThrow(
      'dist was built for base path / but BASE_PATH is /guide/: rebuild with BASE_PATH=/guide/ npm run build',
    );
  });

  it('answers 503 text when there is no build, while the API works', async () => {
    const app = await makeTestApp();
    try {
      const page = await app.inject({ method: 'GET', url: '/disclaimer', headers: html });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/^text\/plain/);
      expect(page.body).toContain('The site has not been built yet: run npm run build');
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
        ok: true,
        database: 'pglite',
      });
    } finally {
      await app.close();
    }
  });
});

describe('index.html parsing', () => {
  it('finds inline blocks but not external scripts', () => {
    const page =
      '<script src="/a.js"></script><script>one()</script><style>a{}</style><script type="module">two()</script>';
    expect(inlineBlocks(page, 'script')).toEqual(['one()', 'two()']);
    expect(inlineBlocks(page, 'style')).toEqual(['a{}']);
  });

  it('ignores absolute asset URLs on other hosts', () => {
    expect(() =>
      checkBuiltBasePath('<script src="https://cdn.example/assets/x.js"></script>', '/g/'),
    ).not.toThrow();
    expect(() => checkBuiltBasePath('<script src="./assets/x.js"></script>', '/')).toThrow(
      'dist was built for base path ./',
    );
  });
});
