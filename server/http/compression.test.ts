// @vitest-environment node
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { makeTestApp } from '../../tests/support/testApp';
import { precompressDir } from '../../scripts/precompress';

/** A script large enough to be worth compressing, and a small one that is not. */
const SCRIPT = `console.log(${JSON.stringify('hero '.repeat(2000))});`;
const SMALL = 'console.log(1);';
/** A page large enough to be compressed on the fly. */
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/app-1.js"></script></head><body><div id="root"></div><p>${'tier list '.repeat(300)}</p></body></html>`;

let dir: string;
let app: App;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'compression-test-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), INDEX);
  await writeFile(path.join(dir, 'assets', 'app-1.js'), SCRIPT);
  await writeFile(path.join(dir, 'assets', 'tiny-1.js'), SMALL);
  await writeFile(path.join(dir, 'assets', 'hero-1.png'), Buffer.alloc(4096, 7));
  await precompressDir(dir);
  app = await makeTestApp({ staticDir: dir });
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('precompressDir', () => {
  it('writes .br and .gz beside text files over 1 KB only', async () => {
    const files = (await readdir(path.join(dir, 'assets'))).sort();
    expect(files).toEqual(['app-1.js', 'app-1.js.br', 'app-1.js.gz', 'hero-1.png', 'tiny-1.js']);
  });
});

describe('built assets', () => {
  it('are sent brotli-compressed to a browser that accepts it, bytes unchanged once decoded', async () => {
    const response = await app.inject({
      url: '/assets/app-1.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    // The file compressed at build time, not a compression made for this request.
    const built = await readFile(path.join(dir, 'assets', 'app-1.js.br'));
    expect(response.rawPayload.equals(built)).toBe(true);
  });

  it('are sent gzip-compressed where brotli is not accepted', async () => {
    const response = await app.inject({
      url: '/assets/app-1.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
    const built = await readFile(path.join(dir, 'assets', 'app-1.js.gz'));
    expect(response.rawPayload.equals(built)).toBe(true);
  });

  it('are sent as they are to a client that accepts no encoding', async () => {
    const plain = await app.inject({ url: '/assets/app-1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('leave images as they are, and still serve small text files whole', async () => {
    const image = await app.inject({
      url: '/assets/hero-1.png',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.length).toBe(4096);
    const small = await app.inject({
      url: '/assets/tiny-1.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    const decoded =
      small.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(small.rawPayload).toString()
        : small.body;
    expect(decoded).toBe(SMALL);
  });
});

describe('pages and API answers', () => {
  it('compresses HTML over 1 KB on the fly', async () => {
    const response = await app.inject({
      url: '/heroes',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
  });

  it('compresses JSON over 1 KB and leaves small answers alone', async () => {
    const table = await app.inject({
      url: '/api/settings/guild-table',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(table.statusCode).toBe(200);
    expect(table.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(table.rawPayload).toString())).toHaveProperty('levels');
    const health = await app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('does not inflate a compressed request body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(response.statusCode).toBe(400);
  });
});
