import DOMPurify from 'dompurify';
import {
  GUIDE_ALIGNABLE_TAGS,
  GUIDE_ALLOWED_TAGS,
  GUIDE_IMAGE_CLASSES,
  GUIDE_IMAGE_SRC,
  GUIDE_LANGUAGE_CLASS,
  GUIDE_LINK_HREF,
  GUIDE_LINK_REL,
  GUIDE_TEXT_ALIGNS,
} from './guideHtmlPolicy';

/**
 * Render-side sanitizer (docs/decisions.md#one-sanitizer): the server already sanitized this
 * HTML on write with the same allowlist (src/domain/guideHtmlPolicy.ts); this second pass means a
 * guide stored before a sanitizer fix, or written around the API, still cannot run script in a
 * reader's page.
 * The allowlist is exactly what the editor's schema produces. The Firebase adapter, which has no
 * server to clean guides on write, runs this same sanitizer before writing.
 */

const ALIGNABLE = new Set<string>(GUIDE_ALIGNABLE_TAGS.map((tag) => tag.toUpperCase()));
const TEXT_ALIGN = new RegExp(`^text-align\\s*:\\s*(${GUIDE_TEXT_ALIGNS.join('|')})$`, 'i');
const IMAGE_CLASSES = new Set<string>(GUIDE_IMAGE_CLASSES);

const ALLOWED_ATTR = [
  'style',
  'href',
  'rel',
  'target',
  'src',
  'alt',
  'title',
  'class',
  'start',
  'data-type',
  'data-checked',
  'type',
  'checked',
  'disabled',
];

/** The single `text-align` declaration of a style attribute, or null. */
function textAlignOf(style: string): string | null {
  for (const declaration of style.split(';')) {
    const match = TEXT_ALIGN.exec(declaration.trim());
    if (match?.[1]) return `text-align: ${match[1].toLowerCase()}`;
  }
  return null;
}

function keepClasses(value: string, allowed: (name: string) => boolean): string {
  return value.split(/\s+/).filter(allowed).join(' ');
}

/** The cleaned value of one attribute, or null to drop it. */
function cleanAttribute(element: Element, name: string, value: string): string | null {
  const tag = element.tagName;
  switch (name) {
    case 'style':
      return ALIGNABLE.has(tag) ? textAlignOf(value) : null;
    case 'class':
      if (tag === 'IMG') return keepClasses(value, (name) => IMAGE_CLASSES.has(name)) || null;
      if (tag === 'PRE' || tag === 'CODE')
        return keepClasses(value, (name) => GUIDE_LANGUAGE_CLASS.test(name)) || null;
      return null;
    case 'href':
      return tag === 'A' && GUIDE_LINK_HREF.test(value) ? value : null;
    case 'src':
      return tag === 'IMG' && GUIDE_IMAGE_SRC.test(value) ? value : null;
    case 'alt':
    case 'title':
      return tag === 'IMG' ? value : null;
    case 'start':
      return tag === 'OL' && /^\d{1,6}$/.test(value) ? value : null;
    case 'data-type':
      if (tag === 'UL' && value === 'taskList') return value;
      return tag === 'LI' && value === 'taskItem' ? value : null;
    case 'data-checked':
      return tag === 'LI' ? String(value === 'true') : null;
    case 'type':
    case 'checked':
    case 'disabled':
      return tag === 'INPUT' ? value : null;
    default:
      // rel and target are set below for links; nothing else is editor output.
      return null;
  }
}

function isTaskCheckbox(element: Element): boolean {
  return (
    element.getAttribute('type') === 'checkbox' &&
    element.parentElement?.tagName === 'LABEL' &&
    element.parentElement.parentElement?.getAttribute('data-type') === 'taskItem'
  );
}

/**
 * A sanitizer bound to `window`'s DOM. The page passes its own; code without a global DOM (the
 * Firebase adapter cleaning guide HTML before writing, under Node in tests) passes another one.
 */
export function createGuideHtmlPurifier(window: Window): (html: string) => string {
  // DOMPurify reads the DOM constructors off the window; lib.dom declares those as globals only.
  const purify = DOMPurify(window as Window & typeof globalThis);

  purify.addHook('uponSanitizeAttribute', (element, data) => {
    const cleaned = cleanAttribute(element, data.attrName, data.attrValue);
    if (cleaned === null) data.keepAttr = false;
    else data.attrValue = cleaned;
  });

  purify.addHook('afterSanitizeAttributes', (element) => {
    if (element.tagName === 'A') {
      element.setAttribute('rel', GUIDE_LINK_REL);
      element.setAttribute('target', '_blank');
    }
    if (element.tagName === 'INPUT') {
      if (!isTaskCheckbox(element)) {
        element.remove();
        return;
      }
      // Readers see the author's ticks; they cannot change them.
      element.setAttribute('disabled', '');
    }
    // An image whose source was refused would only show a broken icon.
    if (element.tagName === 'IMG' && !element.hasAttribute('src')) element.remove();
  });

  return (html) =>
    purify.sanitize(html, {
      ALLOWED_TAGS: [...GUIDE_ALLOWED_TAGS],
      ALLOWED_ATTR,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      ALLOW_UNKNOWN_PROTOCOLS: false,
      // Unknown wrappers are unwrapped so their text stays readable; DOMPurify still drops the
      // contents of script, style, iframe and the like.
      KEEP_CONTENT: true,
    });
}

let pagePurifier: ((html: string) => string) | null = null;

/** Sanitizes with the page's own window, made on first use so importing needs no DOM. */
export function purifyGuideHtml(html: string): string {
  pagePurifier ??= createGuideHtmlPurifier(window);
  return pagePurifier(html);
}
