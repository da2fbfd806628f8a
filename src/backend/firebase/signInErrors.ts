import { BackendError, invalid } from '../../domain/errors';
import { WRONG_CURRENT_PASSWORD } from '../../domain/user';
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

/** What reauthentication answers when the password given is not the account's. */
const WRONG_PASSWORD_CODES = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/missing-password',
]);

/** A failed check of the current password before a change, worded as our server words it. */
export function currentPasswordError(error: unknown): BackendError {
  const code = firebaseCodeOf(error);
  if (code !== null && WRONG_PASSWORD_CODES.has(code)) {
    return invalid(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  return toBackendError(error, { signedIn: true });
}

/** A new password Firebase refused: its project may have a stricter password policy than ours. */
export function newPasswordError(error: unknown): BackendError {
  const code = firebaseCodeOf(error);
  if (code === 'auth/weak-password' || code === 'auth/password-does-not-meet-requirements') {
    const message = 'Firebase did not accept the new password: choose a longer or stronger one.';
    return invalid(message, { newPassword: message });
  }
  return toBackendError(error, { signedIn: true });
}
