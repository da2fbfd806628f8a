import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Backend } from '../../backend';
import { useBackend } from '../../backend';

export const GUILD_TABLE_KEY = ['settings', 'guild-table'] as const;

export const guildTableQuery = (backend: Backend) =>
  queryOptions({ queryKey: GUILD_TABLE_KEY, queryFn: () => backend.settings.getGuildTable() });

export function useGuildTable() {
  return useQuery(guildTableQuery(useBackend()));
}
