import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '../../../backend';
import type { GuildLevelEntry } from '../../../domain/guildTable';
import { settingsKeys } from './settingsQueries';

interface SaveGuildTable {
  levels: GuildLevelEntry[];
  /** The version the editor was opened on: a stale one is refused as a conflict. */
  baseVersion: number;
}

export function useSaveGuildTable() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ levels, baseVersion }: SaveGuildTable) =>
      backend.settings.saveGuildTable(levels, baseVersion),
    // The calculator's result uses the saved table at once, before the refetch confirms it.
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.guildTable(), saved),
    meta: { invalidates: [settingsKeys.all] },
  });
}
