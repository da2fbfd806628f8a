import { BackendError, conflict, forbidden, notFound, unauthenticated } from '../../domain/errors';

export const UNAVAILABLE_MESSAGE = 'Cannot reach Firebase. Check your connection and try again.';
export const RATE_LIMITED_MESSAGE =
  'Firebase is receiving too many requests. Wait a moment and try again.';
export const QUOTA_MESSAGE =
  'The file storage of this site is full for now. Ask the site owner to free or add space.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Sign in again.';
export const CANCELLED_MESSAGE = 'The upload was cancelled.';
const UNKNOWN_MESSAGE = 'Firebase could not complete this request. Please try again.';

export interface ErrorContext {
  /** What the call was about, for not-found and conflict messages ("This hero"). */
  subject?: string;
  /** Whether someone is signed in: a refusal then means "not an admin" rather than "sign in". */
  signedIn?: boolean;
}

/** The `code` of a FirebaseError (Firestore's bare codes, `storage/…`, `auth/…`), or null. */
export function firebaseCodeOf(error: unknown): string | null {
  if (error instanceof BackendError) return null;
  if (error === null || typeof error !== 'object' || !('code' in error)) return null;
  return typeof error.code === 'string' ? error.code : null;
}

const codes = (...list: string[]) => new Set(list);

const NOT_FOUND = codes('not-found', 'storage/object-not-found');
const REFUSED = codes('permission-denied', 'storage/unauthorized');
const UNAUTHENTICATED = codes('unauthenticated', 'storage/unauthenticated');
const UNAVAILABLE = codes(
  'unavailable',
  'deadline-exceeded',
  'cancelled',
  'storage/retry-limit-exceeded',
  'auth/network-request-failed',
  'auth/timeout',
);
const RATE_LIMITED = codes('resource-exhausted', 'auth/too-many-requests');
const QUOTA = codes('storage/quota-exceeded');
const INVALID = codes(
  'invalid-argument',
  'failed-precondition',
  'out-of-range',
  'storage/invalid-argument',
  'storage/invalid-checksum',
  'storage/server-file-wrong-size',
);
/** Another write won the race (a transaction gave up retrying, or the document appeared). */
const CONFLICT = codes('aborted', 'already-exists');
/** The stored session no longer works: the account changed or the token cannot be renewed. */
const SESSION_ENDED = codes(
  'auth/user-token-expired',
  'auth/invalid-user-token',
  'auth/user-disabled',
  'auth/user-not-found',
  'auth/requires-recent-login',
);

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : String(error);

/**
 * Any failure of the Firebase SDK (or of loading it) as the BackendError every screen knows. A
 * BackendError passes through unchanged; an unknown failure keeps its own message after ours so
 * that nothing is lost.
 */
export function toBackendError(error: unknown, context: ErrorContext = {}): BackendError {
  if (error instanceof BackendError) return error;
  const subject = context.subject ?? 'This item';
  const code = firebaseCodeOf(error);
  if (code !== null) {
    if (NOT_FOUND.has(code)) return notFound(subject);
    if (REFUSED.has(code)) return context.signedIn ? forbidden() : unauthenticated();
    if (UNAUTHENTICATED.has(code)) return unauthenticated();
    if (UNAVAILABLE.has(code)) return new BackendError('unavailable', UNAVAILABLE_MESSAGE);
    if (RATE_LIMITED.has(code)) return new BackendError('rate-limited', RATE_LIMITED_MESSAGE);
    if (QUOTA.has(code)) return new BackendError('rate-limited', QUOTA_MESSAGE);
    if (code === 'storage/canceled') return new BackendError('unavailable', CANCELLED_MESSAGE);
    if (CONFLICT.has(code)) return conflict(subject);
    if (SESSION_ENDED.has(code)) return unauthenticated(SESSION_ENDED_MESSAGE);
    if (INVALID.has(code)) {
      return new BackendError(
        'invalid',
        `Firebase did not accept this request: ${messageOf(error)}`,
      );
    }
  }
  return new BackendError('unavailable', `${UNKNOWN_MESSAGE} (${messageOf(error)})`);
}

/** Runs `work`, turning whatever it throws into a BackendError (see toBackendError). */
export async function mapErrors<T>(context: ErrorContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toBackendError(error, context);
  }
}
