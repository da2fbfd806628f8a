import type { BaseSyntheticEvent, ReactNode, Ref } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormActions } from '../../ui/forms/FormActions';
import { ImageFileField } from '../../ui/forms/ImageFileField';
import type { SaveFailure } from '../../ui/forms/useSaveFailure';

interface VersionedRecordFormProps<Values extends FieldValues, Checked> {
  /** What useVersionedForm gave the form, but its ref. */
  editor: {
    form: UseFormReturn<Values, unknown, Checked>;
    progress: number;
    actions: { failure: SaveFailure | null; onConflict: () => void; saving: boolean };
    onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  };
  /** useVersionedForm's form ref: the form is scrolled to and its first field focused. */
  formRef: Ref<HTMLFormElement>;
  /** The block of its classes: `form {block}`, `{block}__title`, `__image` and `__actions`. */
  block: string;
  /** Its heading and accessible name: "Edit Mo". */
  title: string;
  /** Set where the browser's own checks of the fields are left out (the form's are shown). */
  noValidate?: boolean;
  /** The image field, last of the fields: its label, the current image, whether one is required. */
  image: { label: string; current: ReactNode; required?: boolean };
  /** The save button's text. */
  submitLabel: string;
  onClose: () => void;
  /** The kind's own fields. */
  children: ReactNode;
}

/**
 * The frame of a record's form on useVersionedForm (a hero's, an equipment item's): its title, the
 * kind's fields, the image with its upload's progress, then why a save failed, Save and Cancel.
 */
export function VersionedRecordForm<Values extends FieldValues, Checked>({
  editor,
  formRef,
  block,
  title,
  noValidate,
  image,
  submitLabel,
  onClose,
  children,
}: VersionedRecordFormProps<Values, Checked>) {
  return (
    <FormProvider {...editor.form}>
      <form
        ref={formRef}
        className={`form ${block}`}
        noValidate={noValidate}
        aria-label={title}
        onSubmit={editor.onSubmit}
      >
        <h2 className={`${block}__title`}>{title}</h2>
        {children}
        <ImageFileField {...image} className={`${block}__image`} progress={editor.progress} />
        <FormActions
          className={`${block}__actions`}
          {...editor.actions}
          submitLabel={submitLabel}
          busyLabel="Saving…"
          onCancel={onClose}
        />
      </form>
    </FormProvider>
  );
}
