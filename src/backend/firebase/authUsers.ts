/**
 * A Firebase Auth user as the contract reports it. Apart from the documents' mappings: only the
 * Auth SDK's module (authKit.ts), loaded when someone signs in, uses it.
 */
import type { AuthUser } from '../../domain/user';
import { isoOf, isoOrNull } from './converters';

/** The parts of a Firebase Auth `User` the contract reports. */
export interface FirebaseUserLike {
  uid: string;
  email: string | null;
  displayName: string | null;
  metadata: { creationTime?: string; lastSignInTime?: string };
}

export function authUserFromFirebase(user: FirebaseUserLike, isAdmin: boolean): AuthUser {
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName ?? '',
    isAdmin,
    createdAt: isoOf(user.metadata.creationTime),
    lastSignInAt: isoOrNull(user.metadata.lastSignInTime),
  };
}
