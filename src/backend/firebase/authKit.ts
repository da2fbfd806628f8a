/**
 * Everything that needs the Auth SDK, loaded with `import()` by services.ts: a visitor without a
 * stored session never downloads it.
 */
import type { FirebaseApp } from 'firebase/app';
import {
  EmailAuthProvider,
  browserLocalPersistence,
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  type User,
} from 'firebase/auth';
import { unauthenticated } from '../../domain/errors';
import type { AuthUser } from '../../domain/user';
import type { FirebaseEmulators } from './config';
import { authUserFromFirebase } from './converters';
import { toBackendError } from './errors';
import { currentPasswordError, newPasswordError, signInError } from './signInErrors';

export type Role = 'visitor' | 'member' | 'admin';

export interface AuthKit {
  signIn(email: string, password: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  /** Firebase's observer, each user described with their claims, strictly in event order. */
  watch(listener: (user: AuthUser | null) => void): () => void;
  /** Who is signed in, once a stored session has been restored. Only the `admin` claim counts. */
  role(): Promise<Role>;
  /** The signed-in user's email ('' when signed out), as history records who made a change. */
  email(): string;
  /**
   * Checks the current password again (reauthentication), then sets the new one. Firebase then
   * revokes the account's other refresh tokens; this browser gets fresh ones.
   */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
}

async function hasAdminClaim(user: User): Promise<boolean> {
  const token = await user.getIdTokenResult();
  return token.claims.admin === true;
}

/**
 * The user as the contract reports them. If the claims cannot be read (offline with an expired
 * token) they are shown as a non-admin: every write checks the claim again, and so do the rules.
 */
async function describe(user: User): Promise<AuthUser> {
  try {
    return authUserFromFirebase(user, await hasAdminClaim(user));
  } catch (error) {
    console.warn('Could not read the admin claim of the signed-in user.', error);
    return authUserFromFirebase(user, false);
  }
}

/** Rethrown outside the observer chain, so one failing listener neither hides nor blocks others. */
function rethrowLater(error: unknown): void {
  setTimeout(() => {
    throw error;
  });
}

export function createAuthKit(app: FirebaseApp, emulators: FirebaseEmulators | null): AuthKit {
  // localStorage (not IndexedDB) in the browser, so the adapter can tell without this SDK whether
  // a session may be stored; Node has neither and keeps the session in memory.
  const auth = initializeAuth(app, {
    persistence:
      typeof localStorage === 'undefined' ? inMemoryPersistence : browserLocalPersistence,
  });
  if (emulators) {
    connectAuthEmulator(auth, `http://${emulators.host}:${emulators.authPort}`, {
      disableWarnings: true,
    });
  }

  return {
    async signIn(email, password) {
      let user: User;
      try {
        user = (await signInWithEmailAndPassword(auth, email, password)).user;
      } catch (error) {
        throw signInError(error);
      }
      return describe(user);
    },

    async signOut() {
      try {
        await signOut(auth);
      } catch (error) {
        throw toBackendError(error, { signedIn: true });
      }
    },

    watch(listener) {
      let active = true;
      // Claim lookups are asynchronous: chaining them keeps reports in the order of the events.
      let queue: Promise<void> = Promise.resolve();
      const stop = onAuthStateChanged(auth, (user) => {
        queue = queue
          .then(async () => {
            const described = user ? await describe(user) : null;
            if (active) listener(described);
          })
          .catch(rethrowLater);
      });
      return () => {
        active = false;
        stop();
      };
    },

    email: () => auth.currentUser?.email ?? '',
    async changePassword(currentPassword, newPassword) {
      await auth.authStateReady();
      const user = auth.currentUser;
      if (!user?.email) throw unauthenticated();
      try {
        const credential = EmailAuthProvider.credential(user.email, currentPassword);
        await reauthenticateWithCredential(user, credential);
      } catch (error) {
        throw currentPasswordError(error);
      }
      try {
        await updatePassword(user, newPassword);
      } catch (error) {
        throw newPasswordError(error);
      }
    },

    async role() {
      await auth.authStateReady();
      const user = auth.currentUser;
      if (!user) return 'visitor';
      try {
        return (await hasAdminClaim(user)) ? 'admin' : 'member';
      } catch (error) {
        throw toBackendError(error, { signedIn: true });
      }
    },
  };
}
