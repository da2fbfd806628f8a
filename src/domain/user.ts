import { z } from 'zod';

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

export const signInSchema = z.object({
  email: z.email('Enter a valid email address.').max(254),
  password: z.string().min(1, 'Enter your password.').max(1024),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** Firebase Auth's default minimum length is 6. We ask for a little more. */
export const PASSWORD_MIN_LENGTH = 8;
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(1024, 'Password must be at most 1024 characters.');
