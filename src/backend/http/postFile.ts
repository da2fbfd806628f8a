import { BackendError } from '../../domain/errors';
import { UNAVAILABLE_MESSAGE, errorFromResponse, type HttpClient } from './client';

export interface PostFileOptions {
  /** The body's declared type (the server decides by the bytes anyway). */
  contentType: string;
  /** Called with 0..100 as bytes go out. */
  onProgress?: ((percent: number) => void) | undefined;
  signal?: AbortSignal | undefined;
  /** XMLHttpRequest where it exists (the one browser API that reports upload progress). */
  preferXhr: boolean;
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

/** JSON of a successful reply, or the typed error of an unreadable one. */
export function parseReply<T>(text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new BackendError('unavailable', 'The server sent an unreadable reply. Please try again.');
  }
}

function postWithXhr(
  client: HttpClient,
  url: string,
  body: Blob,
  options: PostFileOptions,
): Promise<string> {
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
    xhr.setRequestHeader('Content-Type', options.contentType);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      finish();
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(xhr.responseText);
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
    xhr.send(body);
  });
}

/** Where XMLHttpRequest is missing (Node, or a caller-supplied fetch): no progress until the end. */
async function postWithFetch(
  client: HttpClient,
  url: string,
  body: Blob,
  options: PostFileOptions,
): Promise<string> {
  let response: Response;
  try {
    response = await client.fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': options.contentType, Accept: 'application/json' },
      body,
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
  options.onProgress?.(100);
  return text;
}

/**
 * POSTs a file's raw bytes (uploads, backup restores) and resolves with the reply's text; a
 * refused file rejects with the server's BackendError, a cancelled one with an AbortError.
 */
export function postFile(
  client: HttpClient,
  url: string,
  body: Blob,
  options: PostFileOptions,
): Promise<string> {
  return options.preferXhr && typeof XMLHttpRequest !== 'undefined'
    ? postWithXhr(client, url, body, options)
    : postWithFetch(client, url, body, options);
}
