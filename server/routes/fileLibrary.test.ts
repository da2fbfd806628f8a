// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import { signedInAppPerFile } from '../../tests/support/appPerFile';
import { testHeroInput } from '../../tests/support/heroInput';
import { readFixture, uploadBytes, uploadValidImage } from '../../tests/support/testUploads';
import type { StoredFile, UploadFolder } from '../../src/domain/files';
import type { StoredFileInfo } from '../../src/domain/fileUsage';
import type { Guide } from '../../src/domain/guide';
import type { Hero } from '../../src/domain/hero';

let app: App;
let admin: string;
let member: string;
signedInAppPerFile((ready) => ({ app, admin, member } = ready));

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: cookie ? { cookie } : {},
  });

async function upload(folder: UploadFolder, name = 'valid.png'): Promise<StoredFile> {
  const response = await uploadBytes(app, admin, await readFixture('uploads/valid.png'), {
    folder,
    name,
  });
  expect(response.statusCode).toBe(201);
  return response.json<StoredFile>();
}

async function createHero(name: string, imagePath: string): Promise<Hero> {
  const input = testHeroInput({ name, description: 'Shows an image.', imagePath });
  const response = await send('POST', '/api/heroes', admin, input);
  expect(response.statusCode).toBe(201);
  return response.json<Hero>();
}

async function createGuide(title: string, content: string): Promise<Guide> {
  const response = await send('POST', '/api/guides', admin, { title, content });
  expect(response.statusCode).toBe(201);
  return response.json<Guide>();
}

async function showInSlot(slotId: string, imagePath: string) {
  const response = await send('PUT', `/api/media/${slotId}`, admin, { imagePath, baseVersion: 0 });
  expect(response.statusCode).toBe(200);
}

const list = async () => {
  const response = await send('GET', '/api/files', admin);
  expect(response.statusCode).toBe(200);
  return response.json<StoredFileInfo[]>();
};
const find = (files: StoredFileInfo[], path: string) => files.find((file) => file.path === path);
const remove = (path: string, cookie = admin) => send('DELETE', `/api/files/${path}`, cookie);
const stored = async (path: string) =>
  (await app.db.query('SELECT 1 FROM files WHERE path = $1', [path])).length > 0;

describe('GET api/files', () => {
  it('lists every stored file newest first, with who shows it, never the bytes', async () => {
    const heroImage = await upload('heroes', 'portrait.png');
    const guideImage = await upload('guides', 'chart.png');
    const slotImage = await upload('media', 'talisman.png');
    const spare = await upload('media', 'spare.png');
    const hero = await createHero('Aurelia', heroImage.path);
    const guide = await createGuide(
      'Beginner tips',
      `<p>See:</p><img src="${guideImage.url}" alt="chart">`,
    );
    await showInSlot('talisman-surv-1', slotImage.path);

    const response = await send('GET', '/api/files', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const files = response.json<StoredFileInfo[]>();
    const mine = [spare, slotImage, guideImage, heroImage].map((file) => file.path);
    expect(files.map((file) => file.path).filter((path) => mine.includes(path))).toEqual(mine);
    const times = files.map((file) => Date.parse(file.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const entry = find(files, heroImage.path)!;
    expect(Object.keys(entry).sort()).toEqual([
      'contentType',
      'createdAt',
      'path',
      'size',
      'thumbnailUrl',
      'url',
      'usedBy',
    ]);
    expect(entry).toEqual({
      path: heroImage.path,
      url: `/files/${heroImage.path}`,
      thumbnailUrl: `/files/${heroImage.path}?thumb=1`,
      contentType: 'image/png',
      size: heroImage.size,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      usedBy: [{ kind: 'hero', id: hero.id, label: 'Aurelia' }],
    });
    expect(find(files, guideImage.path)?.usedBy).toEqual([
      { kind: 'guide', id: guide.id, label: 'Beginner tips' },
    ]);
    expect(find(files, slotImage.path)?.usedBy).toEqual([
      { kind: 'media', id: 'talisman-surv-1', label: 'SURV' },
    ]);
    expect(find(files, spare.path)?.usedBy).toEqual([]);
  });

  it('finds a guide showing a thumbnail URL, and a file shown by several records once each', async () => {
    const image = await upload('guides');
    const thumbnailGuide = await createGuide('Thumbs', `<img src="${image.thumbnailUrl}" alt="">`);
    const twiceGuide = await createGuide(
      'Twice',
      `<img src="${image.url}" alt=""><p>again</p><img src="${image.url}" alt="">`,
    );
    // A URL that merely starts like the path is another file.
    const other = await createGuide('Other', `<a href="${image.url}x">not it</a>`);
    const usedBy = find(await list(), image.path)?.usedBy;
    expect(usedBy).toEqual([
      { kind: 'guide', id: thumbnailGuide.id, label: 'Thumbs' },
      { kind: 'guide', id: twiceGuide.id, label: 'Twice' },
    ]);
    expect(usedBy?.map((usage) => usage.id)).not.toContain(other.id);
  });

  it('answers 401 to visitors and 403 to members', async () => {
    expect((await send('GET', '/api/files')).statusCode).toBe(401);
    expect((await send('GET', '/api/files', member)).statusCode).toBe(403);
  });
});

describe('DELETE api/files/* of a file in use', () => {
  it('names the hero that shows it', async () => {
    const image = await uploadValidImage(app, admin);
    await createHero('Mo', image.path);
    const response = await remove(image.path);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'conflict', message: 'This file is still shown by the hero “Mo”.' },
    });
    expect(await stored(image.path)).toBe(true);
  });

  it('names the guide that shows it', async () => {
    const image = await upload('guides');
    await createGuide('Where to farm', `<img src="${image.url}" alt="map">`);
    const response = await remove(image.path);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'This file is still shown by the guide “Where to farm”.',
    );
    expect(await stored(image.path)).toBe(true);
  });

  it('names the media slot that shows it', async () => {
    const image = await upload('media');
    await showInSlot('upgrade-codex', image.path);
    const response = await remove(image.path);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'This file is still shown by the media slot “Codex”.',
    );
  });

  it('names two records and counts the others when more show it', async () => {
    const image = await upload('heroes');
    await createHero('Zora', image.path);
    for (const title of ['Guide one', 'Guide two', 'Guide three']) {
      await createGuide(title, `<img src="${image.url}" alt="">`);
    }
    const response = await remove(image.path);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'This file is still shown by the hero “Zora”, the guide “Guide one” and 2 more.',
    );
  });
});

describe('POST api/files/delete-unused', () => {
  it('deletes every file no record shows, keeps the others, and says how many', async () => {
    const unusedBefore = (await list()).filter((file) => file.usedBy.length === 0).length;
    const spares = [await upload('heroes'), await upload('media'), await upload('guides')];
    const heroImage = await upload('heroes');
    const guideImage = await upload('guides');
    await createHero('Kept', heroImage.path);
    await createGuide('Keeps its image', `<img src="${guideImage.thumbnailUrl}" alt="">`);

    const response = await send('POST', '/api/files/delete-unused', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: unusedBefore + spares.length });

    const after = await list();
    expect(after.filter((file) => file.usedBy.length === 0)).toEqual([]);
    for (const spare of spares) {
      expect(await stored(spare.path)).toBe(false);
      expect((await app.inject({ method: 'GET', url: spare.url })).statusCode).toBe(404);
    }
    expect(find(after, heroImage.path)).toBeDefined();
    expect(find(after, guideImage.path)).toBeDefined();
    expect((await app.inject({ method: 'GET', url: heroImage.url })).statusCode).toBe(200);

    const again = await send('POST', '/api/files/delete-unused', admin);
    expect(again.json()).toEqual({ deleted: 0 });
  });

  it('answers 401 to visitors and 403 to members, deleting nothing', async () => {
    const spare = await upload('media');
    expect((await send('POST', '/api/files/delete-unused')).statusCode).toBe(401);
    expect((await send('POST', '/api/files/delete-unused', member)).statusCode).toBe(403);
    expect(await stored(spare.path)).toBe(true);
  });
});
