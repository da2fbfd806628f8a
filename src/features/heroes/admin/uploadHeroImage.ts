import type { FilesApi } from '../../../backend/contract';
import type { StoredFile } from '../../../domain/files';
import { errorMessage } from '../../../domain/errors';

export const UPLOAD_FAILED = 'Upload failed. Please try again.';
export const NO_IMAGE_URL = 'Failed to get image URL. Please try again.';
export const UPLOAD_NOT_STARTED = 'Failed to start upload. Please try again.';
export const NOT_AN_IMAGE =
  'Only image files can be used (PNG, JPEG, WebP, GIF or AVIF). Please choose an image.';

/** An upload that did not give us a stored image; the message is the documented text (+ reason). */
export class UploadError extends Error {}

export const isImageFile = (file: File) => file.type.startsWith('image/');

/** Uploads a hero image into `heroes/`, turning each way it can fail into its documented text. */
export async function uploadHeroImage(
  files: FilesApi,
  file: File,
  onProgress: (percent: number) => void,
): Promise<StoredFile> {
  if (!isImageFile(file)) throw new UploadError(NOT_AN_IMAGE);
  let pending: Promise<StoredFile>;
  try {
    pending = files.upload(file, { folder: 'heroes', onProgress });
  } catch {
    throw new UploadError(UPLOAD_NOT_STARTED);
  }
  let stored: StoredFile;
  try {
    stored = await pending;
  } catch (error) {
    throw new UploadError(`${UPLOAD_FAILED} ${errorMessage(error)}`);
  }
  if (!stored || typeof stored.path !== 'string' || !stored.path || !stored.url) {
    throw new UploadError(NO_IMAGE_URL);
  }
  return stored;
}
