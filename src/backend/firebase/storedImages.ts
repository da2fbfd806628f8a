import { collection, getDocs, limit, query, where } from 'firebase/firestore/lite';
import { invalid } from '../../domain/errors';
import { IMAGE_NOT_FOUND_MESSAGE, type UploadFolder } from '../../domain/files';
import type { FirebaseServices } from './services';

/**
 * The download URL of an uploaded image a record is about to point at. Like our server, a record
 * may only point at a file that was uploaded into its own folder and still exists.
 */
export async function storedImageUrl(
  services: FirebaseServices,
  path: string,
  folder: UploadFolder,
): Promise<string> {
  const url = path.startsWith(`${folder}/`)
    ? await (await services.storage()).downloadUrl(path)
    : null;
  if (url === null) throw invalid(IMAGE_NOT_FOUND_MESSAGE, { imagePath: IMAGE_NOT_FOUND_MESSAGE });
  return url;
}

/** Where records keep their image: its stored path, and its URL (all the upstream site kept). */
const IMAGE_FIELDS = [
  { collection: 'heroes', path: 'imagePath', url: 'image' },
  { collection: 'media', path: 'imagePath', url: 'imageUrl' },
] as const;

/**
 * Whether a hero, a guide or a media slot still shows the stored file at `path`, whose download
 * URL is `url` (null when the file is gone), or a version in history or an item in the trash does.
 * Our server answers the same question in SQL.
 */
export async function isImageInUse(
  services: FirebaseServices,
  path: string,
  url: string | null,
): Promise<boolean> {
  const db = services.firestore();
  const lookups = IMAGE_FIELDS.flatMap((fields) => [
    query(collection(db, fields.collection), where(fields.path, '==', path), limit(1)),
    ...(url
      ? [query(collection(db, fields.collection), where(fields.url, '==', url), limit(1))]
      : []),
  ]);
  // Guides, versions kept in history and deleted items in the trash list their files' paths.
  for (const listed of ['guides', 'revisions', 'trash']) {
    lookups.push(query(collection(db, listed), where('images', 'array-contains', path), limit(1)));
  }
  // A trashed hero of the upstream site names its image by URL only.
  if (url) lookups.push(query(collection(db, 'trash'), where('record.image', '==', url), limit(1)));
  const found = await Promise.all(lookups.map((lookup) => getDocs(lookup)));
  return found.some((snapshot) => !snapshot.empty);
}

/**
 * Deletes an image a record no longer shows, unless another record still shows it. `image` is
 * the record's stored path, or for a record of the upstream site that kept only a URL, that URL.
 * A failure is only logged: the record is already saved, and a leftover file harms nobody.
 */
export async function deleteUnusedImage(
  services: FirebaseServices,
  image: { path: string; url?: string },
): Promise<void> {
  if (!image.path && !image.url) return;
  try {
    const storage = await services.storage();
    const path = image.path || storage.pathOfUrl(image.url ?? '');
    if (!path) return;
    if (await isImageInUse(services, path, await storage.downloadUrl(path))) return;
    await storage.remove(path);
  } catch (error) {
    console.warn(`Could not delete the unused image ${image.path || image.url}.`, error);
  }
}

/** Deletes the image a record pointed at before an edit, unless the edit kept it. */
export async function deleteReplacedImage(
  services: FirebaseServices,
  oldPath: string,
  newPath: string,
): Promise<void> {
  if (oldPath !== newPath) await deleteUnusedImage(services, { path: oldPath });
}
