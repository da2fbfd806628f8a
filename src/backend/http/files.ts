import type { FilesApi } from '../contract';
import type { StoredFile } from '../../domain/files';
import type { StoredFileInfo } from '../../domain/fileUsage';
import type { HttpClient } from './client';
import { parseReply, postFile } from './postFile';

export function createHttpFiles(client: HttpClient, preferXhr: boolean): FilesApi {
  return {
    async upload(file, options) {
      const query = new URLSearchParams({ folder: options.folder, name: file.name });
      const text = await postFile(client, client.url(`api/files?${query.toString()}`), file, {
        contentType: file.type || 'application/octet-stream',
        onProgress: options.onProgress,
        signal: options.signal,
        preferXhr,
      });
      return parseReply<StoredFile>(text);
    },
    remove(path) {
      const encoded = path.split('/').map(encodeURIComponent).join('/');
      return client.request<void>('DELETE', `api/files/${encoded}`);
    },
    list: () => client.request<StoredFileInfo[]>('GET', 'api/files'),
    async removeUnused() {
      const { deleted } = await client.request<{ deleted: number }>(
        'POST',
        'api/files/delete-unused',
      );
      return deleted;
    },
  };
}
