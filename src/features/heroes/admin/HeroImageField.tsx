import { useId } from 'react';
import { ProgressBar } from '../../../ui/ProgressBar';
import { HeroImage } from '../HeroImage';
import { NOT_AN_IMAGE, isImageFile } from './uploadHeroImage';

interface HeroImageFieldProps {
  /** Required when adding; when editing, the image is replaced only if one is chosen. */
  required: boolean;
  currentThumbnail: string;
  progress: number;
  error?: string | undefined;
  onFileChange: (file: File | null) => void;
  onError: (message: string) => void;
}

export function HeroImageField(props: HeroImageFieldProps) {
  const { required, currentThumbnail, progress, error, onFileChange, onError } = props;
  const id = useId();
  return (
    <div className="form__field hero-form__image">
      <label htmlFor={id}>{required ? 'Image' : 'Replace image (optional)'}</label>
      {currentThumbnail && <HeroImage src={currentThumbnail} alt="Current image" size={56} />}
      <input
        id={id}
        type="file"
        accept="image/*"
        // Checked on submit instead of natively, so the message sits next to this field.
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          if (file && !isImageFile(file)) {
            event.target.value = '';
            onFileChange(null);
            onError(NOT_AN_IMAGE);
            return;
          }
          onError('');
          onFileChange(file);
        }}
      />
      <ProgressBar percent={progress} label="Image upload" />
      {error && (
        <p id={`${id}-error`} className="form__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
