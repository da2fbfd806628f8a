export const ROLES = ['admin', 'member'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in account as every adapter reports it. Only `isAdmin` unlocks writes. */
export interface AuthUser {
  uid: string;
  email: string;
  displayName: string;
  isAdmin: boolean;
  createdAt: string;
  lastSignInAt: string | null;
}

/** The same account with the same rights and name: a report of it again changes nothing. */
export function isSameUser(a: AuthUser | null, b: AuthUser | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.uid === b.uid &&
    a.isAdmin === b.isAdmin &&
    a.email === b.email &&
    a.displayName === b.displayName
  );
}

/** The byline of a guide an account writes: its display name, else its email before the "@". */
export function bylineName(user: Pick<AuthUser, 'displayName' | 'email'>): string {
  return user.displayName.trim() || user.email.split('@')[0] || user.email;
}

/** Firebase Auth's default minimum length is 6. We ask for a little more. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * One signed-in browser of an admin on our server (docs/product.md#account). `id` names it for
 * ending it; it is neither the cookie's token nor anything that leads to it.
 */
export interface AccountSession {
  id: string;
  /** When it signed in. */
  createdAt: string;
  /** When it last made a request, to about a minute. */
  lastUsedAt: string;
  /** A short summary of its User-Agent, e.g. "Chrome on Android". */
  browser: string;
  /** The client address it was last used from. */
  address: string;
  /** The session making this request. */
  current: boolean;
}

/**
 * A browser that signed in to an admin's account before, on our server: sign-in throttling lets
 * it through other people's failures from its address (docs/product.md#sign-in-throttling). `id`
 * names it; it is neither its cookie's token nor anything that leads to it.
 */
export interface TrustedBrowser {
  id: string;
  /** When it first signed in to the account. */
  createdAt: string;
  /** When it last signed in. */
  lastSignInAt: string;
  /** A short summary of its User-Agent as it last signed in, e.g. "Firefox on macOS". */
  browser: string;
  /** The browser making this request. */
  current: boolean;
}

/** What the Account page lists of an admin's sign-ins (docs/product.md#account). */
export interface AccountSessions {
  sessions: AccountSession[];
  trustedBrowsers: TrustedBrowser[];
  /**
   * A problem of the server's set-up that weakens sign-in protection, for the admin to pass on
   * to whoever runs it (e.g. a proxy in front while TRUST_PROXY is not set), or null.
   */
  setupNotice: string | null;
}

/** The answer to a password change whose current password is wrong, on every backend. */
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';
