import { mutationOptions } from '@tanstack/react-query';
import type { Backend } from '../../../backend';
import { editMutations } from '../../../ui/editMutations';
import { heroKeys } from './heroQueries';

/** The admin's hero writes; each refetches every hero query once it succeeds. */
export function heroMutations(backend: Backend) {
  return {
    ...editMutations(backend.heroes, heroKeys.all),
    /** One request for the whole decoded file; the backend applies the import rules. */
    importMany: mutationOptions({
      mutationFn: (data: unknown) => backend.heroes.importMany(data),
      meta: { invalidates: [heroKeys.all] },
    }),
  };
}
