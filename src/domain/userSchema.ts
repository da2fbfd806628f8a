import { z } from './zod';
import { storableString } from './storableText';
import { PASSWORD_MIN_LENGTH } from './user';

/** An account's email address, as signing in and every account write take it. */
export const emailSchema = z.email('Enter a valid email address.').max(254);

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password.').max(1024),
});

/**
 * The rule for every new password (docs/product.md#validation): the admin CLI, the first admin
 * from the environment, the password change on both backends and its form.
 */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(1024, 'Password must be at most 1024 characters.');

/** A signed-in admin's password change (docs/product.md#account). */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(1024),
  newPassword: passwordSchema,
});

export const DISPLAY_NAME_MAX = 60;

/** The name guides show as their author (docs/product.md#account): trimmed, 1..60 characters. */
export const displayNameSchema = storableString()
  .trim()
  .min(1, 'Enter a display name.')
  .max(DISPLAY_NAME_MAX, `A display name is at most ${DISPLAY_NAME_MAX} characters.`);

/** A display-name change, as both backends take it. */
export const displayNameInputSchema = z.object({ displayName: displayNameSchema });
