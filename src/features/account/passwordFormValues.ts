import { z } from '../../domain/zod';
import { zodFieldErrors } from '../../domain/validation';
import { changePasswordSchema } from '../../domain/userSchema';
import { addFormIssues } from '../../ui/forms/addFormIssues';

/** What the change-password form holds. */
export interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMPTY_PASSWORD_FORM: PasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export const PASSWORDS_DIFFER = 'Passwords do not match.';

/**
 * The form's values as the change they make, checked by the rule the backends apply
 * (changePasswordSchema), and the new password typed the same way twice. Every message shows at
 * once, each next to its field.
 */
export const passwordFormSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .transform((values, ctx) => {
    const parsed = changePasswordSchema.safeParse({
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
    });
    const differ = values.confirmPassword !== values.newPassword;
    if (parsed.success && !differ) return parsed.data;
    addFormIssues(ctx, {
      ...(parsed.success ? {} : zodFieldErrors(parsed.error)),
      ...(differ ? { confirmPassword: PASSWORDS_DIFFER } : {}),
    });
    return z.NEVER;
  });
