import { useId } from 'react';
import { DONATION_CHOICES, MAX_PEOPLE, isDonations } from '../../domain/guildMath';
import { MAX_LEVEL, MIN_LEVEL } from '../../domain/guildTable';
import { NumberField } from './NumberField';
import type { RawCalculatorInputs } from './useCalculatorInputs';

interface CalculatorFormProps {
  raw: RawCalculatorInputs;
  errors: Partial<Record<'people' | 'from' | 'to', string>>;
  onChange: (patch: Partial<RawCalculatorInputs>) => void;
}

export function CalculatorForm({ raw, errors, onChange }: CalculatorFormProps) {
  const id = useId();
  const from = Number(raw.from);
  const targetMin = Number.isInteger(from) && from >= MIN_LEVEL ? from + 1 : MIN_LEVEL + 1;
  return (
    <form className="form calculator__form" onSubmit={(event) => event.preventDefault()}>
      <NumberField
        id={`${id}-people`}
        label="Number of people"
        value={raw.people}
        min={1}
        max={MAX_PEOPLE}
        error={errors.people}
        onChange={(people) => onChange({ people })}
      />
      <div className="form__field">
        <label htmlFor={`${id}-donations`}>Donations per person per day</label>
        <select
          id={`${id}-donations`}
          value={raw.donations}
          onChange={(event) => {
            const donations = Number(event.target.value);
            if (isDonations(donations)) onChange({ donations });
          }}
        >
          {DONATION_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice === 5 ? '5 (with gems)' : String(choice)}
            </option>
          ))}
        </select>
      </div>
      <NumberField
        id={`${id}-from`}
        label="Current level"
        value={raw.from}
        min={MIN_LEVEL}
        max={MAX_LEVEL - 1}
        error={errors.from}
        onChange={(value) => onChange({ from: value })}
      />
      <NumberField
        id={`${id}-to`}
        label="Target level"
        value={raw.to}
        min={targetMin}
        max={MAX_LEVEL}
        error={errors.to}
        onChange={(value) => onChange({ to: value })}
      />
    </form>
  );
}
