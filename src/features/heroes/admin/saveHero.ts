import type { FilesApi } from '../../../backend/contract';
import { errorMessage } from '../../../domain/errors';
import type { Hero } from '../../../domain/hero';
import { UploadError, uploadHeroImage } from './uploadHeroImage';

interface SaveHeroOptions {
  files: FilesApi;
  /** A newly chosen image, or null to keep the current one. */
  file: File | null;
  currentImagePath: string;
  onProgress: (percent: number) => void;
  /** The hero write for a given image path (create or update). */
  write: (imagePath: string) => Promise<Hero>;
  /** The documented text for a failed write: 'Failed to add hero' or 'Failed to update hero'. */
  failureText: string;
}

/**
 * The image goes up first and the hero is written only once it is stored; if the write then
 * fails, the uploaded file is removed again so no orphan is left behind. A failure is thrown as an
 * Error whose message the admin should read; a refused write is its `cause`.
 */
export async function saveHero({
  files,
  file,
  currentImagePath,
  onProgress,
  write,
  failureText,
}: SaveHeroOptions): Promise<Hero> {
  let uploadedPath: string | null = null;
  if (file) {
    try {
      uploadedPath = (await uploadHeroImage(files, file, onProgress)).path;
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
