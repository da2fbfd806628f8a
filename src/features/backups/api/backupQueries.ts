import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBackend, type Backend } from '../../../backend';
import { useIsAdmin } from '../../../backend/useAuth';
import { queryKeyRoot } from '../../../data/queryKeyRoots';

export const backupKeys = {
  all: queryKeyRoot('backups'),
  list: () => [...backupKeys.all, 'list'] as const,
};

export const backupQueries = {
  /** The backups in the server's backup folder, newest first. */
  list: (backend: Backend) =>
    queryOptions({ queryKey: backupKeys.list(), queryFn: () => backend.backups.list() }),
};

/** Asked only while an admin is signed in: after a restore has ended the session it stays quiet. */
export function useBackupList() {
  return useQuery({ ...backupQueries.list(useBackend()), enabled: useIsAdmin() });
}
