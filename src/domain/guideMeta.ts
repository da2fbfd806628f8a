import { htmlToText } from './guidePreview';

/**
 * What a guide's page shows around its text (docs/product.md#guide-detail): reading time, the
 * table of contents and the anchors it links to, and the byline. String work only, no DOM, so
 * the server's render and the browser's give the same markup.
 */

export const WORDS_PER_MINUTE = 200;

/** Minutes to read the guide's text at 200 words a minute, rounded up, at least 1. */
export function readingMinutes(html: string): number {
  const text = htmlToText(html);
  const words = text === '' ? 0 : text.split(' ').length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export const readingTimeLabel = (minutes: number) => `${minutes} min read`;

export interface GuideHeading {
  id: string;
  level: 2 | 3;
  text: string;
}

/** An h2 or h3 of sanitized guide HTML: its attributes (which never hold `>` unescaped) and body. */
const HEADING = /<h([23])((?:\s[^>]*)?)>([\s\S]*?)<\/h\1\s*>/gi;
/** Anchors get a prefix so none can shadow a property of `window` or `document` by its id. */
const ID_PREFIX = 'section-';
const SLUG_MAX = 60;

function slugOf(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'part';
}

/**
 * The guide's h2 and h3 headings with an id each, and the HTML with those ids written into the
 * headings. Ids come from the heading's text ("Team building" → `section-team-building`), made
 * unique by a number (`section-team-building-2`); any id the heading had is replaced, so every
 * anchor is ours. Meant for sanitized HTML, whose attributes are always double-quoted.
 */
export function guideWithHeadingIds(html: string): { html: string; headings: GuideHeading[] } {
  const headings: GuideHeading[] = [];
  const used = new Set<string>();
  const withIds = html.replace(
    HEADING,
    (_match, level: string, attributes: string, body: string) => {
      const text = htmlToText(body);
      const base = ID_PREFIX + slugOf(text);
      let id = base;
      for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
      used.add(id);
      headings.push({ id, level: level === '2' ? 2 : 3, text });
      const kept = attributes.replace(/\s+id="[^"]*"/gi, '');
      return `<h${level} id="${id}"${kept}>${body}</h${level}>`;
    },
  );
  return { html: withIds, headings };
}

/** A table of contents is worth showing from two headings on. */
export const TABLE_OF_CONTENTS_MIN_HEADINGS = 2;

/** Sanitized guide HTML with its h2 and h3 headings' ids (guideWithHeadingIds), for GuideContent. */
export const withHeadingIds = (sanitized: string): string => guideWithHeadingIds(sanitized).html;
