/**
 * One in-memory Cloud Storage bucket, for the Firebase adapter on machines where the Storage
 * emulator cannot run (its rules runtime is a download). Every client of a harness shares it, as
 * browsers share a bucket. It keeps what Storage keeps (bytes, content type) and answers download
 * URLs in the emulator's form; the Storage rules are not involved (tests/firebase/storageRules*
 * check them as far as that can be done without the emulator).
 */
import type { StorageKit } from '../../src/backend/firebase';

export interface MemoryBucket {
  kit: StorageKit;
  /** The stored objects, by path. */
  objects: Map<string, MemoryObject>;
}

export interface MemoryObject {
  data: Blob;
  contentType: string;
  /** ISO date-time of the upload. */
  createdAt: string;
}

export function memoryBucket(origin: string, bucket: string): MemoryBucket {
  const objects = new Map<string, MemoryObject>();
  const prefix = `${origin}/v0/b/${bucket}/o/`;
  const urlOf = (path: string) => `${prefix}${encodeURIComponent(path)}?alt=media&token=memory`;
  const kit: StorageKit = {
    async downloadUrl(path) {
      return objects.has(path) ? urlOf(path) : null;
    },
    async remove(path) {
      return objects.delete(path);
    },
    async upload({ path, data, contentType, onProgress }) {
      objects.set(path, { data, contentType, createdAt: new Date().toISOString() });
      onProgress?.(100);
      return urlOf(path);
    },
    async list(folder) {
      const inFolder = `${folder}/`;
      return [...objects]
        .filter(([path]) => path.startsWith(inFolder) && !path.slice(inFolder.length).includes('/'))
        .map(([path, object]) => ({
          path,
          size: object.data.size,
          contentType: object.contentType,
          createdAt: object.createdAt,
        }));
    },
    pathOfUrl(url) {
      if (!url.startsWith(prefix)) return null;
      const encoded = url.slice(prefix.length).split('?')[0] ?? '';
      return encoded ? decodeURIComponent(encoded) : null;
    },
  };
  return { kit, objects };
}
