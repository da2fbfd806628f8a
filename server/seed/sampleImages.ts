import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSharp, makeThumbnail } from '../files/imageCheck';
import { parseHeroImport } from '../../src/domain/heroImport';
import { heroPortraitSvg } from './heroImage';
import { SAMPLE_EQUIPMENT, equipmentIconSvg } from './sampleEquipment';
import sampleHeroFile from './heroes.json';

/** A sample picture as stored: a PNG and its thumbnail. */
export interface SampleImage {
  png: Buffer;
  thumbnail: Buffer;
}

/**
 * Where the build leaves the sample pictures, drawn (docs/decisions.md#sample-content): beside the
 * compiled server, `dist/.server/sample-images/`, found from this module's URL as the migrations
 * are. Run from the sources, there are none and the seed draws them.
 */
export const SAMPLE_IMAGES_DIR = 'sample-images';
const BESIDE_THIS_MODULE = fileURLToPath(new URL(`./${SAMPLE_IMAGES_DIR}/`, import.meta.url));

/** A picture's files are named by its drawing, so a folder of other drawings is never used. */
export function sampleImageFiles(svg: string): { png: string; thumbnail: string } {
  const name = createHash('sha256').update(svg).digest('hex').slice(0, 16);
  return { png: `${name}.png`, thumbnail: `${name}.webp` };
}

/**
 * Draws a sample picture: a 512x512 PNG of the drawing (256 CSS pixels rendered at twice that,
 * sharp on phones' dense screens) and its thumbnail. sharp loads only here, so a server whose build
 * drew the pictures never loads it to seed.
 */
export async function drawSampleImage(svg: string): Promise<SampleImage> {
  const sharp = await loadSharp();
  const png = await sharp(Buffer.from(svg), { density: 144 }).png().toBuffer();
  return { png, thumbnail: await makeThumbnail(png) };
}

/** The sample picture of this drawing: the build's files in `dir` where they are, else drawn. */
export async function sampleImage(svg: string, dir = BESIDE_THIS_MODULE): Promise<SampleImage> {
  const names = sampleImageFiles(svg);
  try {
    const [png, thumbnail] = await Promise.all([
      readFile(path.join(dir, names.png)),
      readFile(path.join(dir, names.thumbnail)),
    ]);
    return { png, thumbnail };
  } catch {
    return drawSampleImage(svg);
  }
}

/** Every picture the sample data holds: each sample hero's portrait and each item's picture. */
export function sampleImageSvgs(): string[] {
  return [
    ...parseHeroImport(sampleHeroFile).heroes.map((hero) => heroPortraitSvg(hero.name)),
    ...SAMPLE_EQUIPMENT.map((item) => equipmentIconSvg(item.name, item.rarity)),
  ];
}

/** Draws every sample picture into `dir`, for the build. */
export async function writeSampleImages(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const svg of sampleImageSvgs()) {
    const image = await drawSampleImage(svg);
    const names = sampleImageFiles(svg);
    await writeFile(path.join(dir, names.png), image.png);
    await writeFile(path.join(dir, names.thumbnail), image.thumbnail);
  }
}
