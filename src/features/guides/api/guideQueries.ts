import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBackend, type ReadBackend } from '../../../backend';
import { queryKeyRoot } from '../../../data/queryKeyRoots';
import { retryUnlessNotFound } from '../../../data/retryUnlessNotFound';

/** Every guide query lives under `all`, so one invalidation refreshes lists and guide pages. */
export const guideKeys = {
  all: queryKeyRoot('guides'),
  list: () => [...guideKeys.all, 'list'] as const,
  drafts: () => [...guideKeys.all, 'drafts'] as const,
  detail: (id: string) => [...guideKeys.all, 'detail', id] as const,
  editing: (id: string) => [...guideKeys.all, 'editing', id] as const,
};

export const guideQueries = {
  /** Every guide, newest first. */
  list: (backend: ReadBackend) =>
    queryOptions({ queryKey: guideKeys.list(), queryFn: () => backend.guides.list() }),
  /** The drafts, newest first: admins only. */
  drafts: (backend: ReadBackend) =>
    queryOptions({ queryKey: guideKeys.drafts(), queryFn: () => backend.guides.listDrafts() }),
  /** One guide for reading. */
  detail: (backend: ReadBackend, id: string) =>
    queryOptions({
      queryKey: guideKeys.detail(id),
      queryFn: () => backend.guides.get(id),
      retry: retryUnlessNotFound,
      // A missing record the server already reported (a server-rendered 404) is not asked for
      // again on arrival: the not-found message stays, with no spinner in between.
      retryOnMount: false,
    }),
  /**
   * The guide as the server has it now, read once per visit to the editor: its `version` is what
   * the update is based on, so a cached copy would risk a needless conflict, and a background
   * refetch must never replace what the admin is typing.
   */
  editing: (backend: ReadBackend, id: string) =>
    queryOptions({
      queryKey: guideKeys.editing(id),
      queryFn: () => backend.guides.get(id),
      staleTime: Infinity,
      gcTime: 0,
      refetchOnWindowFocus: false,
      retry: retryUnlessNotFound,
    }),
};

export function useGuides() {
  return useQuery(guideQueries.list(useBackend()));
}

export function useGuideDrafts() {
  return useQuery(guideQueries.drafts(useBackend()));
}

export function useGuide(id: string) {
  return useQuery(guideQueries.detail(useBackend(), id));
}

export function useGuideForEditing(id: string) {
  return useQuery(guideQueries.editing(useBackend(), id));
}
