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
  updateProfile,
  type User,
} from 'firebase/auth';
import { unauthenticated } from '../../domain/errors';
import { bylineName, type AuthUser } from '../../domain/user';
import type { FirebaseEmulators } from './emulators';
import { authUserFromFirebase } from './authUsers';
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
  /** The signed-in user's byline (src/domain/guideMeta.ts, bylineName); '' when signed out. */
  byline(): string;
  /**
   * Sets the signed-in user's display name and reports them again to every watcher: Firebase's
   * observer does not fire for a profile change.
   */
  updateDisplayName(displayName: string): Promise<AuthUser>;
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

  // The watchers' handlers, so a profile change can be reported through them in event order.
  const watchers = new Set<(user: User | null) => void>();

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
      const handle = (user: User | null) => {
        queue = queue
          .then(async () => {
            const described = user ? await describe(user) : null;
            if (active) listener(described);
          })
          .catch(rethrowLater);
      };
      watchers.add(handle);
      const stop = onAuthStateChanged(auth, handle);
      return () => {
        active = false;
        watchers.delete(handle);
        stop();
      };
    },

    email: () => auth.currentUser?.email ?? '',
    byline: () => {
      const user = auth.currentUser;
      return user
        ? bylineName({ displayName: user.displayName ?? '', email: user.email ?? '' })
        : '';
    },
    async updateDisplayName(displayName) {
      await auth.authStateReady();
      const user = auth.currentUser;
      if (!user) throw unauthenticated();
      try {
        await updateProfile(user, { displayName });
      } catch (error) {
        throw toBackendError(error, { signedIn: true });
      }
      for (const handle of watchers) handle(user);
      return describe(user);
    },
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
