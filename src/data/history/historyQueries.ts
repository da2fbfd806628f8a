import { mutationOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { useBackend, type Backend } from '../../backend';
import type { HistoryCollection } from '../../domain/history';
import { CONTENT_COLLECTIONS } from '../../domain/kinds';
import { queryKeyRoot } from '../queryKeyRoots';

export const historyKeys = {
  all: queryKeyRoot('history'),
  item: (collection: HistoryCollection, itemId: string) =>
    [...historyKeys.all, 'item', collection, itemId] as const,
  activity: () => [...historyKeys.all, 'activity'] as const,
  trash: () => [...historyKeys.all, 'trash'] as const,
  /** Under the trash's key, so whatever refreshes the trash refreshes this list too. */
  trashListed: () => [...historyKeys.trash(), 'listed'] as const,
};

/** History changes with every save: an admin page always asks again when it opens. */
export const fresh = { staleTime: 0, refetchOnMount: 'always' } as const;

/** A restore can change any collection's pages: refresh them all, they are cheap. */
export const restoreInvalidates = {
  invalidates: [historyKeys.all, ...CONTENT_COLLECTIONS.map(queryKeyRoot)],
};

export const historyQueries = {
  versions: (backend: Backend, collection: HistoryCollection, itemId: string) =>
    queryOptions({
      queryKey: historyKeys.item(collection, itemId),
      queryFn: () => backend.history.versions(collection, itemId),
      ...fresh,
    }),
  /** What is in the trash, the ones due purged first: the trash page only. */
  trash: (backend: Backend) =>
    queryOptions({
      queryKey: historyKeys.trash(),
      queryFn: () => backend.history.trash(),
      ...fresh,
    }),
  /**
   * What is in the trash, purging nothing: the team pages that tell a hero deleted for good. Only
   * opening the trash purges (docs/product.md#history-and-trash).
   */
  trashListed: (backend: Backend) =>
    queryOptions({
      queryKey: historyKeys.trashListed(),
      queryFn: () => backend.history.listTrash(),
      ...fresh,
    }),
};

export function useVersions(collection: HistoryCollection, itemId: string) {
  return useQuery(historyQueries.versions(useBackend(), collection, itemId));
}

export interface VersionRestore {
  collection: HistoryCollection;
  itemId: string;
  revisionId: string;
  baseVersion: number;
}

export const versionMutations = (backend: Backend) => ({
  restoreVersion: mutationOptions({
    mutationFn: ({ collection, itemId, revisionId, baseVersion }: VersionRestore) =>
      backend.history.restoreVersion(collection, itemId, revisionId, baseVersion),
    meta: restoreInvalidates,
  }),
});
