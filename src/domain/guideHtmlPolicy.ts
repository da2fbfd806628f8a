/**
 * What guide HTML may contain: exactly what the guide editor (Tiptap) produces. The server's
 * sanitizer (on write) and the SPA's (on render) both read this one policy, so they cannot drift.
 */
export const GUIDE_HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** Elements that may carry `style="text-align: …"` and nothing else in their style. */
export const GUIDE_ALIGNABLE_TAGS = ['p', ...GUIDE_HEADINGS] as const;
export const GUIDE_TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;

export const GUIDE_ALLOWED_TAGS = [
  'p',
  'br',
  ...GUIDE_HEADINGS,
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
] as const;

export const GUIDE_IMAGE_CLASSES = ['align-left', 'align-center', 'align-right'] as const;
/** Code blocks name their language as a class. */
export const GUIDE_LANGUAGE_CLASS = /^language-[\w-]{1,40}$/;
/** Images come from our own storage (a same-site path, never `//host`) or the web. */
export const GUIDE_IMAGE_SRC = /^(\/(?![/\\])|https?:\/\/)/i;
export const GUIDE_LINK_HREF = /^(https?:|mailto:)/i;
/** Forced on every link, with target=_blank. */
export const GUIDE_LINK_REL = 'noopener noreferrer nofollow';
