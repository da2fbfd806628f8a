import { addListEntry, removeFirstListEntry } from '../../../domain/heroForm';

interface HeroListFieldProps {
  label: string;
  items: readonly string[];
  error?: string | undefined;
  onChange: (items: string[]) => void;
}

/** One recommended list: + adds a blank entry, − removes the FIRST entry. */
export function HeroListField({ label, items, error, onChange }: HeroListFieldProps) {
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
            onChange(items.map((old, at) => (at === index ? event.target.value : old)))
          }
        />
      ))}
      <div className="hero-form__list-buttons">
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Add ${label} entry`}
          onClick={() => onChange(addListEntry(items))}
        >
          +
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Remove first ${label} entry`}
          onClick={() => onChange(removeFirstListEntry(items))}
        >
          −
        </button>
      </div>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
