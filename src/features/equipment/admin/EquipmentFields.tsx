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
        const label = getFieldState(`stats.${index}.label`, formState).error?.message;
        const value = getFieldState(`stats.${index}.value`, formState).error?.message;
        const labelId = `${id}-${index}-label`;
        const valueId = `${id}-${index}-value`;
        return (
          // Lines have no identity beyond their place; the inputs are controlled, so index keys
          // show the right values after a line is removed.
          <div key={index} className="equipment-form__stat">
            <div className="form__field">
              <label htmlFor={labelId}>Stat {line} label</label>
              <input
                id={labelId}
                autoComplete="off"
                maxLength={EQUIPMENT_STAT_LABEL_MAX}
                value={stat.label}
                onChange={(event) => change(index, 'label', event.target.value)}
                {...invalidField(`${labelId}-error`, label)}
              />
              <FieldError id={`${labelId}-error`} message={label} />
            </div>
            <div className="form__field">
              <label htmlFor={valueId}>Stat {line} value</label>
              <input
                id={valueId}
                autoComplete="off"
                maxLength={EQUIPMENT_STAT_VALUE_MAX}
                value={stat.value}
                onChange={(event) => change(index, 'value', event.target.value)}
                {...invalidField(`${valueId}-error`, value)}
              />
              <FieldError id={`${valueId}-error`} message={value} />
            </div>
            <button
              type="button"
              className="button button--secondary equipment-form__remove"
              aria-label={`Remove stat ${line}`}
              onClick={() =>
                field.onChange(
                  stats.length > 1 ? stats.filter((_, at) => at !== index) : [blankStat()],
                )
              }
            >
              Remove
            </button>
          </div>
        );
      })}
      <div>
        <button
          type="button"
          className="button button--secondary"
          disabled={stats.length >= EQUIPMENT_STATS_MAX}
          onClick={() => field.onChange([...stats, blankStat()])}
        >
          Add stat
        </button>
      </div>
      <FieldError id={`${id}-error`} message={listMessage} alert />
    </fieldset>
  );
}
