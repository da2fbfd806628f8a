import { Suspense } from 'react';
import { useController } from 'react-hook-form';
import { FieldError } from '../../../ui/forms/FieldError';
import { Spinner } from '../../../ui/Spinner';
import { useRichTextField } from '../../../ui/richTextField';
import type { HeroFormFields } from './heroFormFields';

/** Build notes, written with the guide editor (loaded with the form, admins only). */
export function HeroBuildNotesField() {
  const renderRichTextField = useRichTextField();
  const { field, fieldState } = useController<HeroFormFields, 'buildNotes'>({
    name: 'buildNotes',
  });
  if (!renderRichTextField) return null;
  return (
    <div className="form__field hero-form__build-notes">
      <span className="hero-form__build-notes-label" aria-hidden="true">
        Build notes
      </span>
      <Suspense fallback={<Spinner label="Loading the editor…" />}>
        {renderRichTextField({
          label: 'Build notes',
          value: field.value,
          onChange: field.onChange,
        })}
      </Suspense>
      <FieldError id="hero-build-notes-error" message={fieldState.error?.message} alert />
    </div>
  );
}
