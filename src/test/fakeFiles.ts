import { vi } from 'vitest';
import type { Backend } from '../backend/contract';
import type { StoredFile } from '../domain/files';

/** A small PNG as a file picker hands it over. */
export const pngFile = (name = 'a.png') =>
  new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });

/** The file the storage keeps at `path`, with its address and its thumbnail's. */
export const storedFile = (path: string): StoredFile => ({
  path,
  url: `/files/${path}`,
  thumbnailUrl: `/files/${path}?thumb=1`,
  contentType: 'image/png',
  size: 3,
});

/**
 * Uploads into a fake backend that report half the bytes sent, then store `stored`; removing a
 * file succeeds.
 */
export function fakeUploads(backend: Backend, stored: StoredFile): void {
  backend.files.upload = vi.fn(async (_file, options) => {
    options.onProgress?.(50);
    return stored;
  });
  backend.files.remove = vi.fn(async () => undefined);
}
