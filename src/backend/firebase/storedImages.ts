import { invalid } from '../../domain/errors';
import type { UploadFolder } from '../../domain/files';
import type { FirebaseServices } from './services';

const IMAGE_NOT_FOUND = 'The image was not found: upload it again.';

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
  if (url === null) throw invalid(IMAGE_NOT_FOUND, { imagePath: IMAGE_NOT_FOUND });
  return url;
}

/**
 * Deletes the image a record no longer shows. Its failure is only logged: the record is
 * already saved, and a leftover file harms nobody.
 */
export async function deleteUnusedImage(services: FirebaseServices, path: string): Promise<void> {
  if (!path) return;
  try {
    await (await services.storage()).remove(path);
  } catch (error) {
    console.warn(`Could not delete the replaced image ${path}.`, error);
  }
}

/** Deletes the image a record pointed at before an edit, unless the edit kept it. */
export async function deleteReplacedImage(
  services: FirebaseServices,
  oldPath: string,
  newPath: string,
): Promise<void> {
  if (oldPath !== newPath) await deleteUnusedImage(services, oldPath);
}
