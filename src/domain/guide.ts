import { invalid } from './errors';

export interface GuideInput {
  title: string;
  /** Rich-text HTML from the editor; sanitized on write and again on render. */
  content: string;
  /**
   * False saves the guide as a draft that only admins see (docs/product.md#guide-drafts). Left out, a
   * new guide is published and an edit keeps the guide as it was: history restores only title
   * and content.
   */
  published?: boolean;
  /**
   * Topics for the list's filter (src/domain/guideTags.ts). Left out, a new guide has none and an
   * edit keeps the stored ones.
   */
  tags?: string[];
}

export interface Guide extends GuideInput {
  id: string;
  published: boolean;
  tags: string[];
  /**
   * The display name of the admin who created it, kept as it was then ('' for guides older than
   * bylines: the page shows the site's community instead).
   */
  author: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export const GUIDE_PREVIEW_LENGTH = 100;
export const GUIDE_CONTENT_MAX = 500_000;

/** Publishing needs a title and content that is not empty once cleaned. */
export const GUIDE_REQUIRED_MESSAGE = 'Title and content are required';

/** A draft may have no content yet, but it is listed by its title. */
export const GUIDE_DRAFT_TITLE_MESSAGE = 'A draft needs a title';

export const GUIDE_SAVED_AS_DRAFT_MESSAGE = 'Guide saved as a draft.';

/**
 * A guide shows only images stored by this site, uploaded with the editor's image button: an
 * image from elsewhere can vanish or change, and lets that site see every reader.
 */
export function foreignImageMessage(src: string): string {
  const shown = src.length > 80 ? `${src.slice(0, 77)}...` : src;
  return `This guide shows an image from another site (${shown}). Upload the image with the editor's image button instead.`;
}

/**
 * The `src` of every image in sanitized guide HTML, in order. The sanitizer writes each attribute
 * in double quotes with `&` and `"` escaped, so reading them back needs no parser.
 */
export function guideImageSources(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/gi)].map((match) =>
    match[1]!
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&'),
  );
}

/** The first image the HTML shows that is not one of this site's stored files, if any. */
export const foreignImageIn = (html: string, isOwnImage: (src: string) => boolean) =>
  guideImageSources(html).find((src) => !isOwnImage(src));

/**
 * A guide as it is stored: its content cleaned by the one sanitizer (docs/decisions.md#one-sanitizer).
 * Content that cleans to nothing is as good as missing; cleaning re-serializes the HTML (`&`
 * becomes `&amp;`), so it can also grow past the limit.
 */
export function cleanedGuide(
  input: GuideInput,
  sanitize: (html: string) => string,
  isOwnImage: (src: string) => boolean,
): GuideInput {
  const content = sanitize(input.content);
  const foreign = foreignImageIn(content, isOwnImage);
  if (foreign !== undefined) {
    const message = foreignImageMessage(foreign);
    throw invalid(message, { content: message });
  }
  if (!content.trim()) {
    throw invalid(GUIDE_REQUIRED_MESSAGE, { content: 'Content is required.' });
  }
  if (content.length > GUIDE_CONTENT_MAX) {
    const message = `Content must be at most ${GUIDE_CONTENT_MAX} characters once cleaned.`;
    throw invalid(message, { content: message });
  }
  return {
    title: input.title,
    content,
    ...(input.published === undefined ? {} : { published: input.published }),
    ...(input.tags === undefined ? {} : { tags: input.tags }),
  };
}
