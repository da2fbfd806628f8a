import { GUIDE_PREVIEW_LENGTH } from './guide';

/**
 * The guide list's plain-text preview of guide HTML (docs/product.md#guides). String work only,
 * no DOM: the server can derive the same text for share cards and page descriptions later.
 */

/** Elements whose text is never reader-visible content. */
const HIDDEN_ELEMENTS = /<(script|style|template|noscript|title)\b[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?(?:-->|$)/g;
/** A tag, with quoted attribute values that may themselves contain `>`. */
const TAG = /<\/?([a-zA-Z][a-zA-Z0-9-]*)(?:"[^"]*"|'[^']*'|[^'">])*>?/g;
/** Elements that end a block of text: what follows them starts a new sentence. */
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'blockquote',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'label',
  'table',
  'tr',
  'td',
  'th',
]);
/** Elements that part words without ending a block: a line break, an image. */
const WORD_BREAK_TAGS = new Set(['br', 'img']);
/** Marks a block's end until the text is put together; never left in the result. */
const BLOCK_END = '\u0000';
/** A block whose text ends in one of these needs no full stop after it. */
const ENDS_A_SENTENCE = /[.!?:;,…]$/u;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
};

function fromCodePoint(code: number): string {
  const valid = Number.isInteger(code) && code > 0 && code <= 0x10ffff;
  return valid && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\uFFFD';
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      return fromCodePoint(parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10));
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/**
 * The reader-visible text of some HTML. Blocks never run together (docs/product.md#guides): a
 * heading, paragraph, list item, quote or table cell whose text ends without punctuation is
 * followed by ". ", any other block by a space; a line break or an image parts words by a space.
 */
export function htmlToText(html: string): string {
  const withoutTags = html
    .replaceAll(BLOCK_END, '')
    .replace(COMMENTS, ' ')
    .replace(HIDDEN_ELEMENTS, ' ')
    .replace(TAG, (_tag, name: string) => {
      const lower = name.toLowerCase();
      if (BLOCK_TAGS.has(lower)) return BLOCK_END;
      return WORD_BREAK_TAGS.has(lower) ? ' ' : '';
    });
  const blocks = decodeEntities(withoutTags)
    .split(BLOCK_END)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return blocks
    .map((block, index) =>
      index === blocks.length - 1 || ENDS_A_SENTENCE.test(block) ? block : `${block}.`,
    )
    .join(' ');
}

/** Punctuation and spaces a cut preview does not end on before its "…". */
const TRAILING_SEPARATORS = /[\s.,;:\-–—]+$/u;

/**
 * At most `length` characters of the text; when there is more, cut at the last word boundary
 * that fits and followed by '…' (docs/product.md#constants). A first word longer than `length`
 * is cut where the limit falls.
 */
export function guidePreview(html: string, length = GUIDE_PREVIEW_LENGTH): string {
  // Code points, so an emoji is never cut in half.
  const characters = Array.from(htmlToText(html));
  if (characters.length <= length) return characters.join('');
  const kept = characters.slice(0, length);
  const nextIsSpace = /\s/.test(characters[length] ?? '');
  const lastSpace = kept.findLastIndex((character) => /\s/.test(character));
  const words = nextIsSpace || lastSpace <= 0 ? kept : kept.slice(0, lastSpace);
  const cut = words.join('').replace(TRAILING_SEPARATORS, '');
  return `${cut || words.join('').trimEnd()}…`;
}
