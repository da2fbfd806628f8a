/**
 * What guide HTML may contain: exactly what the guide editor (Tiptap) produces, and nothing else.
 * One sanitizer applies it on every write and every render (src/domain/sanitizeGuideHtml.ts; see
 * docs/decisions.md#one-sanitizer). Tags and attributes are lower case, as the HTML parser gives.
 */
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** Elements that may carry `style="text-align: …"` and nothing else in their style. */
const ALIGNABLE = new Set(['p', ...HEADINGS]);

export const GUIDE_ALLOWED_TAGS = [
  'p',
  'br',
  ...HEADINGS,
  'strong',
  'em',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'hr',
  'a',
  'img',
  'label',
  'input',
  // Tiptap wraps a task item's text in <div> and its checkbox's box in <span>.
  'div',
  'span',
];

export const GUIDE_ALLOWED_ATTRIBUTES = [
  'style',
  'href',
  'rel',
  'target',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'class',
  'start',
  'data-type',
  'data-checked',
  'type',
  'checked',
  'disabled',
];

/**
 * Disallowed elements are unwrapped so their text stays readable, except these, whose text was
 * never meant as reading matter (form field values and choices) and is dropped with them.
 */
export const GUIDE_DROPPED_WITH_CONTENT = ['textarea', 'option'];

/** Forced on every link, with target=_blank. */
export const GUIDE_LINK_REL = 'noopener noreferrer nofollow';

/** One declaration, written as the editor writes it: lower case, no `!important`, no comment. */
const TEXT_ALIGN = /^text-align\s*:\s*(left|center|right|justify)$/;
const IMAGE_CLASSES = new Set(['align-left', 'align-center', 'align-right']);
/** Code blocks name their language as a class: a plain name, as a Markdown fence gives it. */
const LANGUAGE_CLASS = /^language-[\w-]{1,40}$/;
/** Images come from our own storage (a same-site path, never `//host`) or the web. */
const IMAGE_SRC = /^(\/(?![/\\])|https?:\/\/)/i;
/** Links lead to other sites or to an e-mail address; the editor makes no other kind. */
const LINK_HREF = /^(https?:|mailto:)/i;
/** A list's first number, as the editor writes it. */
const LIST_START = /^\d{1,6}$/;

/** The first `text-align` declaration of a style attribute, or null. */
function textAlignOf(style: string): string | null {
  for (const declaration of style.split(';')) {
    const match = TEXT_ALIGN.exec(declaration.trim());
    if (match) return `text-align: ${match[1]}`;
  }
  return null;
}

function keepClasses(value: string, allowed: (name: string) => boolean): string | null {
  return value.split(/\s+/).filter(allowed).join(' ') || null;
}

/**
 * The value attribute `name` of a `tag` element may keep, or null to drop it. Values come trimmed.
 * `rel` and `target` are dropped here and set on every link afterwards.
 */
/** A whole number of pixels, 1 to 9999. */
const IMAGE_DIMENSION = /^[1-9][0-9]{0,3}$/;

export function guideAttributeValue(tag: string, name: string, value: string): string | null {
  switch (name) {
    case 'style':
      return ALIGNABLE.has(tag) ? textAlignOf(value) : null;
    case 'class':
      if (tag === 'img') return keepClasses(value, (name) => IMAGE_CLASSES.has(name));
      if (tag === 'pre' || tag === 'code')
        return keepClasses(value, (name) => LANGUAGE_CLASS.test(name));
      return null;
    case 'href':
      return tag === 'a' && LINK_HREF.test(value) ? value : null;
    case 'src':
      return tag === 'img' && IMAGE_SRC.test(value) ? value : null;
    case 'alt':
      // An empty alt says "decorative image"; it is kept.
      return tag === 'img' ? value : null;
    case 'title':
      return tag === 'img' && value ? value : null;
    case 'width':
    case 'height':
      // An image's size in pixels reserves its box before it loads (no layout shift).
      return tag === 'img' && IMAGE_DIMENSION.test(value) ? value : null;
    case 'start':
      return tag === 'ol' && LIST_START.test(value) ? value : null;
    case 'data-type':
      if (tag === 'ul' && value === 'taskList') return value;
      return tag === 'li' && value === 'taskItem' ? value : null;
    case 'data-checked':
      return tag === 'li' ? String(value === 'true') : null;
    case 'type':
    case 'checked':
    case 'disabled':
      return tag === 'input' ? value : null;
    default:
      return null;
  }
}
