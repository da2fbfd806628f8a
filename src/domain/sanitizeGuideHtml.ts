import DOMPurify, { type Config, type WindowLike } from 'dompurify';
import {
  GUIDE_ALLOWED_ATTRIBUTES,
  GUIDE_ALLOWED_TAGS,
  GUIDE_DROPPED_WITH_CONTENT,
  GUIDE_LINK_REL,
  guideAttributeValue,
} from './guideHtmlPolicy';

/**
 * The one guide-HTML sanitizer, with one configuration: the server and the Firebase adapter run
 * it on write, every reader's page runs it again on render, and all give the same markup
 * (docs/decisions.md#one-sanitizer). It is DOMPurify on a DOM: the page's own window in the
 * browser, a jsdom window on the server (server/guides/sanitizeGuideHtml.ts), so this module never
 * brings jsdom into the visitor's bundle.
 */
export type GuideHtmlSanitizer = (html: string) => string;

const CONFIG: Config = {
  ALLOWED_TAGS: GUIDE_ALLOWED_TAGS,
  ALLOWED_ATTR: GUIDE_ALLOWED_ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Unknown wrappers are unwrapped so their text stays readable; DOMPurify still drops the
  // contents of script, style, iframe and the like.
  KEEP_CONTENT: true,
  ADD_FORBID_CONTENTS: GUIDE_DROPPED_WITH_CONTENT,
};

/** A checkbox exactly where the editor puts one: `li[data-type=taskItem] > label > input`. */
function isTaskCheckbox(element: Element): boolean {
  return (
    element.getAttribute('type') === 'checkbox' &&
    element.parentElement?.localName === 'label' &&
    element.parentElement.parentElement?.getAttribute('data-type') === 'taskItem'
  );
}

/** Rules that depend on more than one attribute, or on where the element stands. */
function afterAttributes(element: Element): void {
  switch (element.localName) {
    case 'a':
      element.setAttribute('rel', GUIDE_LINK_REL);
      element.setAttribute('target', '_blank');
      return;
    case 'input':
      if (!isTaskCheckbox(element)) {
        element.remove();
        return;
      }
      // Readers see the author's ticks; they cannot change them. The box has no text of its own
      // (the task's text sits beside its label), so it is named for screen readers.
      element.setAttribute('disabled', '');
      element.setAttribute('aria-label', element.hasAttribute('checked') ? 'Done' : 'Not done');
      return;
    case 'li':
      if (element.getAttribute('data-type') !== 'taskItem') element.removeAttribute('data-checked');
      return;
    case 'img':
      // An image whose source was refused would only show a broken icon.
      if (!element.hasAttribute('src')) element.remove();
      return;
  }
}

/**
 * A sanitizer on `window`'s DOM (a page's, or jsdom's). Make one per window and keep it: the
 * configuration is set and the hooks are installed here, once, not on every call.
 */
export function createGuideHtmlSanitizer(window: Window | WindowLike): GuideHtmlSanitizer {
  // DOMPurify reads the DOM constructors off the window; lib.dom declares those as globals only.
  const purify = DOMPurify(window as WindowLike);
  // Without a usable DOM, DOMPurify hands back its input untouched: refuse to run instead.
  if (!purify.isSupported) throw new Error('The guide-HTML sanitizer needs a DOM window.');
  purify.setConfig(CONFIG);
  purify.addHook('uponSanitizeAttribute', (element, data) => {
    const value = guideAttributeValue(element.localName, data.attrName, data.attrValue);
    if (value === null) data.keepAttr = false;
    else data.attrValue = value;
  });
  purify.addHook('afterSanitizeAttributes', afterAttributes);
  return (html) => purify.sanitize(html);
}

let pageSanitizer: GuideHtmlSanitizer | null = null;

/**
 * Where there is no page window (rendering pages on the server), the server's own instance of
 * this sanitizer is installed here instead.
 */
export function installGuideHtmlSanitizer(sanitizer: GuideHtmlSanitizer): void {
  pageSanitizer = sanitizer;
}

/** Sanitizes with the page's own window, made on first use so importing needs no DOM. */
export function sanitizeGuideHtml(html: string): string {
  pageSanitizer ??= createGuideHtmlSanitizer(window);
  return pageSanitizer(html);
}
