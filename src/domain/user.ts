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

/** The same account with the same rights: a report of it again changes nothing. */
export function isSameUser(a: AuthUser | null, b: AuthUser | null): boolean {
  if (a === null || b === null) return a === b;
  return a.uid === b.uid && a.isAdmin === b.isAdmin && a.email === b.email;
}

/** Firebase Auth's default minimum length is 6. We ask for a little more. */
export const PASSWORD_MIN_LENGTH = 8;
