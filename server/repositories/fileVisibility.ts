import type { ContentVersions } from '../cache/contentVersions';
import type { Queryable } from '../db/database';
import { fileUsages } from './fileReferences';
import { KIND_NAMES, declarationOf, type ContentCollection } from '../../src/domain/kinds';

/**
 * The collections whose records show stored files (an image, or guide HTML): their versions move
 * when what shows one does.
 */
const SHOWING = KIND_NAMES.flatMap((name) => {
  const { image, html, content } = declarationOf(name);
  return image || html ? [content as ContentCollection] : [];
});
/** Usages that keep a file for restoring, not for showing it to readers. */
const KEPT_ONLY = new Set(['trash', 'history']);
/** At most this many answers are kept; then the list starts over. */
const MAX_KNOWN = 10_000;

export interface FileVisibility {
  /**
   * Whether the stored file at `path` is held only by items in the trash or versions in the
   * history (docs/product.md#media-library): then only admins may read it.
   */
  adminsOnly(path: string): Promise<boolean>;
}

/**
 * Which stored files readers may see, from the media library's "used by" (fileUsages). Answers
 * are kept until a collection that shows files changes (its content version moves), so serving
 * an image costs no query most of the time; an answer read while a write lands is not kept.
 */
export function createFileVisibility(db: Queryable, versions: ContentVersions): FileVisibility {
  let token = '';
  const known = new Map<string, boolean>();
  return {
    async adminsOnly(path) {
      const before = versions.tokenFor(SHOWING);
      if (before !== token) {
        known.clear();
        token = before;
      }
      const kept = known.get(path);
      if (kept !== undefined) return kept;
      const usages = (await fileUsages(db, [path])).get(path) ?? [];
      const adminsOnly = usages.length > 0 && usages.every((usage) => KEPT_ONLY.has(usage.kind));
      if (versions.tokenFor(SHOWING) === before) {
        if (known.size >= MAX_KNOWN) known.clear();
        known.set(path, adminsOnly);
      }
      return adminsOnly;
    },
  };
}
