import { BackendError } from '../../domain/errors';
import { firebaseCodeOf, toBackendError } from './errors';

/** The one message for every credential problem, so it never tells which part was wrong. */
export const LOGIN_FAILED = 'Login failed. Please check your credentials.';

const CREDENTIAL_CODES = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/user-disabled',
  'auth/missing-password',
  'auth/missing-email',
]);

/**
 * A failed signInWithEmailAndPassword as a BackendError. Kept apart from errors.ts so the login
 * message ships in the Auth chunk, not in what every visitor downloads.
 */
export function signInError(error: unknown): BackendError {
  const code = firebaseCodeOf(error);
  if (code !== null && CREDENTIAL_CODES.has(code)) {
    return new BackendError('unauthenticated', LOGIN_FAILED);
  }
  return toBackendError(error);
}
