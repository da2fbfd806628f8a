import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldError } from '../../../ui/forms/FieldError';
import { invalidField } from '../../../ui/forms/invalidField';
import { ProgressBar } from '../../../ui/ProgressBar';
import { HeroImage } from '../../../ui/HeroImage';
import type { HeroFormFields } from './heroFormFields';
import { NOT_AN_IMAGE, isImageFile } from './uploadHeroImage';

interface HeroImageFieldProps {
  /** Required when adding; when editing, the image is replaced only if one is chosen. */
  required: boolean;
  currentThumbnail: string;
  progress: number;
}

/** The image file of the hero form (its `image` field): only images can be picked. */
export function HeroImageField({ required, currentThumbnail, progress }: HeroImageFieldProps) {
  const id = useId();
  const { field, fieldState } = useController<HeroFormFields, 'image'>({ name: 'image' });
  const { setError, clearErrors } = useFormContext<HeroFormFields>();
  const error = fieldState.error?.message;
  return (
    <div className="form__field hero-form__image">
      <label htmlFor={id}>{required ? 'Image' : 'Replace image (optional)'}</label>
      {currentThumbnail && (
        <HeroImage src={currentThumbnail} alt="Current image" name="" size={56} />
      )}
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
