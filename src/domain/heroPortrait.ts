import { escapeXml } from './placeholderSvg';

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

export function portraitColour(name: string): string {
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
 * A hero's portrait when no picture was uploaded (docs/product.md#heroes): its initials on a
 * colour picked by its name, the same drawing the sample heroes' pictures are made from. Pure, so
 * the server's render and the browser's agree.
 */
export function heroPortraitSvg(name: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    `<rect width="256" height="256" rx="32" fill="${portraitColour(name)}"/>`,
    '<circle cx="128" cy="128" r="92" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6"/>',
    '<text x="128" y="156" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="84" fill="#ffffff">',
    escapeXml(initialsOf(name)),
    '</text>',
    '</svg>',
  ].join('');
}

/** The portrait as an image address (a data URL, allowed by the sites' image policy). */
export const heroPortraitUrl = (name: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(heroPortraitSvg(name))}`;
