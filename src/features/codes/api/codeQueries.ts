import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBackend, type ReadBackend } from '../../../backend';
import { queryKeyRoot } from '../../../data/queryKeyRoots';

export const codeKeys = {
  all: queryKeyRoot('codes'),
  list: () => [...codeKeys.all, 'list'] as const,
};

export const codeQueries = {
  /** Visitors get active codes only, admins all (the server decides; the page filters again). */
  list: (backend: ReadBackend) =>
    queryOptions({ queryKey: codeKeys.list(), queryFn: () => backend.codes.list() }),
};

export function useCodes() {
  return useQuery(codeQueries.list(useBackend()));
}
