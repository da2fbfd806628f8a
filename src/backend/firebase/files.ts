import type { FilesApi } from '../contract';
import { BackendError, invalid, notFound } from '../../domain/errors';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_FOLDERS,
  cleanFileName,
  isStoredPath,
  type UploadFolder,
} from '../../domain/files';
import { fileInUseMessage, newestFirst, type StoredFileInfo } from '../../domain/fileUsage';
import {
  IMAGE_TYPE_HEADER_BYTES,
  NOT_AN_IMAGE_MESSAGE,
  TOO_LARGE_MESSAGE,
  detectImageType,
} from '../../domain/imageType';
import { requireAdmin } from './adminGuard';
import type { FirebaseServices } from './services';
import { imageUsages } from './imageUsages';

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

/**
 * Every object of the upload folders with the records that show it, newest first. Storage lists
 * names only: each object's details and download URL are requests of their own.
 */
async function listStoredFiles(services: FirebaseServices): Promise<StoredFileInfo[]> {
  const storage = await services.storage();
  const objects = (await Promise.all(UPLOAD_FOLDERS.map((folder) => storage.list(folder)))).flat();
  const urls = await Promise.all(objects.map((object) => storage.downloadUrl(object.path)));
  // An object deleted since the listing has no URL any more: it is left out.
  const files = objects.flatMap((object, index) => {
    const url = urls[index];
    return url ? [{ ...object, url }] : [];
  });
  const usages = await imageUsages(services, files);
  return newestFirst(
    files.map(({ path, url, size, contentType, createdAt }) => ({
      path,
      url,
      // Firebase makes no thumbnails: lists show the image itself.
      thumbnailUrl: url,
      size,
      contentType,
      createdAt,
      usedBy: usages.get(path) ?? [],
    })),
  );
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
      const url = await storage.downloadUrl(path);
      const usedBy = (await imageUsages(services, [{ path, url }])).get(path);
      if (usedBy) throw new BackendError('conflict', fileInUseMessage(usedBy));
      if (!(await storage.remove(path))) throw notFound(THIS_FILE);
    },

    async list() {
      await requireAdmin(services);
      return listStoredFiles(services);
    },

    /**
     * Storage has no transactions: each unused file is deleted on its own, and one that another
     * admin deleted meanwhile is not counted.
     */
    async removeUnused() {
      await requireAdmin(services);
      const unused = (await listStoredFiles(services)).filter((file) => !file.usedBy.length);
      const storage = await services.storage();
      const removed = await Promise.all(unused.map((file) => storage.remove(file.path)));
      return removed.filter(Boolean).length;
    },
  };
}
