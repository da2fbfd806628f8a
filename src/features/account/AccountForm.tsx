import { useId, type ReactNode } from 'react';
import {
  FormProvider,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { SaveFailureNotice } from '../../ui/forms/SaveFailureNotice';
import type { SaveFailure } from '../../ui/forms/useSaveFailure';

interface AccountFormProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  /** The form's heading, which also names it. */
  heading: string;
  onSave: SubmitHandler<Output>;
  failure: SaveFailure | null;
  /** Called when a submit is stopped by the form's own checks: an earlier failure no longer applies. */
  onInvalid: () => void;
  submitLabel: string;
  /** The button's text while the save runs. */
  busyLabel: string;
  children: ReactNode;
}

/** One section of the account page: a heading, its fields, why a save failed, and its button. */
export function AccountForm<Values extends FieldValues, Output>({
  form,
  heading,
  onSave,
  failure,
  onInvalid,
  submitLabel,
  busyLabel,
  children,
}: AccountFormProps<Values, Output>) {
  const id = useId();
  const busy = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form
        className="form account__form"
        noValidate
        aria-labelledby={`${id}-heading`}
        onSubmit={form.handleSubmit(onSave, onInvalid)}
      >
        <h2 id={`${id}-heading`}>{heading}</h2>
        {children}
        <SaveFailureNotice failure={failure} />
        <div>
          <button type="submit" className="button" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
