import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBackend, type Backend } from '../../../backend';

export const backupKeys = {
  all: ['backups'] as const,
  list: () => [...backupKeys.all, 'list'] as const,
};

export const backupQueries = {
  /** The backups in the server's backup folder, newest first. */
  list: (backend: Backend) =>
    queryOptions({ queryKey: backupKeys.list(), queryFn: () => backend.backups.list() }),
};

export function useBackupList() {
  return useQuery(backupQueries.list(useBackend()));
}
