import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBackend, type ReadBackend } from '../backend';
import { queryKeyRoot } from './queryKeyRoots';
import { retryUnlessNotFound } from './retryUnlessNotFound';

/**
 * Every team query lives under `all`, so one invalidation refreshes the list and each team's page.
 * Here rather than in the teams feature because the hero page lists the hero's teams too.
 */
export const teamKeys = {
  all: queryKeyRoot('teams'),
  list: () => [...teamKeys.all, 'list'] as const,
  detail: (id: string) => [...teamKeys.all, 'detail', id] as const,
};

export const teamQueries = {
  list: (backend: ReadBackend) =>
    queryOptions({ queryKey: teamKeys.list(), queryFn: () => backend.teams.list() }),
  detail: (backend: ReadBackend, id: string) =>
    queryOptions({
      queryKey: teamKeys.detail(id),
      queryFn: () => backend.teams.get(id),
      retry: retryUnlessNotFound,
      // A missing team the server already reported (a server-rendered 404) is not asked for again
      // on arrival: the not-found message stays, with no spinner in between.
      retryOnMount: false,
    }),
};

export function useTeams() {
  return useQuery(teamQueries.list(useBackend()));
}

export function useTeam(id: string) {
  return useQuery(teamQueries.detail(useBackend(), id));
}
