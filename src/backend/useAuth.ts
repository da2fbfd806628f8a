import { useCallback, useEffect, useState } from 'react';
import { useBackend } from './index';
import { isSameUser, type AuthUser } from '../domain/user';
import { useServerSnapshot } from './serverSnapshot';
import type { Backend } from './contract';

interface AuthState {
  user: AuthUser | null;
  loading: boolean;
}

/**
 * The user each backend last reported: a part mounted later (the page a sign-in opens) starts
 * from it, instead of rendering as a visitor's until its own report arrives.
 */
const lastReported = new WeakMap<Backend, AuthUser | null>();

/** The signed-in user, tracked live (sign-in, sign-out, session expiry, other tabs). */
export function useAuth() {
  const backend = useBackend();
  const snapshot = useServerSnapshot();
  // A server-rendered page starts from the user it was rendered for, so hydration matches.
  const [state, setState] = useState<AuthState>(() => {
    const reported = lastReported.get(backend);
    if (reported !== undefined) return { user: reported, loading: false };
    return snapshot ? { user: snapshot.user, loading: false } : { user: null, loading: true };
  });

  useEffect(
    () =>
      backend.auth.onAuthStateChanged((user) => {
        lastReported.set(backend, user);
        // The same user again (a server-rendered page's, confirmed) changes nothing: no render,
        // so parts of the page still waiting for their code are not swapped for a fallback.
        setState((current) =>
          !current.loading && isSameUser(current.user, user) ? current : { user, loading: false },
        );
      }),
    [backend],
  );

  const signIn = useCallback(
    (email: string, password: string) => backend.auth.signIn(email, password),
    [backend],
  );
  const signOut = useCallback(() => backend.auth.signOut(), [backend]);

  return {
    user: state.user,
    isAdmin: state.user?.isAdmin === true,
    loading: state.loading,
    signIn,
    signOut,
  };
}

/**
 * Whether an admin is signed in, tracked live: what every admin-only control checks. It lives
 * beside the contract so every feature can use it without importing another feature.
 */
export function useIsAdmin(): boolean {
  return useAuth().isAdmin;
}
