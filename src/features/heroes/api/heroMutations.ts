import { mutationOptions } from '@tanstack/react-query';
import type { Backend } from '../../../backend';
import type { ImportImages } from '../../../backend/contract';
import { editMutations } from '../../../data/editMutations';
import { heroKeys } from './heroQueries';

export interface ImportRequest {
  data: unknown;
  images: ImportImages;
}

/** The admin's hero writes; each refetches every hero query once it succeeds. */
export function heroMutations(backend: Backend) {
  return {
    ...editMutations(backend.heroes, heroKeys.all),
    /** What an import would do: writes nothing, so nothing is refetched. */
    previewImport: mutationOptions({
      mutationFn: ({ data, imageFiles }: { data: unknown; imageFiles: string[] }) =>
        backend.heroes.previewImport(data, imageFiles),
    }),
    /** One request for the whole decoded file; the backend applies the import rules. */
    importMany: mutationOptions({
      mutationFn: ({ data, images }: ImportRequest) => backend.heroes.importMany(data, images),
      meta: { invalidates: [heroKeys.all] },
    }),
  };
}
