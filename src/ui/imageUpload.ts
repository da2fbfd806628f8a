import type { FilesApi } from '../backend/contract';
import type { StoredFile, UploadFolder } from '../domain/files';
import { errorMessage } from '../domain/errors';

export const UPLOAD_FAILED = 'Upload failed. Please try again.';
export const NO_IMAGE_URL = 'Failed to get image URL. Please try again.';
export const UPLOAD_NOT_STARTED = 'Failed to start upload. Please try again.';
export const NOT_AN_IMAGE =
  'Only image files can be used (PNG, JPEG, WebP, GIF or AVIF). Please choose an image.';

/** An upload that did not give us a stored image; the message is the documented text (+ reason). */
export class UploadError extends Error {}

/** What the picker lets through; the backend checks the bytes (docs/product.md#uploads). */
export const isImageFile = (file: File) => file.type.startsWith('image/');

/**
 * Uploads an image a record shows (a hero's, an equipment item's) into its folder, turning each
 * way it can fail into its documented text.
 */
export async function uploadImage(
  files: FilesApi,
  file: File,
  folder: UploadFolder,
  onProgress: (percent: number) => void,
): Promise<StoredFile> {
  if (!isImageFile(file)) throw new UploadError(NOT_AN_IMAGE);
  let pending: Promise<StoredFile>;
  try {
    pending = files.upload(file, { folder, onProgress });
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

interface SaveWithImageOptions<Saved> {
  files: FilesApi;
  folder: UploadFolder;
  /** A newly chosen image, or null to keep the current one. */
  file: File | null;
  currentImagePath: string;
  onProgress: (percent: number) => void;
  /** The record's write for a given image path (create or update). */
  write: (imagePath: string) => Promise<Saved>;
  /** The documented text for a failed write, e.g. 'Failed to update hero'. */
  failureText: string;
}

/**
 * The image goes up first and the record is written only once it is stored; if the write then
 * fails, the uploaded file is removed again so no orphan is left behind. A failure is thrown as an
 * Error whose message the admin should read; a refused write is its `cause`.
 */
export async function saveWithImage<Saved>({
  files,
  folder,
  file,
  currentImagePath,
  onProgress,
  write,
  failureText,
}: SaveWithImageOptions<Saved>): Promise<Saved> {
  let uploadedPath: string | null = null;
  if (file) {
    try {
      uploadedPath = (await uploadImage(files, file, folder, onProgress)).path;
    } catch (error) {
      throw new Error(error instanceof UploadError ? error.message : errorMessage(error));
    }
  }
  try {
    return await write(uploadedPath ?? currentImagePath);
  } catch (error) {
    let message = `${failureText}: ${errorMessage(error)}`;
    if (uploadedPath) {
      try {
        await files.remove(uploadedPath);
      } catch (cleanup) {
        message += ` The uploaded image could not be removed either: ${errorMessage(cleanup)}`;
      }
    }
    throw new Error(message, { cause: error });
  }
}
