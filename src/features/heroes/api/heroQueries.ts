import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBackend, type ReadBackend } from '../../../backend';
import { HERO_LIST_KEY, heroListQuery } from '../../../data/heroListQuery';
import { queryKeyRoot } from '../../../data/queryKeyRoots';
import { retryUnlessNotFound } from '../../../data/retryUnlessNotFound';

/** Every hero query lives under `all`, so one invalidation refreshes lists and hero pages. */
export const heroKeys = {
  all: queryKeyRoot('heroes'),
  list: () => HERO_LIST_KEY,
  detail: (id: string) => [...heroKeys.all, 'detail', id] as const,
};

export const heroQueries = {
  list: heroListQuery,
  detail: (backend: ReadBackend, id: string) =>
    queryOptions({
      queryKey: heroKeys.detail(id),
      queryFn: () => backend.heroes.get(id),
      retry: retryUnlessNotFound,
      // A missing record the server already reported (a server-rendered 404) is not asked for
      // again on arrival: the not-found message stays, with no spinner in between.
      retryOnMount: false,
    }),
};

export function useHeroes() {
  return useQuery(heroQueries.list(useBackend()));
}

export function useHero(id: string) {
  return useQuery(heroQueries.detail(useBackend(), id));
}
