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

export class BackendError extends Error {
  readonly code: BackendErrorCode;
  readonly fieldErrors: FieldErrors;

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
  return error instanceof BackendError && (code === undefined || error.code === code);
}

/** The message a person should read for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
