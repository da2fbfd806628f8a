import { useController } from 'react-hook-form';
import type { HeroListKey } from '../../../domain/hero';
import { addListEntry, removeFirstListEntry } from './heroFormValues';
import { FieldError } from '../../../ui/forms/FieldError';
import type { HeroFormFields } from './heroFormFields';

interface HeroListFieldProps {
  name: HeroListKey;
  label: string;
}

/**
 * One recommended list: + adds a blank entry, − removes the FIRST entry, and an emptied list keeps
 * one blank entry (the rules of heroFormValues.ts).
 */
export function HeroListField({ name, label }: HeroListFieldProps) {
  const { field, fieldState } = useController<HeroFormFields, HeroListKey>({ name });
  const items = field.value;
  return (
    <fieldset className="hero-form__list">
      <legend>{label}</legend>
      {items.map((item, index) => (
        <input
          // Entries have no identity beyond their place; the inputs are controlled, so index keys
          // show the right values after the first one is removed.
          key={index}
          aria-label={`${label} ${index + 1}`}
          value={item}
          onChange={(event) =>
            field.onChange(items.map((old, at) => (at === index ? event.target.value : old)))
          }
        />
      ))}
      <div className="hero-form__list-buttons">
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Add ${label} entry`}
          onClick={() => field.onChange(addListEntry(items))}
        >
          +
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Remove first ${label} entry`}
          onClick={() => field.onChange(removeFirstListEntry(items))}
        >
          −
        </button>
      </div>
      <FieldError id={`hero-${name}-error`} message={fieldState.error?.message} alert />
    </fieldset>
  );
}
