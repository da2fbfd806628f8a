import { useController } from 'react-hook-form';
import { RichTextFormField } from '../../../ui/forms/RichTextFormField';
import type { HeroFormFields } from './heroFormFields';

/** Build notes, written with the guide editor (loaded with the form, admins only). */
export function HeroBuildNotesField() {
  const { field, fieldState } = useController<HeroFormFields, 'buildNotes'>({
    name: 'buildNotes',
  });
  return (
    <RichTextFormField
      className="hero-form__build-notes"
      label="Build notes"
      value={field.value}
      onChange={field.onChange}
      errorId="hero-build-notes-error"
      error={fieldState.error?.message}
    />
  );
}
