import { z } from './zod';
import { PASSWORD_MIN_LENGTH } from './user';

export const signInSchema = z.object({
  email: z.email('Enter a valid email address.').max(254),
  password: z.string().min(1, 'Enter your password.').max(1024),
});

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(1024, 'Password must be at most 1024 characters.');
