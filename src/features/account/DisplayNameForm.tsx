import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useBackend } from '../../backend';
import type { FieldErrors } from '../../domain/errors';
import { displayNameInputSchema } from '../../domain/userSchema';
import { AdminForm } from '../../ui/forms/AdminForm';
import { FieldError } from '../../ui/forms/FieldError';
import { useAdminForm } from '../../ui/forms/useAdminForm';
import { useRegisteredField } from '../../ui/forms/useRegisteredField';
import { useToast } from '../../ui/Toast';

const RESOLVER = zodResolver(displayNameInputSchema);

export const DISPLAY_NAME_SAVED = 'Display name saved.';

interface DisplayNameValues {
  displayName: string;
}

const toFormErrors = (fieldErrors: FieldErrors): Record<string, string> =>
  fieldErrors.displayName ? { displayName: fieldErrors.displayName } : {};

function DisplayNameField({ id }: { id: string }) {
  const field = useRegisteredField<DisplayNameValues>('displayName', id);
  return (
    <div className="form__field">
      <label htmlFor={id}>Display name</label>
      <input type="text" autoComplete="nickname" maxLength={60} {...field.props} />
      <FieldError id={field.errorId} message={field.message} />
    </div>
  );
}

/**
 * "Display name" (docs/product.md#account): the byline of the guides this admin creates from now
 * on. The backend reports the renamed account to everyone listening, so the field's value follows.
 */
export function DisplayNameForm({ displayName }: { displayName: string }) {
  const id = useId();
  const backend = useBackend();
  const toast = useToast();
  const rename = useMutation({
    mutationFn: (name: string) => backend.auth.updateDisplayName(name),
  });
  const admin = useAdminForm<DisplayNameValues>({
    defaultValues: { displayName },
    resolver: RESOLVER,
    toFormErrors,
    failureText: 'Failed to save the display name',
    save: async (values, form) => {
      const user = await rename.mutateAsync(values.displayName);
      form.reset({ displayName: user.displayName });
      toast(DISPLAY_NAME_SAVED, { tone: 'success' });
    },
  });

  return (
    <AdminForm
      admin={admin}
      className="account__form"
      heading="Display name"
      submitLabel="Save display name"
      busyLabel="Saving…"
    >
      <p>Guides you write show this name as their author.</p>
      <DisplayNameField id={`${id}-name`} />
    </AdminForm>
  );
}
