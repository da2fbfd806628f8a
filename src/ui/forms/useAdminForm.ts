import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { errorMessage, type FieldErrors } from '../../domain/errors';
import { useSaveFailure } from './useSaveFailure';

interface AdminFormOptions<Values extends FieldValues, Output> {
  defaultValues: DefaultValues<Values>;
  /** The form's own checks, which turn its values into what `save` gets. */
  resolver: Resolver<Values, unknown, Output>;
  /** The server's field messages (dotted paths of what was sent) keyed by this form's fields. */
  toFormErrors: (fieldErrors: FieldErrors) => Record<string, string>;
  /** Starts the message of a failed save, e.g. 'Failed to add code'. */
  failureText: string;
  /** Saves the checked values; a rejection keeps the form and its typing, with the reason shown. */
  save: (output: Output, form: UseFormReturn<Values, unknown, Output>) => Promise<unknown>;
}

/**
 * A form an admin saves (the account's and the code form): its messages stay until the next save,
 * like the server's, and focus stays where the admin is; a failed save shows why above the buttons
 * (SaveFailureNotice), with the server's field messages next to their fields.
 */
export function useAdminForm<Values extends FieldValues, Output = Values>({
  defaultValues,
  resolver,
  toFormErrors,
  failureText,
  save,
}: AdminFormOptions<Values, Output>) {
  const form = useForm<Values, unknown, Output>({
    defaultValues,
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const saveFailure = useSaveFailure({ setError: form.setError, toFormErrors });

  async function saveChecked(output: Output) {
    saveFailure.clear();
    try {
      await save(output, form);
    } catch (error) {
      saveFailure.fail(`${failureText}: ${errorMessage(error)}`, error);
    }
  }

  return {
    form,
    failure: saveFailure.failure,
    /**
     * The form element's submit handler: checks, then saves. A submit its checks stop clears an
     * earlier failure.
     */
    onSubmit: form.handleSubmit(saveChecked, saveFailure.clear),
  };
}

export type AdminFormState<Values extends FieldValues, Output> = ReturnType<
  typeof useAdminForm<Values, Output>
>;
