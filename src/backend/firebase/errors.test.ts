import { describe, expect, it } from 'vitest';
import { BackendError, conflict } from '../../domain/errors';
import {
  CANCELLED_MESSAGE,
  QUOTA_MESSAGE,
  RATE_LIMITED_MESSAGE,
  SESSION_ENDED_MESSAGE,
  UNAVAILABLE_MESSAGE,
  mapErrors,
  toBackendError,
} from './errors';
import { WRONG_CURRENT_PASSWORD } from '../../domain/user';
import { LOGIN_FAILED, currentPasswordError, newPasswordError, signInError } from './signInErrors';

/** Shaped like the SDK's FirebaseError (FirestoreError, StorageError and AuthError all are). */
function firebaseError(code: string, message = `Firebase: ${code}.`) {
  return Object.assign(new Error(message), { name: 'FirebaseError', code });
}

const SIGNED_IN = { subject: 'This hero', signedIn: true };

describe('toBackendError', () => {
  it.each([
    ['not-found', 'not-found', 'This hero was not found.'],
    ['storage/object-not-found', 'not-found', 'This hero was not found.'],
    ['permission-denied', 'forbidden', 'Only admins may do this.'],
    ['storage/unauthorized', 'forbidden', 'Only admins may do this.'],
    ['unauthenticated', 'unauthenticated', 'Sign in as an admin to do this.'],
    ['storage/unauthenticated', 'unauthenticated', 'Sign in as an admin to do this.'],
    ['unavailable', 'unavailable', UNAVAILABLE_MESSAGE],
    ['deadline-exceeded', 'unavailable', UNAVAILABLE_MESSAGE],
    ['cancelled', 'unavailable', UNAVAILABLE_MESSAGE],
    ['storage/retry-limit-exceeded', 'unavailable', UNAVAILABLE_MESSAGE],
    ['auth/network-request-failed', 'unavailable', UNAVAILABLE_MESSAGE],
    ['storage/canceled', 'unavailable', CANCELLED_MESSAGE],
    ['resource-exhausted', 'rate-limited', RATE_LIMITED_MESSAGE],
    ['auth/too-many-requests', 'rate-limited', RATE_LIMITED_MESSAGE],
    ['storage/quota-exceeded', 'rate-limited', QUOTA_MESSAGE],
    ['aborted', 'conflict', conflict('This hero').message],
    ['already-exists', 'conflict', conflict('This hero').message],
    ['auth/user-token-expired', 'unauthenticated', SESSION_ENDED_MESSAGE],
    ['auth/requires-recent-login', 'unauthenticated', SESSION_ENDED_MESSAGE],
  ])('maps %s to %s', (code, expected, message) => {
    const mapped = toBackendError(firebaseError(code), SIGNED_IN);
    expect(mapped).toBeInstanceOf(BackendError);
    expect(mapped).toMatchObject({ code: expected, message });
  });

  it.each(['invalid-argument', 'failed-precondition', 'storage/invalid-argument'])(
    'maps %s to invalid, keeping what Firebase said',
    (code) => {
      const mapped = toBackendError(firebaseError(code, 'The query requires an index.'));
      expect(mapped.code).toBe('invalid');
      expect(mapped.message).toContain('The query requires an index.');
    },
  );

  it('reads a refusal as "sign in" when nobody is signed in', () => {
    expect(toBackendError(firebaseError('permission-denied')).code).toBe('unauthenticated');
    expect(toBackendError(firebaseError('storage/unauthorized'), { signedIn: false }).code).toBe(
      'unauthenticated',
    );
  });

  it('names a generic subject when the call gave none', () => {
    expect(toBackendError(firebaseError('not-found')).message).toBe('This item was not found.');
  });

  it('keeps a BackendError as it is', () => {
    const original = new BackendError('conflict', 'Changed elsewhere.');
    expect(toBackendError(original, SIGNED_IN)).toBe(original);
  });

  it.each([
    [
      'an unknown Firebase code',
      firebaseError('internal', 'Backend exploded.'),
      'Backend exploded.',
    ],
    [
      'a plain error',
      new TypeError('Failed to fetch dynamically imported module'),
      'Failed to fetch',
    ],
    ['a thrown string', 'weird', 'weird'],
  ])('turns %s into unavailable with the original message', (_what, error, original) => {
    const mapped = toBackendError(error);
    expect(mapped.code).toBe('unavailable');
    expect(mapped.message).toMatch(/^Firebase could not complete this request\./);
    expect(mapped.message).toContain(original);
  });
});

describe('mapErrors', () => {
  it('passes results through and maps failures with the context', async () => {
    await expect(mapErrors(SIGNED_IN, async () => 42)).resolves.toBe(42);
    await expect(
      mapErrors(SIGNED_IN, () => Promise.reject(firebaseError('permission-denied'))),
    ).rejects.toMatchObject({ code: 'forbidden' });
  });
});

describe('signInError', () => {
  it.each([
    'auth/invalid-credential',
    'auth/wrong-password',
    'auth/user-not-found',
    'auth/invalid-email',
    'auth/user-disabled',
    'auth/missing-password',
  ])('answers %s with the one login message', (code) => {
    expect(signInError(firebaseError(code))).toMatchObject({
      code: 'unauthenticated',
      message: LOGIN_FAILED,
    });
    expect(LOGIN_FAILED).toBe('Login failed. Please check your credentials.');
  });

  it('reports throttling and network failures as such', () => {
    expect(signInError(firebaseError('auth/too-many-requests')).code).toBe('rate-limited');
    expect(signInError(firebaseError('auth/network-request-failed')).code).toBe('unavailable');
  });
});

describe('password change errors', () => {
  it.each(['auth/invalid-credential', 'auth/wrong-password', 'auth/invalid-login-credentials'])(
    'answers %s on reauthentication as our server answers a wrong current password',
    (code) => {
      const error = currentPasswordError(firebaseError(code));
      expect(error.code).toBe('invalid');
      expect(error.message).toBe(WRONG_CURRENT_PASSWORD);
      expect(error.fieldErrors).toEqual({ currentPassword: WRONG_CURRENT_PASSWORD });
    },
  );

  it('reports throttling, an ended session and network failures as such', () => {
    expect(currentPasswordError(firebaseError('auth/too-many-requests')).code).toBe('rate-limited');
    expect(currentPasswordError(firebaseError('auth/user-token-expired'))).toMatchObject({
      code: 'unauthenticated',
      message: SESSION_ENDED_MESSAGE,
    });
    expect(currentPasswordError(firebaseError('auth/network-request-failed')).code).toBe(
      'unavailable',
    );
  });

  it.each(['auth/weak-password', 'auth/password-does-not-meet-requirements'])(
    'names the new password when Firebase refuses it (%s)',
    (code) => {
      const error = newPasswordError(firebaseError(code));
      expect(error.code).toBe('invalid');
      expect(error.fieldErrors.newPassword).toBe(error.message);
      expect(error.message).toMatch(/^Firebase did not accept the new password/);
    },
  );

  it('reports a change Firebase wants a fresh sign-in for as an ended session', () => {
    expect(newPasswordError(firebaseError('auth/requires-recent-login')).code).toBe(
      'unauthenticated',
    );
  });
});
