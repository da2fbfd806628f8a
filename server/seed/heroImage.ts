import sharp from 'sharp';
import { escapeXml } from '../../src/domain/placeholderSvg';
import { makeThumbnail } from '../files/imageCheck';

/** Muted colours that keep white initials readable; each name always gets the same one. */
const PALETTE = [
  '#7c3aed',
  '#2563eb',
  '#0891b2',
  '#059669',
  '#65a30d',
  '#ca8a04',
  '#ea580c',
  '#dc2626',
  '#db2777',
  '#9333ea',
  '#4f46e5',
  '#475569',
];

function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? '#475569';
}

/** First and last capitalized words ("Aurelia the Dawnblade" → "AD"), as on a name badge. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word));
  const picked = words.length > 1 ? [words[0], words.at(-1)] : [words[0] ?? name.trim()];
  return picked.map((word) => word?.[0]?.toUpperCase() ?? '').join('');
}

/**
 * A 512x512 PNG portrait for a sample hero (its initials on a colour), with its thumbnail: drawn
 * at 256 CSS pixels and rendered at twice that, sharp on phones' dense screens.
 */
export async function sampleHeroImage(name: string): Promise<{ png: Buffer; thumbnail: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" rx="32" fill="${colourFor(name)}"/>
    <circle cx="128" cy="128" r="92" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6"/>
    <text x="128" y="156" text-anchor="middle" font-family="sans-serif" font-weight="bold"
      font-size="84" fill="#ffffff">${escapeXml(initialsOf(name))}</text>
  </svg>`;
  const png = await sharp(Buffer.from(svg), { density: 144 }).png().toBuffer();
  return { png, thumbnail: await makeThumbnail(png) };
}
