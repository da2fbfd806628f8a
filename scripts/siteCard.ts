import sharp from 'sharp';
import type { Plugin } from 'vite';
import { SITE_NAME } from '../src/ui/usePageTitle.ts';

import { SITE_CARD_FILE } from '../server/render/buildLayout.ts';

export { SITE_CARD_FILE };
/** The size link previews show large (Open Graph and `summary_large_image`). */
export const SITE_CARD_SIZE = { width: 1200, height: 630 } as const;

const TAGLINE = ['Tier lists, codes, guides and', 'calculators for players'];
const SECTIONS = 'Heroes · Codes · Guides · Guild calculator';
/** The light theme's colours (src/app/styles/tokens.css). */
const COLOURS = {
  header: '#5b3cc4',
  headerDark: '#4a2fa6',
  onHeader: '#ffffff',
  muted: '#efecf9',
  band: '#f6f5fb',
} as const;
/** The favicon's shield and star (public/favicon.svg), drawn on a 64-unit square. */
const SHIELD = 'M32 4 56 12v18c0 15-10 26-24 30C18 56 8 45 8 30V12z';
const STAR = 'M32 16l4.4 9 9.9 1.4-7.2 7 1.7 9.8L32 38.6l-8.8 4.6 1.7-9.8-7.2-7 9.9-1.4z';

/**
 * The card as SVG: flat colours and a generic font family (whichever sans-serif the machine's
 * librsvg finds), so nothing is downloaded and the PNG stays small.
 */
export function siteCardSvg(): string {
  const { width, height } = SITE_CARD_SIZE;
  const text = (x: number, y: number, size: number, fill: string, content: string, bold = false) =>
    `<text x="${x}" y="${y}" font-family="sans-serif" font-size="${size}"${bold ? ' font-weight="700"' : ''} fill="${fill}">${content}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${COLOURS.header}"/>`,
    `<circle cx="1110" cy="90" r="250" fill="${COLOURS.headerDark}"/>`,
    `<g transform="translate(88 88) scale(2.75)">`,
    `<path d="${SHIELD}" fill="${COLOURS.onHeader}"/>`,
    `<path d="${STAR}" fill="${COLOURS.header}"/>`,
    `</g>`,
    text(300, 232, 108, COLOURS.onHeader, SITE_NAME, true),
    ...TAGLINE.map((line, index) => text(96, 390 + index * 60, 46, COLOURS.muted, line)),
    `<rect y="528" width="${width}" height="${height - 528}" fill="${COLOURS.band}"/>`,
    text(96, 592, 36, COLOURS.header, SECTIONS),
    `</svg>`,
  ].join('\n');
}

/** The card as a palette PNG: a few flat colours, so a few tens of kilobytes. */
export function renderSiteCard(): Promise<Buffer> {
  return sharp(Buffer.from(siteCardSvg()))
    .png({ palette: true, compressionLevel: 9, effort: 10 })
    .toBuffer();
}

/** Writes the site card into the build. */
export function siteCardPlugin(): Plugin {
  return {
    name: 'site-card',
    apply: 'build',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: SITE_CARD_FILE, source: await renderSiteCard() });
    },
  };
}
