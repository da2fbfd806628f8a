import type { FilesApi, UploadOptions } from '../contract';
import type { StoredFile } from '../../domain/files';
import type { StoredFileInfo } from '../../domain/fileUsage';
import { BackendError } from '../../domain/errors';
import { UNAVAILABLE_MESSAGE, errorFromResponse, type HttpClient } from './client';

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

function parseStoredFile(text: string): StoredFile {
  try {
    return JSON.parse(text) as StoredFile;
  } catch {
    throw new BackendError('unavailable', 'The server sent an unreadable reply. Please try again.');
  }
}

/** XMLHttpRequest is the one browser API that reports upload progress. */
function uploadWithXhr(
  client: HttpClient,
  url: string,
  file: File,
  options: UploadOptions,
): Promise<StoredFile> {
  return new Promise((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const finish = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      finish();
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(parseStoredFile(xhr.responseText));
        } catch (error) {
          reject(error);
        }
        return;
      }
      if (xhr.status === 401) client.reportUnauthenticated();
      reject(errorFromResponse(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => {
      finish();
      reject(new BackendError('unavailable', UNAVAILABLE_MESSAGE));
    };
    xhr.onabort = () => {
      finish();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbortSignal);
    xhr.send(file);
  });
}

/** Where XMLHttpRequest is missing (Node, or a caller-supplied fetch): no progress until the end. */
async function uploadWithFetch(
  client: HttpClient,
  url: string,
  file: File,
  options: UploadOptions,
): Promise<StoredFile> {
  let response: Response;
  try {
    response = await client.fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': file.type || 'application/octet-stream',
        Accept: 'application/json',
      },
      body: file,
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (options.signal?.aborted) throw abortError();
    throw error instanceof BackendError
      ? error
      : new BackendError('unavailable', UNAVAILABLE_MESSAGE);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    if (response.status === 401) client.reportUnauthenticated();
    throw errorFromResponse(response.status, text);
  }
  const stored = parseStoredFile(text);
  options.onProgress?.(100);
  return stored;
}

export function createHttpFiles(client: HttpClient, preferXhr: boolean): FilesApi {
  return {
    upload(file, options) {
      const query = new URLSearchParams({ folder: options.folder, name: file.name });
      const url = client.url(`api/files?${query.toString()}`);
      return preferXhr && typeof XMLHttpRequest !== 'undefined'
        ? uploadWithXhr(client, url, file, options)
        : uploadWithFetch(client, url, file, options);
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
