import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useBackend } from '../../backend';
import { errorMessage, type FieldErrors } from '../../domain/errors';
import { displayNameInputSchema } from '../../domain/userSchema';
import { FieldError } from '../../ui/forms/FieldError';
import { useRegisteredField } from '../../ui/forms/useRegisteredField';
import { useSaveFailure } from '../../ui/forms/useSaveFailure';
import { useToast } from '../../ui/Toast';
import { AccountForm } from './AccountForm';

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
  const form = useForm<DisplayNameValues>({
    defaultValues: { displayName },
    resolver: RESOLVER,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const saveFailure = useSaveFailure({ setError: form.setError, toFormErrors });

  async function save(values: DisplayNameValues) {
    saveFailure.clear();
    try {
      const user = await rename.mutateAsync(values.displayName);
      form.reset({ displayName: user.displayName });
      toast(DISPLAY_NAME_SAVED, { tone: 'success' });
    } catch (error) {
      saveFailure.fail(`Failed to save the display name: ${errorMessage(error)}`, error);
    }
  }

  return (
    <AccountForm
      form={form}
      heading="Display name"
      onSave={save}
      failure={saveFailure.failure}
      onInvalid={saveFailure.clear}
      submitLabel="Save display name"
      busyLabel="Saving…"
    >
      <p>Guides you write show this name as their author.</p>
      <DisplayNameField id={`${id}-name`} />
    </AccountForm>
  );
}
