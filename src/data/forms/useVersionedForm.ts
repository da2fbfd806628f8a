import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { FieldErrors } from '../../domain/errors';
import { setServerErrors } from '../../ui/forms/useSaveFailure';
import type { VersionedRecord } from './useRecordWrite';
import {
  useVersionedSave,
  type FreshRead,
  type KindImage,
  type VersionedSaveOptions,
} from './useVersionedSave';

/** A record's form: the record it edits (a copy is loaded into the form), or null to add one. */
export interface RecordFormProps<Item> {
  item: Item | null;
  onClose: () => void;
}

interface VersionedFormOptions<
  Item extends VersionedRecord,
  Values extends FieldValues,
  Checked,
  Input,
  Saved,
> extends Pick<
  VersionedSaveOptions<Item | null, Input, Saved>,
  'write' | 'savedText' | 'failureText' | 'onSaved' | 'focus'
> {
  /** The stored item the form opens on, or null to add one. */
  item: Item | null;
  /** "Load latest": the stored item read afresh, by its query. */
  latest: (base: Item, read: FreshRead) => Promise<Item>;
  /** The form's values for a stored item, or for a new one. */
  values: (stored: Item | null) => Values;
  /** What "Load latest" leaves as it is (a chosen image: the file input still shows it). */
  keep: (current: Values) => Partial<Values>;
  /** The kind's own checks, which turn the values into what a save writes. */
  resolver: Resolver<Values, unknown, Checked>;
  /** The server's field messages keyed by this form's fields (the values tell places in lists). */
  toFormErrors: (fieldErrors: FieldErrors, values: Values) => Record<string, string>;
  image: KindImage<Item> & { file: (checked: Checked) => File | null };
  /** What a save writes, with the image path it ends with. */
  toInput: (checked: Checked, imagePath: string) => Input;
}

/**
 * An admin's form of one record whose fields are react-hook-form's (the hero's, an equipment
 * item's), on the shared versioned save (useVersionedSave). Messages stay until the next save, like
 * the server's, and focus stays where the admin is.
 */
export function useVersionedForm<
  Item extends VersionedRecord,
  Values extends FieldValues,
  Checked,
  Input,
  Saved,
>(options: VersionedFormOptions<Item, Values, Checked, Input, Saved>) {
  const [base, setBase] = useState(options.item);
  const form = useForm<Values, unknown, Checked>({
    defaultValues: options.values(options.item) as DefaultValues<Values>,
    resolver: options.resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const versioned = useVersionedSave({
    base,
    reload: base
      ? async (read) => {
          const latest = await options.latest(base, read);
          setBase(latest);
          form.reset({ ...options.values(latest), ...options.keep(form.getValues()) });
        }
      : undefined,
    write: options.write,
    image: options.image,
    savedText: options.savedText,
    failureText: options.failureText,
    showFieldErrors: (fieldErrors) =>
      setServerErrors(form.setError, options.toFormErrors(fieldErrors, form.getValues())),
    onSaved: options.onSaved,
    focus: options.focus,
  });

  return {
    form,
    base,
    formRef: versioned.formRef,
    progress: versioned.progress,
    /** For the form's foot (FormActions). */
    actions: {
      failure: versioned.failure,
      onConflict: versioned.onConflict,
      saving: form.formState.isSubmitting,
    },
    /**
     * The form element's submit handler: checks, then saves. A submit its checks stop clears an
     * earlier failure.
     */
    onSubmit: form.handleSubmit(
      (checked) =>
        versioned.save(
          (imagePath) => options.toInput(checked, imagePath),
          options.image.file(checked),
        ),
      versioned.clearFailure,
    ),
  };
}
