// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app';
import type { ContentCollection } from './contentVersions';
import { createResponseCache, type CachedResponseSource } from './responseCache';
import { makeTestApp } from '../../tests/support/testApp';
import { notFound } from '../../src/domain/errors';

/** A page large enough to be compressed, and one that is not. */
const PAGE = `<!doctype html><p>${'tier list '.repeat(400)}</p>`;
const SMALL = '{"ok":true}';

let app: App;
/** How often each test route built its body. */
const built = new Map<string, number>();
/** What the next build of /test/page answers; a test may swap it. */
let nextBody = PAGE;
let produceGate: Promise<void> = Promise.resolve();

function countBuild(key: string) {
  built.set(key, (built.get(key) ?? 0) + 1);
}

/** A test route answering through the response cache with the given source. */
function cachedRoute(
  url: string,
  collections: readonly ContentCollection[],
  extra: Partial<CachedResponseSource> = {},
) {
  app.get(url, (request, reply) =>
    app.responseCache.send(request, reply, {
      key: url,
      collections,
      async produce() {
        countBuild(url);
        await produceGate;
        return { body: url === '/test/small' ? SMALL : nextBody, contentType: 'text/html' };
      },
      ...extra,
    }),
  );
}

beforeAll(async () => {
  app = await makeTestApp();
  cachedRoute('/test/page', ['heroes']);
  cachedRoute('/test/small', ['heroes']);
  cachedRoute('/test/codes', ['codes']);
  cachedRoute('/test/short-lived', ['codes'], { maxAgeMs: 50 });
  cachedRoute('/test/own-headers', ['guides'], {
    produce: async () => ({
      body: SMALL,
      contentType: 'application/json',
      headers: { 'cache-control': 'public, max-age=60', vary: 'Cookie' },
    }),
  });
  cachedRoute('/test/missing', ['heroes'], {
    async produce() {
      countBuild('/test/missing');
      throw notFound('This hero');
    },
  });
  const tiny = createResponseCache({ versions: app.contentVersions, maxBytes: 4096 });
  app.get('/test/tiny/:n', (request, reply) =>
    tiny.send(request, reply, {
      key: request.url,
      collections: ['media'],
      async produce() {
        countBuild(request.url);
        return { body: 'x'.repeat(2000), contentType: 'application/octet-stream' };
      },
    }),
  );
  app.get('/test/tiny-stats', () => tiny.stats());
});
afterAll(() => app?.close());
beforeEach(() => {
  built.clear();
  nextBody = PAGE;
  produceGate = Promise.resolve();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
/** Moves a collection's version as any write would: through the table's trigger. */
const touch = (table: string) => app.db.query(`UPDATE ${table} SET id = id WHERE false`);

describe('the response cache', () => {
  it('gives an ETag and a bodiless 304 for a matching If-None-Match, building once', async () => {
    await touch('heroes');
    const first = await get('/test/page');
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe(PAGE);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await get('/test/page', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-length']).toBeUndefined();
    expect(await get('/test/page', { 'if-none-match': '"other"' })).toMatchObject({
      statusCode: 200,
      body: PAGE,
    });
    expect(built.get('/test/page')).toBe(1);
  });

  it('sends brotli or gzip made once, each decoding to the body, with its own length', async () => {
    await touch('heroes');
    const br = await get('/test/page', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    // Decoded once gives the page: @fastify/compress did not compress it a second time.
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PAGE);

    const gzip = await get('/test/page', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(PAGE);

    const preferGzip = await get('/test/page', { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(preferGzip.headers['content-encoding']).toBe('gzip');

    const plain = await get('/test/page', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PAGE);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(PAGE));
    expect(built.get('/test/page')).toBe(1);

    // Each representation has its own strong ETag, and any of them revalidates the body.
    const tags = new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]);
    expect(tags.size).toBe(3);
    const revalidated = await get('/test/page', {
      'accept-encoding': 'br',
      'if-none-match': String(gzip.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(br.headers.etag);
  });

  it('leaves small bodies uncompressed', async () => {
    const small = await get('/test/small', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(SMALL);
    expect(small.headers.etag).toBeDefined();
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const getAnswer = await get('/test/page', { 'accept-encoding': 'br' });
    const head = await app.inject({
      method: 'HEAD',
      url: '/test/page',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers.etag).toBe(getAnswer.headers.etag);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(getAnswer.headers['content-length']);
  });

  it('builds again once a collection it depends on moved, and only then', async () => {
    await touch('heroes');
    await touch('codes');
    await get('/test/page');
    await get('/test/codes');
    const before = String((await get('/test/page')).headers.etag);
    expect(built.get('/test/page')).toBe(1);
    expect(built.get('/test/codes')).toBe(1);

    // A write to codes leaves the heroes entry alone.
    await touch('codes');
    await get('/test/page');
    await get('/test/codes');
    expect(built.get('/test/page')).toBe(1);
    expect(built.get('/test/codes')).toBe(2);

    nextBody = `${PAGE}<p>changed</p>`;
    await touch('heroes');
    const after = await get('/test/page', { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(nextBody);
    expect(after.headers.etag).not.toBe(before);
    expect(built.get('/test/page')).toBe(2);
  });

  it('shares one build between concurrent misses', async () => {
    await touch('heroes');
    let open = () => undefined as void;
    produceGate = new Promise<void>((resolve) => (open = resolve));
    const answers = Array.from({ length: 5 }, () => get('/test/page'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    open();
    const bodies = (await Promise.all(answers)).map((answer) => answer.body);
    expect(bodies).toEqual(Array(5).fill(PAGE));
    expect(built.get('/test/page')).toBe(1);
  });

  it('sends a failed build to the error handler and keeps nothing', async () => {
    const first = await get('/test/missing');
    expect(first.statusCode).toBe(404);
    expect(first.json()).toEqual({ error: { code: 'not-found', message: expect.any(String) } });
    expect(first.headers.etag).toBeUndefined();
    await get('/test/missing');
    expect(built.get('/test/missing')).toBe(2);
  });

  it('builds again after maxAgeMs even when no version moved', async () => {
    await get('/test/short-lived');
    await get('/test/short-lived');
    expect(built.get('/test/short-lived')).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await get('/test/short-lived');
    expect(built.get('/test/short-lived')).toBe(2);
  });

  it("keeps the source's own headers, adding Accept-Encoding to its Vary", async () => {
    const answer = await get('/test/own-headers');
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    expect(answer.headers.vary).toBe('Cookie, Accept-Encoding');
  });

  it('holds no more than its budget, forgetting the least recently used entry', async () => {
    // About 2.5 KB an entry in a 4 KB budget: one fits with room to spare, two do not.
    await get('/test/tiny/1');
    await get('/test/tiny/1');
    expect(built.get('/test/tiny/1')).toBe(1);
    await get('/test/tiny/2');
    await get('/test/tiny/1');
    expect(built.get('/test/tiny/1')).toBe(2);
    const stats = (await get('/test/tiny-stats')).json<{ entries: number; bytes: number }>();
    expect(stats.entries).toBe(1);
    expect(stats.bytes).toBeLessThanOrEqual(4096);
  });
});
