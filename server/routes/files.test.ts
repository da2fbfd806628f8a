// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import { signedInAppPerFile } from '../../tests/support/appPerFile';
import { makeTestApp, signInAs } from '../../tests/support/testApp';
import { countFiles, readFixture, uploadBytes } from '../../tests/support/testUploads';
import type { StoredFile } from '../../src/domain/files';

let app: App;
let admin: string;
let member: string;
signedInAppPerFile((ready) => ({ app, admin, member } = ready));

describe('POST api/files', () => {
  it.each([
    ['valid.png', 'image/png'],
    ['valid.jpg', 'image/jpeg'],
    ['valid.webp', 'image/webp'],
    ['valid.gif', 'image/gif'],
  ])('stores %s and serves it back byte-identical', async (name, type) => {
    const bytes = await readFixture(`uploads/${name}`);
    const upload = await uploadBytes(app, admin, bytes, { name });
    expect(upload.statusCode).toBe(201);
    const stored = upload.json<StoredFile>();
    expect(stored.path).toMatch(new RegExp(`^heroes/\\d+-${name.replace('.', '\\.')}$`));
    expect(stored).toMatchObject({
      url: `/files/${stored.path}`,
      contentType: type,
      size: bytes.length,
    });

    const served = await app.inject({ method: 'GET', url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline');

    const again = await app.inject({
      method: 'GET',
      url: stored.url,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('serves a WebP thumbnail at thumbnailUrl', async () => {
    const upload = await uploadBytes(app, admin, await readFixture('uploads/valid.png'));
    const { thumbnailUrl } = upload.json<StoredFile>();
    const thumb = await app.inject({ method: 'GET', url: thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers.etag).toMatch(/-thumb"$/);
  });

  it('keeps only letters, digits and dots of the name, and never leaves its folder', async () => {
    const bytes = await readFixture('uploads/valid.png');
    const weird = await uploadBytes(app, admin, bytes, { name: 'we ird näme (1)..png' });
    expect(weird.json<StoredFile>().path).toMatch(/^heroes\/\d+-weirdnme1\.\.png$/);
    const traversal = await uploadBytes(app, admin, bytes, {
      name: '../../etc/passwd.png',
    });
    const path = traversal.json<StoredFile>().path;
    expect(path).toMatch(/^heroes\/\d+-etcpasswd\.png$/);
    const other = await uploadBytes(app, admin, bytes, {
      name: 'traversal..%2F..%2Fetc%2Fpasswd.png',
    });
    expect(other.json<StoredFile>().path).toMatch(
      /^heroes\/\d+-traversal..2F..2Fetc2Fpasswd\.png$/,
    );
  });

  it('gives a second upload of the same name in the same millisecond its own path', async () => {
    const bytes = await readFixture('uploads/valid.png');
    const [a, b] = await Promise.all([
      uploadBytes(app, admin, bytes, { name: 'same.png' }),
      uploadBytes(app, admin, bytes, { name: 'same.png' }),
    ]);
    expect(a?.json<StoredFile>().path).not.toBe(b?.json<StoredFile>().path);
  });

  it.each([
    ['script.svg', 400, 'Not a valid image: only PNG, JPEG, WebP, GIF or AVIF files are accepted.'],
    [
      'html-named.png',
      400,
      'Not a valid image: only PNG, JPEG, WebP, GIF or AVIF files are accepted.',
    ],
    [
      'executable.jpg',
      400,
      'Not a valid image: only PNG, JPEG, WebP, GIF or AVIF files are accepted.',
    ],
    ['polyglot-png-header.png', 400, 'Not a valid image: the file is damaged or incomplete.'],
    ['truncated.png', 400, 'Not a valid image: the file is damaged or incomplete.'],
    ['empty.png', 400, 'The file is empty.'],
  ])('refuses %s and stores nothing', async (name, status, message) => {
    const before = await countFiles(app);
    const response = await uploadBytes(app, admin, await readFixture(`uploads/${name}`), { name });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: { code: 'invalid', message } });
    expect(await countFiles(app)).toBe(before);
  });

  it('refuses a body over 5 MB with the too-large message', async () => {
    const before = await countFiles(app);
    const response = await uploadBytes(app, admin, Buffer.alloc(6 * 1024 * 1024, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'too-large', message: 'The file is too large: images must be at most 5 MB.' },
    });
    expect(await countFiles(app)).toBe(before);
  });

  /** The admin's upload of valid.png to `api/files?{query}`, declared as `contentType`. */
  const uploadDeclared = async (query: string, contentType: string) =>
    app.inject({
      method: 'POST',
      url: `/api/files?${query}`,
      headers: { cookie: admin, 'content-type': contentType },
      payload: await readFixture('uploads/valid.png'),
    });

  it('refuses an unknown folder', async () => {
    const response = await uploadDeclared('folder=../etc&name=a.png', 'image/png');
    expect(response.statusCode).toBe(400);
  });

  it('takes the bytes whatever Content-Type is declared', async () => {
    const response = await uploadDeclared('folder=media&name=a.png', 'application/json');
    expect(response.statusCode).toBe(201);
    expect(response.json<StoredFile>().path).toMatch(/^media\//);
  });

  it('takes a body sent without a Content-Type', async () => {
    const response = await uploadDeclared('folder=heroes&name=a.png', '');
    expect(response.statusCode).toBe(201);
  });

  it('answers 401 to visitors and 403 to members, storing nothing', async () => {
    const before = await countFiles(app);
    const bytes = await readFixture('uploads/valid.png');
    expect((await uploadBytes(app, undefined, bytes)).statusCode).toBe(401);
    expect((await uploadBytes(app, member, bytes)).statusCode).toBe(403);
    expect(await countFiles(app)).toBe(before);
  });
});

describe('DELETE api/files/*', () => {
  it('deletes a stored file for admins only', async () => {
    const { path, url } = (
      await uploadBytes(app, admin, await readFixture('uploads/valid.png'))
    ).json<StoredFile>();
    const remove = (cookie?: string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/files/${path}`,
        headers: cookie ? { cookie } : {},
      });
    expect((await remove()).statusCode).toBe(401);
    expect((await remove(member)).statusCode).toBe(403);
    expect((await remove(admin)).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await remove(admin)).statusCode).toBe(404);
  });
});

describe('GET files/*', () => {
  it.each([
    '/files/heroes/nope.png',
    '/files/..%2Fheroes%2Fx.png',
    '/files/heroes%5Cx.png',
    '/files/etc/passwd',
  ])('answers 404 for %s', async (url) => {
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('serves under BASE_PATH', async () => {
    const sub = await makeTestApp({ basePath: '/guide/' });
    try {
      const cookie = await signInAs(sub, 'admin');
      const stored = (
        await uploadBytes(sub, cookie, await readFixture('uploads/valid.png'))
      ).json<StoredFile>();
      expect(stored.url).toBe(`/guide/files/${stored.path}`);
      expect((await sub.inject({ method: 'GET', url: stored.url })).statusCode).toBe(200);
    } finally {
      await sub.close();
    }
  });
});
