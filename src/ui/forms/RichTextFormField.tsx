import { Suspense } from 'react';
import { Spinner } from '../Spinner';
import { useRichTextField, type RichTextFieldProps } from '../richTextField';
import { FieldError } from './FieldError';

interface RichTextFormFieldProps extends RichTextFieldProps {
  /** The field's own class, beside `form__field`. */
  className: string;
  /** Its name as shown above it, when shorter than the editor's accessible name. */
  heading?: string;
  errorId: string;
  error: string | undefined;
}

/**
 * A rich-text field of an admin form: its name above it, the guide editor once its code is loaded
 * (admins only: src/ui/richTextField.ts), and its error. Nothing where the app gives no editor.
 */
export function RichTextFormField({
  className,
  heading,
  errorId,
  error,
  ...editor
}: RichTextFormFieldProps) {
  const renderRichTextField = useRichTextField();
  if (!renderRichTextField) return null;
  return (
    <div className={`form__field ${className}`}>
      {/* The editor is named by its own label; this one is for the eye. */}
      <span className="form__label" aria-hidden="true">
        {heading ?? editor.label}
      </span>
      <Suspense fallback={<Spinner label="Loading the editor…" />}>
        {renderRichTextField(editor)}
      </Suspense>
      <FieldError id={errorId} message={error} alert />
    </div>
  );
}
