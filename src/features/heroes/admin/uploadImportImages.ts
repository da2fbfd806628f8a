import type { FilesApi, ImportPreview } from '../../../backend/contract';
import { uploadHeroImage } from './uploadHeroImage';

/**
 * Uploads the picked images the preview matched to an entry, one after another through the hero
 * image upload (same checks, folder `heroes`); resolves with each file's name and stored path.
 * The first that fails stops the import with its upload error, before any hero is written.
 */
export async function uploadImportImages(
  files: FilesApi,
  picked: readonly File[],
  preview: ImportPreview,
  onProgress: (file: string, percent: number) => void,
): Promise<Record<string, string>> {
  const named = new Set(preview.matchedImages.map((match) => match.file.toLowerCase()));
  const stored: Record<string, string> = {};
  for (const file of picked) {
    if (!named.has(file.name.toLowerCase()) || file.name in stored) continue;
    onProgress(file.name, 0);
    const image = await uploadHeroImage(files, file, (percent) => onProgress(file.name, percent));
    stored[file.name] = image.path;
  }
  return stored;
}
