import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useBackend, type Backend } from '../../../backend';
import { queryKeyRoot } from '../../../data/queryKeyRoots';

export const fileKeys = {
  all: queryKeyRoot('files'),
  list: () => [...fileKeys.all, 'list'] as const,
};

export const fileQueries = {
  /** Every stored file with where it is used (admins only). */
  list: (backend: Backend) =>
    queryOptions({ queryKey: fileKeys.list(), queryFn: () => backend.files.list() }),
};

/**
 * The media library's deletes. Each refetches the list, also after a failure: a refusal means
 * someone started using the file meanwhile, and the list should say so.
 */
export const fileMutations = (backend: Backend) => {
  const meta = { invalidates: [fileKeys.all], invalidatesOnError: true };
  return {
    remove: mutationOptions({ mutationFn: (path: string) => backend.files.remove(path), meta }),
    removeUnused: mutationOptions({ mutationFn: () => backend.files.removeUnused(), meta }),
  };
};

export function useStoredFiles() {
  return useQuery(fileQueries.list(useBackend()));
}

export function useFileMutations() {
  const mutations = fileMutations(useBackend());
  return {
    remove: useMutation(mutations.remove),
    removeUnused: useMutation(mutations.removeUnused),
  };
}
