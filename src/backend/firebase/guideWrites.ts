import { cleanedGuide } from '../../domain/guide';
import { textsOf } from './converters';
import { GUIDE_DOCS } from './guides';
import type { WriteRules } from './recordWrites';
import type { FirebaseServices } from './services';

/**
 * Guides' own writes (docs/firebase.md, `guides/{id}`): a guide is published unless saved as a
 * draft, and carries the byline of the admin who created it. Its content is cleaned with the one
 * sanitizer (src/domain/guide.ts, cleanedGuide); a guide that grew past the limit when cleaned is
 * refused here, since the rules' refusal would read as "not an admin".
 */
export const guideWrites = (services: FirebaseServices): WriteRules<'guides'> => ({
  docs: GUIDE_DOCS,
  clean: (guide, { sanitize, isOwnImage }) => cleanedGuide(guide, sanitize, isOwnImage),
  async more(guide, replaced) {
    const tags = guide.tags ? {} : { tags: replaced ? textsOf(replaced.data.tags) : [] };
    if (!replaced) {
      const author = (await services.auth()).byline();
      return { ...tags, published: guide.published ?? true, author };
    }
    // Left out, `published` and `tags` stay as stored (a history restore sends no `published`).
    // The byline is the creator's: carried over as stored, as the rules require.
    const stored = replaced.data;
    return {
      ...tags,
      published: guide.published ?? stored.published === true,
      ...('author' in stored ? { author: stored.author as unknown } : {}),
    };
  },
  // A guide of the upstream site lists no images, and comes back so: the images its content shows
  // are then found there (imageUsages.ts), not taken for unused.
  restored: ({ images, ...document }, guide, record) => ({
    ...document,
    ...(Array.isArray(record.images) ? { images: images as unknown } : {}),
    published: guide.published,
    author: guide.author,
  }),
});
