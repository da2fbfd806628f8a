import { mutationOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useBackend, type Backend } from '../../../backend';
import { ACTIVITY_PAGE, type ActivityEntry, type TrashCollection } from '../../../domain/history';
import {
  fresh,
  historyKeys,
  historyQueries,
  restoreInvalidates,
} from '../../../data/history/historyQueries';
import { queryKeyRoot } from '../../../data/queryKeyRoots';

export const trashQueries = { list: historyQueries.trash };

export function useTrash() {
  return useQuery(trashQueries.list(useBackend()));
}

/** Who changed what, newest first, a page at a time. */
export function useActivity() {
  const backend = useBackend();
  return useInfiniteQuery({
    queryKey: historyKeys.activity(),
    queryFn: ({ pageParam }) => backend.history.activity(pageParam),
    initialPageParam: undefined as ActivityEntry | undefined,
    getNextPageParam: (page) => (page.length === ACTIVITY_PAGE ? page.at(-1) : undefined),
    ...fresh,
  });
}

export interface TrashedItem {
  collection: TrashCollection;
  itemId: string;
}

export const trashMutations = (backend: Backend) => ({
  restoreFromTrash: mutationOptions({
    mutationFn: ({ collection, itemId }: TrashedItem) =>
      backend.history.restoreFromTrash(collection, itemId),
    meta: restoreInvalidates,
  }),
  purge: mutationOptions({
    mutationFn: ({ collection, itemId }: TrashedItem) => backend.history.purge(collection, itemId),
    // A purge deletes the files only the item showed: the media library lists them.
    meta: { invalidates: [historyKeys.all, queryKeyRoot('files')] },
  }),
});
