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

/** Firebase Auth's default minimum length is 6. We ask for a little more. */
export const PASSWORD_MIN_LENGTH = 8;
