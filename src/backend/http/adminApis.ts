/**
 * What only a signed-in admin calls, loaded on first use (src/backend/http/deferredApi.ts): their
 * account's sessions and password, uploads and the media library, history and the trash, backups.
 */
import type { BackupApi, FilesApi, HistoryApi } from '../contract';
import { createHttpAccount, type AccountApi } from './account';
import { createHttpBackups } from './backups';
import type { HttpClient } from './client';
import { createHttpFiles } from './files';
import { createHttpHistory } from './history';

export interface AdminApis {
  account: AccountApi;
  files: FilesApi;
  history: HistoryApi;
  backups: Omit<BackupApi, 'downloadUrl'>;
}

export function createAdminApis(client: HttpClient, preferXhr: boolean): AdminApis {
  return {
    account: createHttpAccount(client),
    files: createHttpFiles(client, preferXhr),
    history: createHttpHistory(client),
    backups: createHttpBackups(client, preferXhr),
  };
}
