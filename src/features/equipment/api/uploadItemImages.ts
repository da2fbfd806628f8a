import type { Backend } from '../../../backend';
import {
  EQUIPMENT_IMAGE_FOLDER,
  equipmentInputOf,
  type EquipmentImageMatch,
  type EquipmentItem,
} from '../../../domain/equipment';
import { errorMessage } from '../../../domain/errors';
import { saveWithImage } from '../../../ui/imageUpload';

export interface ItemImagesResult {
  /** How many items got their new image. */
  updated: number;
  /** Why each of the others did not, one line each, naming the file. */
  failures: string[];
}

/**
 * Gives each matched item its file, one after another: the file is uploaded (checked by its bytes
 * as every upload), then the item saved with its new image on the version the preview showed, and
 * the upload removed again if that save is refused. A failure stops only its own item.
 */
export async function uploadItemImages(
  backend: Pick<Backend, 'files' | 'equipment'>,
  matches: readonly EquipmentImageMatch<File, EquipmentItem>[],
  onProgress: (file: string, percent: number) => void,
): Promise<ItemImagesResult> {
  const result: ItemImagesResult = { updated: 0, failures: [] };
  for (const { file, item } of matches) {
    onProgress(file.name, 0);
    try {
      await saveWithImage({
        files: backend.files,
        folder: EQUIPMENT_IMAGE_FOLDER,
        file,
        currentImagePath: item.imagePath,
        onProgress: (percent) => onProgress(file.name, percent),
        failureText: `Failed to update ${item.name}`,
        write: (imagePath) =>
          backend.equipment.update(item.id, { ...equipmentInputOf(item), imagePath }, item.version),
      });
      result.updated += 1;
    } catch (error) {
      result.failures.push(`${file.name}: ${errorMessage(error)}`);
    }
  }
  return result;
}
