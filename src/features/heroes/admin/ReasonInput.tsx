import { RATING_REASON_MAX } from '../../../domain/modeRating';
import { FieldError } from '../../../ui/forms/FieldError';
import { invalidField } from '../../../ui/forms/invalidField';

interface ReasonInputProps {
  /** The field's id; its counter and its message are named after it. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Why the reason was refused, if it was. */
  message: string | undefined;
}

/**
 * A rating's reason (docs/product.md#ratings-per-mode), with the count of its characters against
 * the limit, marked when over it, and its message: in the hero form and in the quick edit alike.
 * The label is the caller's.
 */
export function ReasonInput({ id, value, onChange, message }: ReasonInputProps) {
  const counterId = `${id}-count`;
  const errorId = `${id}-error`;
  const invalid = invalidField(errorId, message);
  const length = value.trim().length;
  return (
    <>
      <input
        id={id}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...invalid}
        aria-describedby={[counterId, invalid['aria-describedby']].filter(Boolean).join(' ')}
      />
      <p
        id={counterId}
        className={length > RATING_REASON_MAX ? 'hero-form__counter is-over' : 'hero-form__counter'}
      >
        {length} of {RATING_REASON_MAX} characters
      </p>
      <FieldError id={errorId} message={message} alert />
    </>
  );
}
