import type { AuthApi, Unsubscribe } from '../contract';
import { isSameUser, type AuthUser } from '../../domain/user';
import type { AccountApi } from './account';
import type { HttpClient } from './client';

type Listener = (user: AuthUser | null) => void;

const CHANNEL_NAME = 'auth';

/**
 * Session-cookie auth observed live. One GET api/auth/me is shared by every listener; the state is
 * re-checked when the tab becomes visible again and when another tab signs in or out (the message
 * only says "changed": the server stays the source of truth). The account's own calls (sessions,
 * password) are `account`'s.
 */
export function createHttpAuth(client: HttpClient, account: AccountApi): AuthApi {
  const listeners = new Set<Listener>();
  let known = false;
  let current: AuthUser | null = null;
  let pendingCheck: Promise<void> | null = null;
  let channel: BroadcastChannel | null = null;
  // Bumped by sign-in and sign-out so a /me reply that left before them cannot undo them.
  let generation = 0;

  function setUser(user: AuthUser | null) {
    const changed = !known || !isSameUser(current, user);
    known = true;
    current = user;
    if (changed) for (const listener of [...listeners]) listener(user);
  }

  function check(): Promise<void> {
    const startedAt = generation;
    const settle = (user: AuthUser | null) => {
      if (startedAt === generation) setUser(user);
    };
    pendingCheck ??= client
      .request<{ user: AuthUser | null }>('GET', 'api/auth/me')
      .then(
        (reply) => settle(reply.user),
        // A failed check reads as signed out: the public site needs no session, and the next
        // visibility change or cross-tab message checks again.
        () => settle(null),
      )
      .finally(() => {
        pendingCheck = null;
      });
    return pendingCheck;
  }

  function announceChange() {
    if (typeof BroadcastChannel === 'undefined') return;
    if (channel) {
      channel.postMessage('changed');
      return;
    }
    const once = new BroadcastChannel(CHANNEL_NAME);
    once.postMessage('changed');
    once.close();
  }

  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };

  function startWatching() {
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
    if (typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(CHANNEL_NAME);
      channel.onmessage = () => void check();
    }
  }

  function stopWatching() {
    if (typeof document !== 'undefined')
      document.removeEventListener('visibilitychange', onVisible);
    channel?.close();
    channel = null;
  }

  client.onUnauthenticated(() => {
    // Only a session we believed in can expire; visitors get 401s on writes all the time.
    if (current !== null) setUser(null);
  });

  return {
    ...account,

    async signIn(email, password) {
      const { user } = await client.request<{ user: AuthUser }>('POST', 'api/auth/sign-in', {
        body: { email, password },
        expectsUnauthenticated: true,
      });
      generation += 1;
      setUser(user);
      announceChange();
      return user;
    },

    async signOut() {
      await client.request<void>('POST', 'api/auth/sign-out', { expectsUnauthenticated: true });
      generation += 1;
      setUser(null);
      announceChange();
    },

    async updateDisplayName(displayName) {
      const { user } = await client.request<{ user: AuthUser }>('PUT', 'api/auth/display-name', {
        body: { displayName },
      });
      setUser(user);
      announceChange();
      return user;
    },

    onAuthStateChanged(listener): Unsubscribe {
      listeners.add(listener);
      if (listeners.size === 1) startWatching();
      if (known) {
        // Asynchronous like the first report, so callers never get called during subscribe.
        queueMicrotask(() => {
          if (listeners.has(listener)) listener(current);
        });
      } else {
        void check();
      }
      return () => {
        if (!listeners.delete(listener)) return;
        if (listeners.size === 0) stopWatching();
      };
    },
  };
}
