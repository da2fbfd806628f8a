import type { BackupApi } from '../contract';
import type { BackupFileInfo, BackupListEntry, RestoreStatus } from '../../domain/backups';
import { BackendError } from '../../domain/errors';
import { UNAVAILABLE_MESSAGE, errorFromResponse, type HttpClient } from './client';
import { parseReply, postFile } from './postFile';

/** How often a running restore is asked how far it is. */
const POLL_EVERY_MS = 500;

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });

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
      // The server checked the file and answered 202: the restore runs, and is followed by id.
      let status = parseReply<RestoreStatus>(text);
      while (status.phase !== 'done' && status.phase !== 'failed') {
        options.onStatus?.(status);
        await pause(POLL_EVERY_MS, options.signal);
        status = await client.request<RestoreStatus>(
          'GET',
          `api/backup/restore/${encodeURIComponent(status.id)}`,
        );
      }
      if (status.phase === 'failed' || !status.report) {
        throw new BackendError('invalid', status.error ?? 'The restore failed.');
      }
      const { report } = status;
      // Every session ended with the restore: auth hears that this one has too.
      client.reportUnauthenticated();
      return report;
    },
  };
}
