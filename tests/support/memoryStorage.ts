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
  objects: Map<string, { data: Blob; contentType: string }>;
}

export function memoryBucket(origin: string, bucket: string): MemoryBucket {
  const objects = new Map<string, { data: Blob; contentType: string }>();
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
      objects.set(path, { data, contentType });
      onProgress?.(100);
      return urlOf(path);
    },
    pathOfUrl(url) {
      if (!url.startsWith(prefix)) return null;
      const encoded = url.slice(prefix.length).split('?')[0] ?? '';
      return encoded ? decodeURIComponent(encoded) : null;
    },
  };
  return { kit, objects };
}
