import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeBody, etagOf, ifNoneMatchHits, pickEncoding } from './encodedBody';

const BOTH = { br: Buffer.from('b'), gzip: Buffer.from('g') };

describe('pickEncoding', () => {
  it('prefers brotli, follows q-values and wildcards, and falls back to the body as it is', () => {
    expect(pickEncoding('gzip, deflate, br', BOTH)).toBe('br');
    expect(pickEncoding('gzip', BOTH)).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip', BOTH)).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0', BOTH)).toBeNull();
    expect(pickEncoding('*', BOTH)).toBe('br');
    expect(pickEncoding('br;q=0, *', BOTH)).toBe('gzip');
    expect(pickEncoding('deflate, identity', BOTH)).toBeNull();
    expect(pickEncoding(undefined, BOTH)).toBeNull();
    expect(pickEncoding('br, gzip', {})).toBeNull();
    expect(pickEncoding('BR', { gzip: BOTH.gzip })).toBeNull();
  });
});

describe('ifNoneMatchHits', () => {
  it('matches the body in any of its forms, weak or in a list, and *', () => {
    expect(ifNoneMatchHits(etagOf('abc', null), 'abc')).toBe(true);
    expect(ifNoneMatchHits(etagOf('abc', 'br'), 'abc')).toBe(true);
    expect(ifNoneMatchHits(`"x", W/${etagOf('abc', 'gzip')}`, 'abc')).toBe(true);
    expect(ifNoneMatchHits('*', 'abc')).toBe(true);
    expect(ifNoneMatchHits('"abcd"', 'abc')).toBe(false);
    expect(ifNoneMatchHits('"abc-deflate"', 'abc')).toBe(false);
    expect(ifNoneMatchHits(undefined, 'abc')).toBe(false);
  });
});

describe('encodeBody', () => {
  it('compresses text of 1 KB or more both ways, each decoding to the body', async () => {
    const text = 'hero '.repeat(300);
    const body = await encodeBody(text, 'application/json; charset=utf-8');
    expect(body.identity.toString()).toBe(text);
    expect(brotliDecompressSync(body.encoded.br ?? Buffer.alloc(0)).toString()).toBe(text);
    expect(gunzipSync(body.encoded.gzip ?? Buffer.alloc(0)).toString()).toBe(text);
    expect(body.bytes).toBe(
      body.identity.length + (body.encoded.br?.length ?? 0) + (body.encoded.gzip?.length ?? 0),
    );
  });

  it('leaves small bodies and binary types alone, and hashes by content', async () => {
    expect((await encodeBody('{"a":1}', 'application/json')).encoded).toEqual({});
    expect((await encodeBody(Buffer.alloc(4096), 'image/png')).encoded).toEqual({});
    const a = await encodeBody('same', 'text/plain');
    const b = await encodeBody(Buffer.from('same'), 'text/html');
    expect(a.hash).toBe(b.hash);
    expect((await encodeBody('other', 'text/plain')).hash).not.toBe(a.hash);
  });
});
