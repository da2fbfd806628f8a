// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type Sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../app';
import { makeTestApp } from '../../tests/support/testApp';
import { heroPortraitSvg } from './heroImage';
import { equipmentIconSvg, SAMPLE_EQUIPMENT } from './sampleEquipment';
import { sampleImageFiles, sampleImageSvgs, writeSampleImages } from './sampleImages';
import { seedSampleData } from './seed';

/** Every call to sharp, which still draws as it does (this file runs in a module graph of its own). */
const sharpCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('sharp', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof Sharp }>()).default;
  const counted = (...args: Parameters<typeof real>) => {
    sharpCalls.count += 1;
    return real(...args);
  };
  // The server turns sharp's cache off as it loads it (server/files/imageCheck.ts).
  return { default: Object.assign(counted, { cache: real.cache.bind(real) }) };
});

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sample-images-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
beforeEach(() => {
  sharpCalls.count = 0;
});

/** The rows the seed stored for each sample picture, by the drawing it shows. */
async function storedImages(app: App): Promise<Map<string, { bytes: Buffer; thumbnail: Buffer }>> {
  const byPath = new Map(
    (
      await app.db.query<{ path: string; bytes: Buffer; thumbnail: Buffer }>(
        'SELECT path, bytes, thumbnail FROM files',
      )
    ).map((row) => [
      row.path,
      { bytes: Buffer.from(row.bytes), thumbnail: Buffer.from(row.thumbnail) },
    ]),
  );
  const heroes = await app.db.query<{ name: string; image_path: string }>(
    'SELECT name, image_path FROM heroes',
  );
  const items = await app.db.query<{ name: string; rarity: string; image_path: string }>(
    'SELECT name, rarity, image_path FROM equipment',
  );
  const rarityOf = new Map(SAMPLE_EQUIPMENT.map((item) => [item.name, item.rarity]));
  return new Map([
    ...heroes.map((hero) => [heroPortraitSvg(hero.name), byPath.get(hero.image_path)!] as const),
    ...items.map(
      (item) =>
        [
          equipmentIconSvg(item.name, rarityOf.get(item.name)!),
          byPath.get(item.image_path)!,
        ] as const,
    ),
  ]);
}

describe('the sample pictures the build drew (docs/decisions.md#sample-content)', () => {
  it('are stored by the seed as they are, without calling sharp', async () => {
    const folder = path.join(dir, 'given');
    await mkdir(folder);
    // Bytes of their own, so a picture drawn again could not pass for them.
    for (const svg of sampleImageSvgs()) {
      const names = sampleImageFiles(svg);
      await writeFile(path.join(folder, names.png), `png of ${svg}`);
      await writeFile(path.join(folder, names.thumbnail), `thumbnail of ${svg}`);
    }

    const app = await makeTestApp();
    try {
      expect(await seedSampleData(app.db, { sampleImagesDir: folder })).toBe(true);
      const stored = await storedImages(app);
      expect([...stored.keys()].sort()).toEqual(sampleImageSvgs().sort());
      for (const [svg, image] of stored) {
        expect(image.bytes.toString()).toBe(`png of ${svg}`);
        expect(image.thumbnail.toString()).toBe(`thumbnail of ${svg}`);
      }
      expect(sharpCalls.count).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('are drawn by the build as the seed draws them where the folder is missing', async () => {
    const folder = path.join(dir, 'drawn');
    await writeSampleImages(folder);
    expect((await readdir(folder)).length).toBe(sampleImageSvgs().length * 2);
    sharpCalls.count = 0;

    const app = await makeTestApp();
    try {
      await seedSampleData(app.db, { sampleImagesDir: path.join(dir, 'no-such-folder') });
      expect(sharpCalls.count).toBeGreaterThan(0);
      for (const [svg, image] of await storedImages(app)) {
        const names = sampleImageFiles(svg);
        expect(image.bytes.equals(await readFile(path.join(folder, names.png)))).toBe(true);
        expect(image.thumbnail.equals(await readFile(path.join(folder, names.thumbnail)))).toBe(
          true,
        );
      }
    } finally {
      await app.close();
    }
  });
});
