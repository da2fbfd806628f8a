import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import {
  EQUIPMENT_NAME_MAX,
  EQUIPMENT_RARITIES,
  EQUIPMENT_STAT_LABEL_MAX,
  EQUIPMENT_STAT_VALUE_MAX,
  EQUIPMENT_STATS_MAX,
  EQUIPMENT_TEXT_MAX,
} from '../../../domain/equipment';
import { FieldError } from '../../../ui/forms/FieldError';
import { invalidField } from '../../../ui/forms/invalidField';
import { useRegisteredField } from '../../../ui/forms/useRegisteredField';
import { blankStat, type EquipmentFormValues } from './equipmentFormValues';
import { AddButton, RemoveButton } from '../../../ui/forms/ListButtons';

type TextName = 'name' | 'setBonus' | 'howToGet';

function TextField({ name, label, long }: { name: TextName; label: string; long?: boolean }) {
  const field = useRegisteredField<EquipmentFormValues>(name, `${useId()}-${name}`);
  return (
    <div className="form__field">
      <label htmlFor={field.props.id}>{label}</label>
      {long ? (
        <textarea rows={2} maxLength={EQUIPMENT_TEXT_MAX} {...field.props} />
      ) : (
        <input maxLength={EQUIPMENT_NAME_MAX} autoComplete="off" {...field.props} />
      )}
      <FieldError id={field.errorId} message={field.message} />
    </div>
  );
}

interface ChoiceFieldProps {
  name: 'slot' | 'rarity';
  label: string;
  placeholder: string;
  options: readonly string[];
}

function ChoiceField({ name, label, placeholder, options }: ChoiceFieldProps) {
  const field = useRegisteredField<EquipmentFormValues>(name, `${useId()}-${name}`);
  return (
    <div className="form__field">
      <label htmlFor={field.props.id}>{label}</label>
      <select {...field.props}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} message={field.message} />
    </div>
  );
}

/** The item's text fields: name, slot (of `slots`), rarity, set bonus and how to get it. */
export function EquipmentTextFields({ slots }: { slots: readonly string[] }) {
  return (
    <>
      <TextField name="name" label="Name" />
      <div className="equipment-form__pair">
        <ChoiceField name="slot" label="Slot" placeholder="Choose a slot" options={slots} />
        <ChoiceField
          name="rarity"
          label="Rarity"
          placeholder="Choose a rarity"
          options={EQUIPMENT_RARITIES}
        />
      </div>
    </>
  );
}

export function EquipmentNoteFields() {
  return (
    <>
      <TextField name="setBonus" label="Set bonus (optional)" long />
      <TextField name="howToGet" label="How to get (optional)" long />
    </>
  );
}

const STAT_PART_MAX = { label: EQUIPMENT_STAT_LABEL_MAX, value: EQUIPMENT_STAT_VALUE_MAX };

/** A stat line's label or value: a controlled input with its error. */
function StatPart({
  id,
  label,
  maxLength,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  maxLength: number;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        autoComplete="off"
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...invalidField(`${id}-error`, error)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The stat lines: a label and a value each, added and removed one by one. */
export function EquipmentStatsField() {
  const id = useId();
  const { field, fieldState } = useController<EquipmentFormValues, 'stats'>({ name: 'stats' });
  const { getFieldState, formState } = useFormContext<EquipmentFormValues>();
  const stats = field.value;
  const listMessage = fieldState.error?.root?.message;
  const change = (index: number, part: 'label' | 'value', text: string) =>
    field.onChange(stats.map((stat, at) => (at === index ? { ...stat, [part]: text } : stat)));
  return (
    <fieldset className="equipment-form__stats">
      <legend>Stats</legend>
      <p className="equipment-form__hint">
        At most {EQUIPMENT_STATS_MAX}, e.g. “ATK” and “+120”. A line left empty is left out.
      </p>
      {stats.map((stat, index) => {
        const line = index + 1;
        return (
          // Lines have no identity beyond their place; the inputs are controlled, so index keys
          // show the right values after a line is removed.
          <div key={index} className="equipment-form__stat">
            {(['label', 'value'] as const).map((part) => (
              <StatPart
                key={part}
                id={`${id}-${index}-${part}`}
                label={`Stat ${line} ${part}`}
                maxLength={STAT_PART_MAX[part]}
                value={stat[part]}
                error={getFieldState(`stats.${index}.${part}`, formState).error?.message}
                onChange={(text) => change(index, part, text)}
              />
            ))}
            <RemoveButton
              what={`stat ${line}`}
              className="equipment-form__remove"
              onClick={() =>
                field.onChange(
                  stats.length > 1 ? stats.filter((_, at) => at !== index) : [blankStat()],
                )
              }
            />
          </div>
        );
      })}
      <div>
        <AddButton
          full={stats.length >= EQUIPMENT_STATS_MAX}
          onClick={() => field.onChange([...stats, blankStat()])}
        >
          Add stat
        </AddButton>
      </div>
      <FieldError id={`${id}-error`} message={listMessage} alert />
    </fieldset>
  );
}
