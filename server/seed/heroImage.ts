import sharp from 'sharp';
import { heroPortraitSvg } from '../../src/domain/heroPortrait';
import { makeThumbnail } from '../files/imageCheck';

/**
 * A 512x512 PNG of a sample hero's portrait (heroPortraitSvg), with its thumbnail: drawn
 * at 256 CSS pixels and rendered at twice that, sharp on phones' dense screens.
 */
export async function sampleHeroImage(name: string): Promise<{ png: Buffer; thumbnail: Buffer }> {
  const svg = heroPortraitSvg(name);
  const png = await sharp(Buffer.from(svg), { density: 144 }).png().toBuffer();
  return { png, thumbnail: await makeThumbnail(png) };
}
