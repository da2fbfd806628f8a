/**
 * Everything that needs the Storage SDK, loaded with `import()` by services.ts on the first
 * upload, image check, listing or delete.
 */
import type { FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getDownloadURL,
  getMetadata,
  getStorage,
  listAll,
  ref,
  uploadBytesResumable,
} from 'firebase/storage';
import type { FirebaseEmulators } from './emulators';
import { CANCELLED_MESSAGE, firebaseCodeOf, toBackendError } from './errors';
import { BackendError } from '../../domain/errors';

/** Stored paths never change content (every upload gets a new name), so caches may keep them. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const THIS_FILE = 'This file';
/** Storage calls run after the admin check, so a refusal means the rules said no to this user. */
const CONTEXT = { subject: THIS_FILE, signedIn: true };

export interface UploadRequest {
  path: string;
  data: Blob;
  contentType: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** An object of the bucket as a listing shows it (never its bytes). */
export interface StoredObject {
  path: string;
  size: number;
  contentType: string;
  /** ISO date-time of the upload. */
  createdAt: string;
}

export interface StorageKit {
  /** The download URL of an existing object, or null when there is none. */
  downloadUrl(path: string): Promise<string | null>;
  /** Deletes an object; false when there was none. */
  remove(path: string): Promise<boolean>;
  /** Uploads and resolves with the object's download URL. */
  upload(request: UploadRequest): Promise<string>;
  /** Every object directly inside `folder` (an upload folder), in no particular order. */
  list(folder: string): Promise<StoredObject[]>;
  /**
   * The path of an object in this bucket from its download URL, or null for any other URL. The
   * upstream site stored only the URL of a hero's image.
   */
  pathOfUrl(url: string): string | null;
}

const isMissing = (error: unknown) => firebaseCodeOf(error) === 'storage/object-not-found';

export function createStorageKit(
  app: FirebaseApp,
  emulators: FirebaseEmulators | null,
): StorageKit {
  const storage = getStorage(app);
  if (emulators) connectStorageEmulator(storage, emulators.host, emulators.storagePort);

  const bucket = ref(storage).bucket;

  return {
    pathOfUrl(url) {
      // ref() reads anything else as a path in this bucket.
      if (!/^(?:https?|gs):\/\//i.test(url)) return null;
      try {
        const object = ref(storage, url);
        return object.bucket === bucket && object.fullPath ? object.fullPath : null;
      } catch {
        // Not a Storage URL at all.
        return null;
      }
    },

    async downloadUrl(path) {
      try {
        return await getDownloadURL(ref(storage, path));
      } catch (error) {
        if (isMissing(error)) return null;
        throw toBackendError(error, CONTEXT);
      }
    },

    async remove(path) {
      try {
        await deleteObject(ref(storage, path));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw toBackendError(error, CONTEXT);
      }
    },

    async list(folder) {
      try {
        // listAll pages through the folder itself; each object's size, type and date is one more
        // request (Storage lists names only).
        const { items } = await listAll(ref(storage, folder));
        const objects = await Promise.all(
          items.map(async (item): Promise<StoredObject | null> => {
            const metadata = await getMetadata(item).catch((error: unknown) => {
              // Deleted since it was listed: left out.
              if (isMissing(error)) return null;
              throw error;
            });
            return (
              metadata && {
                path: item.fullPath,
                size: metadata.size,
                contentType: metadata.contentType ?? '',
                createdAt: new Date(metadata.timeCreated).toISOString(),
              }
            );
          }),
        );
        return objects.filter((object) => object !== null);
      } catch (error) {
        throw toBackendError(error, CONTEXT);
      }
    },

    upload({ path, data, contentType, onProgress, signal }) {
      return new Promise((resolve, reject) => {
        if (signal?.aborted) {
          reject(new BackendError('unavailable', CANCELLED_MESSAGE));
          return;
        }
        const task = uploadBytesResumable(ref(storage, path), data, {
          contentType,
          cacheControl: IMMUTABLE_CACHE_CONTROL,
        });
        const cancel = () => task.cancel();
        signal?.addEventListener('abort', cancel, { once: true });
        const settle = () => signal?.removeEventListener('abort', cancel);
        task.on(
          'state_changed',
          (snapshot) => {
            if (snapshot.totalBytes > 0) {
              onProgress?.(Math.round((snapshot.bytesTransferred / snapshot.totalBytes) * 100));
            }
          },
          (error) => {
            settle();
            reject(toBackendError(error, CONTEXT));
          },
          () => {
            settle();
            getDownloadURL(task.snapshot.ref).then(resolve, (error: unknown) =>
              reject(toBackendError(error, CONTEXT)),
            );
          },
        );
      });
    },
  };
}
