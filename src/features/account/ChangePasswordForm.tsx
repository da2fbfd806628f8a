import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useBackend } from '../../backend';
import { errorMessage, type FieldErrors } from '../../domain/errors';
import { FieldError } from '../../ui/forms/FieldError';
import { useRegisteredField } from '../../ui/forms/useRegisteredField';
import { useSaveFailure } from '../../ui/forms/useSaveFailure';
import { useToast } from '../../ui/Toast';
import { AccountForm } from './AccountForm';
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

/** "Change password" (docs/product.md#account): the current one, then the new one twice. */
export function ChangePasswordForm() {
  const id = useId();
  const backend = useBackend();
  const toast = useToast();
  const changePassword = useMutation(accountMutations(backend).changePassword);
  const form = useForm<PasswordFormValues, unknown, PasswordChange>({
    defaultValues: EMPTY_PASSWORD_FORM,
    resolver: RESOLVER,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const saveFailure = useSaveFailure({ setError: form.setError, toFormErrors });

  async function save(change: PasswordChange) {
    saveFailure.clear();
    try {
      await changePassword.mutateAsync(change);
      form.reset(EMPTY_PASSWORD_FORM);
      toast(PASSWORD_CHANGED, { tone: 'success' });
    } catch (error) {
      saveFailure.fail(`Failed to change the password: ${errorMessage(error)}`, error);
    }
  }

  return (
    <AccountForm
      form={form}
      heading="Change password"
      onSave={save}
      failure={saveFailure.failure}
      onInvalid={saveFailure.clear}
      submitLabel="Change password"
      busyLabel="Changing password…"
    >
      <PasswordField
        name="currentPassword"
        id={`${id}-current`}
        label="Current password"
        autoComplete="current-password"
      />
      <PasswordField
        name="newPassword"
        id={`${id}-new`}
        label="New password"
        autoComplete="new-password"
      />
      <PasswordField
        name="confirmPassword"
        id={`${id}-confirm`}
        label="Confirm new password"
        autoComplete="new-password"
      />
    </AccountForm>
  );
}
