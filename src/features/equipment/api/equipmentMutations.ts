import { mutationOptions } from '@tanstack/react-query';
import type { Backend } from '../../../backend';
import type { EquipmentImageMatch, EquipmentItem } from '../../../domain/equipment';
import { editMutations } from '../../../data/editMutations';
import { equipmentKeys } from '../../../data/equipmentQuery';
import { uploadItemImages } from './uploadItemImages';

export interface ItemImagesRequest {
  matches: readonly EquipmentImageMatch<File, EquipmentItem>[];
  onProgress: (file: string, percent: number) => void;
}

/** The admin's equipment writes; each refetches the list and the item pages once it is done. */
export function equipmentMutations(backend: Backend) {
  return {
    ...editMutations(backend.equipment, equipmentKeys.all),
    /** New images for several items (uploadItemImages); the list is read again once all are done. */
    replaceImages: mutationOptions({
      mutationFn: ({ matches, onProgress }: ItemImagesRequest) =>
        uploadItemImages(backend, matches, onProgress),
      meta: { invalidates: [equipmentKeys.all] },
    }),
  };
}
