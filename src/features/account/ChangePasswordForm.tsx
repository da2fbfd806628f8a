import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useBackend } from '../../backend';
import type { FieldErrors } from '../../domain/errors';
import { AdminForm } from '../../ui/forms/AdminForm';
import { FieldError } from '../../ui/forms/FieldError';
import { useAdminForm } from '../../ui/forms/useAdminForm';
import { useRegisteredField } from '../../ui/forms/useRegisteredField';
import { useToast } from '../../ui/Toast';
import { accountMutations, type PasswordChange } from './api/accountQueries';
import {
  EMPTY_PASSWORD_FORM,
  passwordFormSchema,
  type PasswordFormValues,
} from './passwordFormValues';

const RESOLVER = zodResolver(passwordFormSchema);
const FIELDS = new Set<string>(['currentPassword', 'newPassword']);

export const PASSWORD_CHANGED = 'Password changed. Other sessions were signed out.';

/** The backend's field messages that name this form's fields. */
const toFormErrors = (fieldErrors: FieldErrors) =>
  Object.fromEntries(Object.entries(fieldErrors).filter(([name]) => FIELDS.has(name)));

interface PasswordFieldProps {
  name: keyof PasswordFormValues;
  id: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
}

function PasswordField({ name, id, label, autoComplete }: PasswordFieldProps) {
  const field = useRegisteredField<PasswordFormValues>(name, id);
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <input type="password" autoComplete={autoComplete} {...field.props} />
      <FieldError id={field.errorId} message={field.message} />
    </div>
  );
}

const PASSWORD_FIELDS: Omit<PasswordFieldProps, 'id'>[] = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

/** "Change password" (docs/product.md#account): the current one, then the new one twice. */
export function ChangePasswordForm() {
  const id = useId();
  const toast = useToast();
  const changePassword = useMutation(accountMutations(useBackend()).changePassword);
  const admin = useAdminForm<PasswordFormValues, PasswordChange>({
    defaultValues: EMPTY_PASSWORD_FORM,
    resolver: RESOLVER,
    toFormErrors,
    failureText: 'Failed to change the password',
    save: async (change, form) => {
      await changePassword.mutateAsync(change);
      form.reset(EMPTY_PASSWORD_FORM);
      toast(PASSWORD_CHANGED, { tone: 'success' });
    },
  });

  return (
    <AdminForm
      admin={admin}
      className="account__form"
      heading="Change password"
      submitLabel="Change password"
      busyLabel="Changing password…"
    >
      {PASSWORD_FIELDS.map((field) => (
        <PasswordField key={field.name} {...field} id={`${id}-${field.name}`} />
      ))}
    </AdminForm>
  );
}
