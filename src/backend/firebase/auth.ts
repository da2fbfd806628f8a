import type { AuthApi, Unsubscribe } from '../contract';
import { BackendError } from '../../domain/errors';
import { isSameUser, type AuthUser } from '../../domain/user';
import { parseOrInvalid } from '../../domain/validation';
import { SESSION_KEY_PREFIX, requireAdmin, storedSessionMayExist } from './adminGuard';
import { lazyModule } from './lazyModule';
import type { FirebaseServices } from './services';

/** Why this backend lists and ends no sessions (`capabilities.sessions` is false). */
export const SESSIONS_UNSUPPORTED =
  'Sessions are managed by Firebase Authentication: this site cannot list or end them.';

const unsupportedSessions = async (): Promise<never> => {
  throw new BackendError('unavailable', SESSIONS_UNSUPPORTED);
};

/** The password and display-name rules, with zod: loaded only when an admin changes either. */
const passwordRules = lazyModule(() => import('../../domain/userSchema'));

/**
 * Until Auth is needed, a browser without a stored session is a visitor and Auth stays unloaded.
 * Node keeps no session between runs, so there Auth is simply loaded.
 */
function mustLoadAuth(services: FirebaseServices): boolean {
  return (
    services.authIfStarted() !== null ||
    typeof window === 'undefined' ||
    typeof localStorage === 'undefined' ||
    storedSessionMayExist()
  );
}

/**
 * Calls `load` once a session may exist after all: a sign-in in this tab (Auth starts loading) or
 * in another tab (Auth writes its localStorage key, which this tab hears as a `storage` event).
 */
function whenSessionMayAppear(services: FirebaseServices, load: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(SESSION_KEY_PREFIX) && event.newValue !== null) load();
  };
  // Node has no window (and no other tabs); a sign-in there still starts Auth.
  const target = typeof window === 'undefined' ? null : window;
  target?.addEventListener('storage', onStorage);
  const stopAuthStart = services.onAuthStart(load);
  return () => {
    target?.removeEventListener('storage', onStorage);
    stopAuthStart();
  };
}

export function createFirebaseAuth(services: FirebaseServices): AuthApi {
  return {
    async signIn(email, password) {
      return (await services.auth()).signIn(email, password);
    },

    async signOut() {
      await (await services.auth()).signOut();
    },

    listSessions: unsupportedSessions,
    endSession: unsupportedSessions,
    endOtherSessions: unsupportedSessions,

    async changePassword(currentPassword, newPassword) {
      // Checked in the order our server checks: who asks, what they sent, then the password.
      await requireAdmin(services);
      const { changePasswordSchema } = await passwordRules();
      const input = parseOrInvalid(changePasswordSchema, { currentPassword, newPassword });
      await (await services.auth()).changePassword(input.currentPassword, input.newPassword);
    },

    async updateDisplayName(displayName) {
      await requireAdmin(services);
      const { displayNameInputSchema } = await passwordRules();
      const input = parseOrInvalid(displayNameInputSchema, { displayName });
      return (await services.auth()).updateDisplayName(input.displayName);
    },

    onAuthStateChanged(listener): Unsubscribe {
      let active = true;
      // undefined until the first report. Each change is reported once: a visitor told "nobody"
      // is not told again when Auth loads and agrees, nor is a user Firebase's first call repeats.
      let last: AuthUser | null | undefined;
      let stopWatching: (() => void) | null = null;
      let stopWaiting: (() => void) | null = null;

      const report = (user: AuthUser | null) => {
        if (!active || (last !== undefined && isSameUser(last, user))) return;
        last = user;
        listener(user);
      };

      const follow = () => {
        stopWaiting?.();
        stopWaiting = null;
        services.auth().then(
          (kit) => {
            if (active && !stopWatching) stopWatching = kit.watch(report);
          },
          (error: unknown) => {
            // Without Auth nobody can be signed in here. The next sign-in loads it again, and this
            // observer must hear that one too.
            console.warn('Could not load Firebase Auth.', error);
            if (!active) return;
            report(null);
            // A sign-in may already have started loading it again before this report ran.
            if (services.authIfStarted()) follow();
            else stopWaiting ??= whenSessionMayAppear(services, follow);
          },
        );
      };

      if (mustLoadAuth(services)) {
        follow();
      } else {
        // Asynchronous like Firebase's own first report, so listeners never run during subscribe.
        queueMicrotask(() => report(null));
        stopWaiting = whenSessionMayAppear(services, follow);
      }

      return () => {
        active = false;
        stopWatching?.();
        stopWaiting?.();
      };
    },
  };
}
