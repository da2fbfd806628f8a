import { useId, type ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { FormActions } from './FormActions';
import type { AdminFormState } from './useAdminForm';

interface AdminFormProps<Values extends FieldValues, Output> {
  /** The form useAdminForm set up. */
  admin: AdminFormState<Values, Output>;
  /** Added to the form element's `form` class. */
  className: string;
  /** The form's heading, which also names it. */
  heading: string;
  submitLabel: string;
  /** The button's text while the save runs. */
  busyLabel: string;
  children: ReactNode;
}

/** A form with a heading of its own: the heading, its fields, why a save failed, and its button. */
export function AdminForm<Values extends FieldValues, Output>({
  admin: { form, failure, onSubmit },
  className,
  heading,
  submitLabel,
  busyLabel,
  children,
}: AdminFormProps<Values, Output>) {
  const id = useId();
  return (
    <FormProvider {...form}>
      <form
        className={`form ${className}`}
        noValidate
        aria-labelledby={`${id}-heading`}
        onSubmit={onSubmit}
      >
        <h2 id={`${id}-heading`}>{heading}</h2>
        {children}
        <FormActions
          failure={failure}
          saving={form.formState.isSubmitting}
          submitLabel={submitLabel}
          busyLabel={busyLabel}
        />
      </form>
    </FormProvider>
  );
}
