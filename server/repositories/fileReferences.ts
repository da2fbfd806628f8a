import type { Queryable } from '../db/database';
import type { FileStore } from '../files/fileStore';
import { invalid } from '../../src/domain/errors';
import { IMAGE_NOT_FOUND_MESSAGE, type UploadFolder } from '../../src/domain/files';

/**
 * Whether a hero, a guide or a media slot still shows this file (deleting it would break it), or a
 * version kept in history does (restoring it would). Deleted items in the trash count too.
 */
export async function isFileInUse(tx: Queryable, path: string): Promise<boolean> {
  // A guide shows a file by its URL, `…/files/{path}` closed by a quote or a query string.
  const rows = await tx.query(
    `SELECT 1 FROM heroes WHERE image_path = $1
     UNION ALL SELECT 1 FROM media_slots WHERE image_path = $1
     UNION ALL SELECT 1 FROM guides WHERE position($2 in content) > 0 OR position($3 in content) > 0
     UNION ALL SELECT 1 FROM revisions WHERE files @> ARRAY[$1]
     LIMIT 1`,
    [path, `/files/${path}"`, `/files/${path}?`],
  );
  return rows.length > 0;
}

/** Removes a replaced or orphaned image, unless another record still points at it. */
export async function deleteFileIfUnused(store: FileStore, tx: Queryable, path: string) {
  if (path && !(await isFileInUse(tx, path))) await store.delete(path, tx);
}

/** A record may only point at a file that was uploaded into its own folder. */
export async function requireStoredImage(
  store: FileStore,
  tx: Queryable,
  path: string,
  folder: UploadFolder,
): Promise<void> {
  if (path.startsWith(`${folder}/`) && (await store.exists(path, tx))) return;
  throw invalid(IMAGE_NOT_FOUND_MESSAGE, { imagePath: IMAGE_NOT_FOUND_MESSAGE });
}
