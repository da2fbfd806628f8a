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
