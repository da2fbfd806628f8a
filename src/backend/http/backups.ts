import type { BackupApi } from '../contract';
import type { BackupFileInfo, BackupListEntry, RestoreReport } from '../../domain/backups';
import { BackendError } from '../../domain/errors';
import { UNAVAILABLE_MESSAGE, errorFromResponse, type HttpClient } from './client';
import { parseReply, postFile } from './postFile';

/** Backups on our server (docs/http-api.md): links for downloads, the restore with progress. */
export function createHttpBackups(
  client: HttpClient,
  preferXhr: boolean,
): Omit<BackupApi, 'downloadUrl'> {
  return {
    async download() {
      let response: Response;
      try {
        response = await client.fetch(client.url('api/backup'), { credentials: 'same-origin' });
      } catch {
        throw new BackendError('unavailable', UNAVAILABLE_MESSAGE);
      }
      if (!response.ok) {
        if (response.status === 401) client.reportUnauthenticated();
        throw errorFromResponse(response.status, await response.text().catch(() => ''));
      }
      return response.blob();
    },

    async list() {
      const files = await client.request<BackupFileInfo[]>('GET', 'api/backup/list');
      return files.map((file): BackupListEntry => ({
        ...file,
        url: client.url(`api/backup/files/${encodeURIComponent(file.name)}`),
      }));
    },

    async restore(file, options = {}) {
      const text = await postFile(client, client.url('api/backup/restore'), file, {
        contentType: 'application/gzip',
        onProgress: options.onProgress,
        signal: options.signal,
        preferXhr,
      });
      const report = parseReply<RestoreReport>(text);
      // Every session ended with the restore: auth hears that this one has too.
      client.reportUnauthenticated();
      return report;
    },
  };
}
