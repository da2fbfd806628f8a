import { useId, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { NOT_AN_IMAGE, isImageFile } from '../imageUpload';
import { ProgressBar } from '../ProgressBar';
import { FieldError } from './FieldError';
import { invalidField } from './invalidField';

/** The forms this field sits in: their chosen file is `image`, null for none. */
interface WithImage {
  image: File | null;
}

interface ImageFileFieldProps {
  label: string;
  /** Added to the field's `form__field` class. */
  className: string;
  /** The current image, shown above the picker. */
  current: ReactNode;
  /** For a field the form requires; it is checked on submit, not natively. */
  required?: boolean;
  /** The upload's progress, 0 while none runs. */
  progress: number;
}

/**
 * The image file of a record's form (its `image` field): only images can be picked, and a file
 * that is not one is refused next to the field before anything is uploaded.
 */
export function ImageFileField({
  label,
  className,
  current,
  required,
  progress,
}: ImageFileFieldProps) {
  const id = useId();
  const { field, fieldState } = useController<WithImage, 'image'>({ name: 'image' });
  const { setError, clearErrors } = useFormContext<WithImage>();
  const error = fieldState.error?.message;
  return (
    <div className={`form__field ${className}`}>
      <label htmlFor={id}>{label}</label>
      {current}
      <input
        id={id}
        type="file"
        accept="image/*"
        // Checked on submit instead of natively, so the message sits next to this field.
        aria-required={required}
        {...invalidField(`${id}-error`, error)}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          if (file && !isImageFile(file)) {
            event.target.value = '';
            field.onChange(null);
            setError('image', { type: 'type', message: NOT_AN_IMAGE });
            return;
          }
          clearErrors('image');
          field.onChange(file);
        }}
      />
      <ProgressBar percent={progress} label="Image upload" />
      <FieldError id={`${id}-error`} message={error} alert />
    </div>
  );
}
