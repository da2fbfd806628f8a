import { GAME_MODE_DESCRIPTION_MAX } from '../../../domain/gameMode';
import { FieldError } from '../../../ui/forms/FieldError';
import { invalidField } from '../../../ui/forms/invalidField';
import type { GameModeFieldErrors, GameModeFormValues } from './gameModeFormValues';

interface GameModeFieldsProps {
  /** Starts the inputs' ids. */
  id: string;
  values: GameModeFormValues;
  errors: GameModeFieldErrors;
  onChange: (values: GameModeFormValues) => void;
  /**
   * Which mode, for screen readers: "Name of Arena". None for a new mode, whose description says
   * what it holds (the list's rows leave it out, one row under the other).
   */
  of?: string;
}

/** A game mode's name and one-line description, each with its message. */
export function GameModeFields({ id, values, errors, onChange, of }: GameModeFieldsProps) {
  const hintId = of ? undefined : `${id}-description-hint`;
  const descriptionInvalid = invalidField(`${id}-description-error`, errors.description);
  const ofMode = of ? <span className="visually-hidden">of {of}</span> : null;
  return (
    <>
      <div className="form__field">
        <label htmlFor={`${id}-name`}>Name {ofMode}</label>
        <input
          id={`${id}-name`}
          autoComplete="off"
          required
          value={values.name}
          onChange={(event) => onChange({ ...values, name: event.target.value })}
          {...invalidField(`${id}-name-error`, errors.name)}
        />
        <FieldError id={`${id}-name-error`} message={errors.name} alert />
      </div>
      <div className="form__field">
        <label htmlFor={`${id}-description`}>Description {ofMode}</label>
        <input
          id={`${id}-description`}
          autoComplete="off"
          value={values.description}
          onChange={(event) => onChange({ ...values, description: event.target.value })}
          {...descriptionInvalid}
          aria-describedby={[hintId, descriptionInvalid['aria-describedby']]
            .filter(Boolean)
            .join(' ')}
        />
        {hintId && (
          <p id={hintId} className="game-modes__hint">
            What the mode is, in one line of at most {GAME_MODE_DESCRIPTION_MAX} characters.
          </p>
        )}
        <FieldError id={`${id}-description-error`} message={errors.description} alert />
      </div>
    </>
  );
}
