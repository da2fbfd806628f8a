import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBackend, type ReadBackend } from '../../../backend';
import { queryKeyRoot } from '../../../data/queryKeyRoots';

export const settingsKeys = {
  all: queryKeyRoot('settings'),
  guildTable: () => [...settingsKeys.all, 'guild-table'] as const,
};

export const settingsQueries = {
  /** The points each guild level needs, as the calculator and its editor use them. */
  guildTable: (backend: ReadBackend) =>
    queryOptions({
      queryKey: settingsKeys.guildTable(),
      queryFn: () => backend.settings.getGuildTable(),
    }),
};

export function useGuildTable() {
  return useQuery(settingsQueries.guildTable(useBackend()));
}
