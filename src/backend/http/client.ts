import {
  BackendError,
  codeForHttpStatus,
  isBackendErrorCode,
  type BackendErrorCode,
  type FieldErrors,
} from '../../domain/errors';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export const UNAVAILABLE_MESSAGE = 'Cannot reach the server. Check your connection and try again.';

const FALLBACK_MESSAGES: Record<BackendErrorCode, string> = {
  invalid: 'The request was not accepted. Check your input and try again.',
  unauthenticated: 'Sign in as an admin to do this.',
  forbidden: 'Only admins may do this.',
  'not-found': 'This item was not found.',
  conflict: 'Someone else changed this since you opened it. Reload and try again.',
  'too-large': 'The file is too large.',
  'rate-limited': 'Too many attempts. Wait a moment and try again.',
  unavailable: 'The server is unavailable right now. Please try again later.',
};

function readFieldErrors(value: unknown): FieldErrors {
  if (value === null || typeof value !== 'object') return {};
  const result: FieldErrors = {};
  for (const [field, message] of Object.entries(value)) {
    if (typeof message === 'string') result[field] = message;
  }
  return result;
}

/** Turns a failed reply (status + raw body text) into the typed error every screen understands. */
export function errorFromResponse(status: number, bodyText: string): BackendError {
  let body: unknown = null;
  try {
    body = JSON.parse(bodyText);
  } catch {
    // Not JSON: the status alone decides below.
  }
  const error =
    body !== null && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  // Used when a reply carries no error body we understand (a proxy's HTML page, say).
  const fromStatus = codeForHttpStatus(status);
  if (error === null || typeof error !== 'object') {
    return new BackendError(fromStatus, FALLBACK_MESSAGES[fromStatus]);
  }
  const { code, message, fieldErrors } = error as Record<string, unknown>;
  const known = isBackendErrorCode(code) ? code : fromStatus;
  const text = typeof message === 'string' && message ? message : FALLBACK_MESSAGES[known];
  return new BackendError(known, text, readFieldErrors(fieldErrors));
}

export interface RequestOptions {
  body?: unknown;
  /** A 401 here means "wrong credentials", not "session expired" (sign-in itself). */
  expectsUnauthenticated?: boolean;
}

export interface HttpClient {
  /** Absolute or root-relative URL of an API path such as `api/heroes`. */
  url(path: string): string;
  /** Sends JSON (when a body is given) and resolves with the decoded JSON reply (undefined on 204). */
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  readonly fetch: FetchLike;
  /** Reports a 401 that was not expected, so auth can notice the session has ended. */
  reportUnauthenticated(): void;
  onUnauthenticated(handler: () => void): void;
}

export function createHttpClient(baseUrl: string, fetchImpl: FetchLike): HttpClient {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  let unauthenticatedHandler: () => void = () => {};

  const client: HttpClient = {
    url: (path) => `${base}${path}`,
    fetch: fetchImpl,
    reportUnauthenticated: () => unauthenticatedHandler(),
    onUnauthenticated(handler) {
      unauthenticatedHandler = handler;
    },
    async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
      const headers: Record<string, string> = { Accept: 'application/json' };
      const init: RequestInit = { method, headers, credentials: 'same-origin' };
      if (options.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(options.body);
      }
      let response: Response;
      try {
        response = await fetchImpl(client.url(path), init);
      } catch {
        throw new BackendError('unavailable', UNAVAILABLE_MESSAGE);
      }
      const text = await response.text().catch(() => '');
      if (!response.ok) {
        if (response.status === 401 && !options.expectsUnauthenticated) {
          client.reportUnauthenticated();
        }
        throw errorFromResponse(response.status, text);
      }
      if (!text) return undefined as T;
      try {
        return JSON.parse(text) as T;
      } catch {
        throw new BackendError('unavailable', FALLBACK_MESSAGES.unavailable);
      }
    },
  };
  return client;
}
