/**
 * Typed errors shared by the SPA, the adapters and the server. Every adapter turns its own failures
 * into one of these so the UI can show a clear message without knowing which backend it runs on.
 */
export type BackendErrorCode =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'rate-limited'
  | 'unavailable';

export type FieldErrors = Record<string, string>;

/**
 * The HTTP status our server answers each code with; the HTTP client reads it back the other way
 * when a reply carries no error body it understands (a proxy's HTML page, say).
 */
export const HTTP_STATUS_BY_CODE: Readonly<Record<BackendErrorCode, number>> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'rate-limited': 429,
  unavailable: 503,
};

export function isBackendErrorCode(value: unknown): value is BackendErrorCode {
  return typeof value === 'string' && Object.hasOwn(HTTP_STATUS_BY_CODE, value);
}

/** The code for a bare status: its own code when it has one, else any other 4xx is `invalid`. */
export function codeForHttpStatus(status: number): BackendErrorCode {
  const codes = Object.keys(HTTP_STATUS_BY_CODE) as BackendErrorCode[];
  const exact = codes.find((code) => HTTP_STATUS_BY_CODE[code] === status);
  if (exact) return exact;
  return status >= 400 && status < 500 ? 'invalid' : 'unavailable';
}

/**
 * Marks every BackendError, whichever copy of this module made it: the server's page-rendering
 * bundle has its own copy, and the repositories it reads through throw the server's.
 */
const BACKEND_ERROR = Symbol.for('hero-guide.backend-error');

export class BackendError extends Error {
  readonly code: BackendErrorCode;
  readonly fieldErrors: FieldErrors;
  readonly [BACKEND_ERROR] = true;

  constructor(code: BackendErrorCode, message: string, fieldErrors: FieldErrors = {}) {
    super(message);
    this.name = 'BackendError';
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

export const invalid = (message: string, fieldErrors: FieldErrors = {}) =>
  new BackendError('invalid', message, fieldErrors);
export const unauthenticated = (message = 'Sign in as an admin to do this.') =>
  new BackendError('unauthenticated', message);
export const forbidden = (message = 'Only admins may do this.') =>
  new BackendError('forbidden', message);
export const notFound = (what: string) => new BackendError('not-found', `${what} was not found.`);
export const conflict = (what: string) =>
  new BackendError(
    'conflict',
    `${what} was changed by someone else since you opened it. Reload to see their version, then apply your change again.`,
  );

export function isBackendError(error: unknown, code?: BackendErrorCode): error is BackendError {
  const branded =
    typeof error === 'object' && error !== null && BACKEND_ERROR in error && error instanceof Error;
  return branded && (code === undefined || (error as BackendError).code === code);
}

/** The message a person should read for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
