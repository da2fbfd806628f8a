import type { FilesApi } from '../contract';
import { BackendError, invalid, notFound } from '../../domain/errors';
import {
  FILE_IN_USE_MESSAGE,
  MAX_UPLOAD_BYTES,
  cleanFileName,
  isStoredPath,
  type UploadFolder,
} from '../../domain/files';
import {
  IMAGE_TYPE_HEADER_BYTES,
  NOT_AN_IMAGE_MESSAGE,
  TOO_LARGE_MESSAGE,
  detectImageType,
} from '../../domain/imageType';
import { requireAdmin } from './adminGuard';
import type { FirebaseServices } from './services';
import { isImageInUse } from './storedImages';

const THIS_FILE = 'This file';

/**
 * Where an upload is stored: `{folder}/{milliseconds}-{name cleaned to letters, digits, dots}`,
 * the only names storage.rules lets an admin create.
 */
export function uploadPath(folder: UploadFolder, name: string, now = Date.now()): string {
  return `${folder}/${now}-${cleanFileName(name)}`;
}

async function headerOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, IMAGE_TYPE_HEADER_BYTES).arrayBuffer());
}

export function createFirebaseFiles(services: FirebaseServices): FilesApi {
  return {
    async upload(file, { folder, onProgress, signal }) {
      await requireAdmin(services);
      if (file.size > MAX_UPLOAD_BYTES) throw new BackendError('too-large', TOO_LARGE_MESSAGE);
      // Rules cannot read the bytes: the type is decided here, from the content, never the
      // browser's claim, and stored as the object's declared type for the rules to check.
      const contentType = detectImageType(await headerOf(file));
      if (!contentType) throw invalid(NOT_AN_IMAGE_MESSAGE);
      const path = uploadPath(folder, file.name);
      const storage = await services.storage();
      const url = await storage.upload({ path, data: file, contentType, onProgress, signal });
      // Firebase makes no thumbnails: lists show the image itself.
      return { path, url, thumbnailUrl: url, contentType, size: file.size };
    },

    async remove(path) {
      await requireAdmin(services);
      if (!isStoredPath(path)) throw notFound(THIS_FILE);
      const storage = await services.storage();
      if (await isImageInUse(services, path, await storage.downloadUrl(path))) {
        throw new BackendError('conflict', FILE_IN_USE_MESSAGE);
      }
      if (!(await storage.remove(path))) throw notFound(THIS_FILE);
    },
  };
}
