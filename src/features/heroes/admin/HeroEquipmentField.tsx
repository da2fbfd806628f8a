import { useRef, useState } from 'react';
import { MoveButtons, useMoveFocus } from '../../../ui/MoveButtons';
import { useController, useFormContext } from 'react-hook-form';
import {
  compareEquipment,
  equipmentSlotsOf,
  liveEquipment,
  slotsInUse,
  type EquipmentItem,
} from '../../../domain/equipment';
import { RECOMMENDED_EQUIPMENT_MAX } from '../../../domain/heroEquipment';
import { useEquipmentList } from '../../../data/equipmentQuery';
import { FieldError } from '../../../ui/forms/FieldError';
import { LoadError } from '../../../ui/LoadError';
import { useSiteSettings } from '../../../data/siteSettingsQuery';
import { Spinner } from '../../../ui/Spinner';
import type { HeroFormFields } from './heroFormFields';
import { RemoveButton } from '../../../ui/forms/ListButtons';

const THUMBNAIL = 40;

/** The live items to pick from, grouped by slot in the slot list's order. */
function slotGroups(items: readonly EquipmentItem[], slotList: readonly string[]) {
  const sorted = [...items].sort(compareEquipment(slotList));
  return slotsInUse(slotList, items)
    .map((slot) => ({ slot, items: sorted.filter((item) => item.slot === slot) }))
    .filter((group) => group.items.length > 0);
}

interface RowProps {
  item: EquipmentItem;
  index: number;
  count: number;
  error: string | undefined;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

function EquipmentRow({ item, index, count, error, onMove, onRemove }: RowProps) {
  return (
    <li className="hero-form__equipment-row" data-item={item.id}>
      {item.thumbnailUrl ? (
        <img src={item.thumbnailUrl} alt="" width={THUMBNAIL} height={THUMBNAIL} />
      ) : (
        <span className="hero-form__equipment-none" aria-hidden />
      )}
      <span className="hero-form__equipment-name">
        {item.name}
        <span className="hero-form__hint">
          {' '}
          {item.slot} · {item.rarity}
        </span>
        <FieldError id={`hero-equipment-${index}-error`} message={error} alert />
      </span>
      <span className="hero-form__skill-actions">
        <MoveButtons label={item.name} index={index} count={count} onMove={onMove} />
        <RemoveButton what={item.name} onClick={onRemove} />
      </span>
    </li>
  );
}

/**
 * "Recommended equipment" (docs/product.md#hero-form): live items picked from a list grouped by
 * slot, in the order the hero page shows them, each moved up or down or removed with buttons, at
 * most RECOMMENDED_EQUIPMENT_MAX. An item in the trash is not shown, and saving drops it
 * (HeroForm); a refused item's message shows on its row, one about the list under the list.
 */
export function HeroEquipmentField() {
  const { control, getFieldState, formState } = useFormContext<HeroFormFields>();
  const { field } = useController({ control, name: 'recommendedEquipment' });
  const list = useEquipmentList();
  const settings = useSiteSettings().data;
  const [picked, setPicked] = useState('');
  const pickRef = useRef<HTMLSelectElement>(null);
  const { listRef, focusMoved } = useMoveFocus<HTMLOListElement>('data-item');

  const items = list.data ?? [];
  const shown = liveEquipment(field.value, items);
  const ids = shown.map((item) => item.id);
  const full = shown.length >= RECOMMENDED_EQUIPMENT_MAX;
  const choices = items.filter((item) => !ids.includes(item.id));
  const groups = slotGroups(choices, equipmentSlotsOf(settings));
  const listError =
    getFieldState('recommendedEquipment', formState).error?.message ??
    formState.errors.recommendedEquipment?.root?.message;

  // Every change writes the live items only: what the form saves.
  const write = (next: string[]) => field.onChange(next);

  function add() {
    if (!picked || full) return;
    write([...ids, picked]);
    setPicked('');
    pickRef.current?.focus();
  }

  function move(index: number, step: -1 | 1) {
    const to = index + step;
    if (to < 0 || to >= ids.length) return;
    const next = [...ids];
    [next[index], next[to]] = [next[to]!, next[index]!];
    write(next);
    focusMoved(next[to]!, step);
  }

  return (
    <fieldset className="hero-form__equipment">
      <legend>Recommended equipment</legend>
      <p className="hero-form__hint">
        In the order the hero page shows them, at most {RECOMMENDED_EQUIPMENT_MAX}.
      </p>
      {list.isPending && <Spinner label="Loading the equipment…" />}
      {list.isError && <LoadError summary="Failed to load the equipment" query={list} />}
      {shown.length > 0 && (
        <ol className="hero-form__equipment-list" ref={listRef}>
          {shown.map((item, index) => (
            <EquipmentRow
              key={item.id}
              item={item}
              index={index}
              count={shown.length}
              error={getFieldState(`recommendedEquipment.${index}`, formState).error?.message}
              onMove={(step) => move(index, step)}
              onRemove={() => {
                write(ids.filter((id) => id !== item.id));
                pickRef.current?.focus();
              }}
            />
          ))}
        </ol>
      )}
      {list.isSuccess && (
        <div className="hero-form__equipment-add">
          <label htmlFor="hero-equipment-pick" className="visually-hidden">
            Equipment item to add
          </label>
          <select
            id="hero-equipment-pick"
            ref={pickRef}
            value={picked}
            disabled={full || choices.length === 0}
            onChange={(event) => setPicked(event.target.value)}
          >
            <option value="">
              {items.length === 0 ? 'No equipment items yet' : 'Choose an item…'}
            </option>
            {groups.map((group) => (
              <optgroup key={group.slot} label={group.slot}>
                {group.items.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name} ({item.rarity})
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <button
            type="button"
            className="button button--secondary"
            disabled={full || !picked}
            onClick={add}
          >
            Add
          </button>
        </div>
      )}
      {full && (
        <p className="hero-form__hint">
          A hero recommends at most {RECOMMENDED_EQUIPMENT_MAX} items.
        </p>
      )}
      <FieldError id="hero-equipment-error" message={listError} alert />
    </fieldset>
  );
}
