import {
  mutationOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type QueryKey,
} from '@tanstack/react-query';
import { useBackend, type Backend } from '../../../backend';
import {
  ACTIVITY_PAGE,
  type ActivityEntry,
  type HistoryCollection,
  type TrashCollection,
} from '../../../domain/history';

export const historyKeys = {
  all: ['history'] as const,
  item: (collection: HistoryCollection, itemId: string) =>
    [...historyKeys.all, 'item', collection, itemId] as const,
  activity: () => [...historyKeys.all, 'activity'] as const,
  trash: () => [...historyKeys.all, 'trash'] as const,
};

/** The query key of each collection's own pages, refreshed when history changes an item. */
const COLLECTION_KEYS: Record<HistoryCollection, QueryKey> = {
  heroes: ['heroes'],
  codes: ['codes'],
  guides: ['guides'],
  guildTable: ['settings'],
  media: ['media'],
  site: ['settings'],
};

/** History changes with every save: an admin page always asks again when it opens. */
const fresh = { staleTime: 0, refetchOnMount: 'always' } as const;

export const historyQueries = {
  versions: (backend: Backend, collection: HistoryCollection, itemId: string) =>
    queryOptions({
      queryKey: historyKeys.item(collection, itemId),
      queryFn: () => backend.history.versions(collection, itemId),
      ...fresh,
    }),
  trash: (backend: Backend) =>
    queryOptions({
      queryKey: historyKeys.trash(),
      queryFn: () => backend.history.trash(),
      ...fresh,
    }),
};

export function useVersions(collection: HistoryCollection, itemId: string) {
  return useQuery(historyQueries.versions(useBackend(), collection, itemId));
}

export function useTrash() {
  return useQuery(historyQueries.trash(useBackend()));
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

export interface VersionRestore {
  collection: HistoryCollection;
  itemId: string;
  revisionId: string;
  baseVersion: number;
}

/** A restore can change any collection's pages: refresh them all, they are cheap. */
const everything = { invalidates: [historyKeys.all, ...Object.values(COLLECTION_KEYS)] };

export interface TrashedItem {
  collection: TrashCollection;
  itemId: string;
}

export const historyMutations = (backend: Backend) => ({
  restoreVersion: mutationOptions({
    mutationFn: ({ collection, itemId, revisionId, baseVersion }: VersionRestore) =>
      backend.history.restoreVersion(collection, itemId, revisionId, baseVersion),
    meta: everything,
  }),
  restoreFromTrash: mutationOptions({
    mutationFn: ({ collection, itemId }: TrashedItem) =>
      backend.history.restoreFromTrash(collection, itemId),
    meta: everything,
  }),
  purge: mutationOptions({
    mutationFn: ({ collection, itemId }: TrashedItem) => backend.history.purge(collection, itemId),
    // A purge deletes the files only the item showed: the media library lists them.
    meta: { invalidates: [historyKeys.all, ['files']] },
  }),
});
