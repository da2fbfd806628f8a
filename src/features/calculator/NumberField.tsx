import { FieldError } from '../../ui/forms/FieldError';
import { invalidField } from '../../ui/forms/invalidField';

interface NumberFieldProps {
  id: string;
  label: string;
  value: string;
  min: number;
  max: number;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A whole-number field whose message sits next to it and is tied to it for screen readers. */
export function NumberField({ id, label, value, min, max, error, onChange }: NumberFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        step={1}
        min={min}
        max={max}
        value={value}
        required
        {...invalidField(errorId, error)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
