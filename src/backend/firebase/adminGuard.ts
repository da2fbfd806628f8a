import { forbidden, unauthenticated } from '../../domain/errors';
import type { Role } from './authKit';
import type { FirebaseServices } from './services';

/** Firebase Auth keeps a browser session in localStorage under `firebase:authUser:{key}:{app}`. */
export const SESSION_KEY_PREFIX = 'firebase:authUser:';

/** Whether this browser may hold a Firebase session; readable without loading Auth. */
export function storedSessionMayExist(): boolean {
  try {
    if (typeof localStorage === 'undefined') return false;
    for (let index = 0; index < localStorage.length; index += 1) {
      if (localStorage.key(index)?.startsWith(SESSION_KEY_PREFIX)) return true;
    }
    return false;
  } catch {
    // Storage blocked by the browser: Auth cannot have kept a session there either.
    return false;
  }
}

/**
 * Who is using this backend. A visitor without a stored session is answered at once, without
 * loading Auth; otherwise Auth is loaded (if needed) and the ID token's `admin` claim decides.
 */
export async function currentRole(services: FirebaseServices): Promise<Role> {
  const auth = services.authIfStarted() ?? (storedSessionMayExist() ? services.auth() : null);
  if (!auth) return 'visitor';
  return (await auth).role();
}

/**
 * Every write calls this before touching Firestore or Storage, so a visitor or a non-admin gets
 * the same refusal as from our server. The rules refuse such writes as well.
 */
export async function requireAdmin(services: FirebaseServices): Promise<void> {
  const role = await currentRole(services);
  if (role === 'visitor') throw unauthenticated();
  if (role === 'member') throw forbidden();
}

/** The signed-in admin's email, after requireAdmin: who history says made a change. */
export async function adminEmail(services: FirebaseServices): Promise<string> {
  await requireAdmin(services);
  return (await services.auth()).email();
}
