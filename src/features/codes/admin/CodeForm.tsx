import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { MAX_REWARD_LENGTH, type CodeInput } from '../../../domain/code';
import { FieldError } from '../../../ui/forms/FieldError';
import { FormActions } from '../../../ui/forms/FormActions';
import { useAdminForm } from '../../../ui/forms/useAdminForm';
import { useRegisteredField } from '../../../ui/forms/useRegisteredField';
import { codeFieldErrors, codeFormSchema, type CodeFormValues } from './codeFormValues';

const RESOLVER = zodResolver(codeFormSchema);

interface CodeFormProps {
  /** The form's accessible name. */
  label: string;
  initial: CodeFormValues;
  submitLabel: string;
  /** Prefix of the message shown when the server refuses, e.g. 'Failed to add code'. */
  failureText: string;
  /** Resolves when saved; a rejection keeps the form and its typing, with the reason shown. */
  onSubmit: (input: CodeInput) => Promise<unknown>;
  onCancel?: () => void;
}

function CodeField({ id }: { id: string }) {
  const field = useRegisteredField<CodeFormValues>('code', id);
  return (
    <div className="form__field">
      <label htmlFor={id}>Code</label>
      <input required maxLength={100} autoComplete="off" {...field.props} />
      <FieldError id={field.errorId} message={field.message} />
    </div>
  );
}

function RewardField({ id }: { id: string }) {
  const field = useRegisteredField<CodeFormValues>('reward', id);
  return (
    <div className="form__field">
      <label htmlFor={id}>Reward (optional)</label>
      <input maxLength={MAX_REWARD_LENGTH} autoComplete="off" {...field.props} />
      <FieldError id={field.errorId} message={field.message} />
    </div>
  );
}

function AddedAtField({ id }: { id: string }) {
  const field = useRegisteredField<CodeFormValues>('addedAt', id);
  return (
    <div className="form__field">
      <label htmlFor={id}>Date added (your local time; empty: now)</label>
      <input type="datetime-local" {...field.props} />
      <FieldError id={field.errorId} message={field.message} />
    </div>
  );
}

function ExpiryField({ id }: { id: string }) {
  const field = useRegisteredField<CodeFormValues>('expiresAt', id);
  return (
    <div className="form__field">
      <label htmlFor={id}>Expires (your local time)</label>
      <input type="datetime-local" required {...field.props} />
      <FieldError id={field.errorId} message={field.message} />
    </div>
  );
}

export function CodeForm({
  label,
  initial,
  submitLabel,
  failureText,
  onSubmit,
  onCancel,
}: CodeFormProps) {
  const id = useId();
  const admin = useAdminForm<CodeFormValues, CodeInput>({
    defaultValues: initial,
    resolver: RESOLVER,
    toFormErrors: codeFieldErrors,
    failureText,
    save: (input) => onSubmit(input),
  });
  const { form } = admin;
  const neverExpires = useWatch({ control: form.control, name: 'neverExpires' });

  return (
    <FormProvider {...form}>
      <form className="form code-form" noValidate onSubmit={admin.onSubmit} aria-label={label}>
        <CodeField id={`${id}-code`} />
        <RewardField id={`${id}-reward`} />
        <label className="code-form__check">
          <input type="checkbox" {...form.register('neverExpires')} />
          Never expires
        </label>
        {!neverExpires && <ExpiryField id={`${id}-expires`} />}
        <AddedAtField id={`${id}-added`} />
        <FormActions
          className="code-form__actions"
          failure={admin.failure}
          saving={form.formState.isSubmitting}
          submitLabel={submitLabel}
          onCancel={onCancel}
        />
      </form>
    </FormProvider>
  );
}
