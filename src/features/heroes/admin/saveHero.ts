import type { FilesApi } from '../../../backend/contract';
import type { Hero } from '../../../domain/hero';
import { saveWithImage } from '../../../ui/imageUpload';

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
 * fails, the uploaded file is removed again (saveWithImage).
 */
export const saveHero = (options: SaveHeroOptions): Promise<Hero> =>
  saveWithImage({ ...options, folder: 'heroes' });
