import { useEffect, useId, useState } from 'react';
import {
  EQUIPMENT_SLOT_MAX,
  EQUIPMENT_SLOTS_MAX,
  equipmentSlotsOf,
  type EquipmentItem,
} from '../../../domain/equipment';
import { equipmentSlotsSchema } from '../../../domain/siteSettingsSchema';
import type { FieldErrors } from '../../../domain/errors';
import type { SiteSettings } from '../../../domain/siteSettings';
import { zodFieldErrors } from '../../../domain/validation';
import { FieldError } from '../../../ui/forms/FieldError';
import { invalidField } from '../../../ui/forms/invalidField';
import { OpenedDetails } from '../../../ui/OpenedDetails';
import { SiteSettingsEditorForm } from '../../../data/forms/SiteSettingsEditorForm';
import { useSiteSettingsForm } from '../../../data/forms/useSiteSettingsForm';
import { settingsField } from '../../../data/useSaveSiteSettings';
import './equipmentAdmin.css';
import { AddButton, RemoveButton } from '../../../ui/forms/ListButtons';

/** A line of the editor: its key follows it when it moves, with its message. */
interface Row {
  key: number;
  name: string;
}

interface SlotErrors {
  /** By row key. */
  rows: Record<number, string>;
  /** About the list as a whole (too many, none). */
  list?: string;
}

const NO_ERRORS: SlotErrors = { rows: {} };

/** Row keys, unique in the page: a row keeps its key (and its input) when it moves. */
let lastRowKey = 0;
const newRow = (name: string): Row => ({ key: (lastRowKey += 1), name });
const rowsOf = (slots: readonly string[]) => slots.map(newRow);

const itemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * Messages by index on the rows they name: `2` from the list's check, `equipmentSlots.2` from the
 * Firebase adapter, `settings.equipmentSlots.2` from our server.
 */
function slotErrors(fieldErrors: FieldErrors, shown: readonly Row[]): SlotErrors {
  const errors: SlotErrors = { rows: {} };
  for (const [fullPath, message] of Object.entries(fieldErrors)) {
    const path = settingsField(fullPath);
    const at = /^(?:equipmentSlots\.)?(\d+)$/.exec(path);
    const row = at ? shown[Number(at[1])] : undefined;
    if (row) errors.rows[row.key] ??= message;
    else if (path === '_' || path === 'equipmentSlots') errors.list ??= message;
  }
  return errors;
}

/**
 * The admins' editor of the slot list (docs/product.md#equipment-slots-editor): add, rename, remove and
 * move slots, then save the list as part of the site settings, on the version it was opened on.
 * The other settings go back as that version holds them, so a newer save of any of them is a
 * conflict, not undone. Items keep their slot whatever the list becomes.
 */
export function EquipmentSlotsEditor({
  settings,
  items,
}: {
  settings: SiteSettings;
  items: readonly EquipmentItem[];
}) {
  const id = useId();
  const editor = useSiteSettingsForm<Row[], SlotErrors>({
    settings,
    values: (stored) => rowsOf(equipmentSlotsOf(stored)),
    check: (rows, stored) => {
      const checked = equipmentSlotsSchema.safeParse(rows.map((row) => row.name));
      return checked.success
        ? { input: { ...stored, equipmentSlots: checked.data } }
        : { errors: slotErrors(zodFieldErrors(checked.error), rows) };
    },
    noErrors: NO_ERRORS,
    toErrors: slotErrors,
    savedText: () => 'Equipment slots saved.',
    failureText: 'Failed to save the equipment slots',
  });
  const rows = editor.values;
  const setRows = editor.set;
  const errors = editor.errors;
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const inputId = (key: number) => `${id}-slot-${key}`;

  // A slot just added gets the focus, once its input is there.
  useEffect(() => {
    if (focusKey !== null) document.getElementById(`${id}-slot-${focusKey}`)?.focus();
  }, [id, focusKey]);

  function move(index: number, step: -1 | 1) {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (!row) return;
    next.splice(index + step, 0, row);
    setRows(next);
  }

  function add() {
    const row = newRow('');
    setRows([...rows, row]);
    setFocusKey(row.key);
  }

  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.slot, (counts.get(item.slot) ?? 0) + 1);
  const listed = new Set(rows.map((row) => row.name.trim()));
  const unlisted = [...counts].filter(([slot]) => !listed.has(slot));
  return (
    <OpenedDetails className="equipment-admin__panel equipment-slots" summary="Equipment slots">
      <SiteSettingsEditorForm
        editor={editor}
        label="Equipment slots"
        className="form equipment-slots__form"
        hint={{
          className: 'equipment-form__hint',
          text: (
            <>
              The slots items are listed by, in this order: at most {EQUIPMENT_SLOTS_MAX}, each a
              name of at most {EQUIPMENT_SLOT_MAX} characters. Items keep their slot when it is
              renamed or removed: edit them to move them.
            </>
          ),
        }}
        actionsClassName="equipment-form__actions"
        saveLabel="Save slots"
      >
        <ol className="entry-list">
          {rows.map((row, index) => {
            const name = row.name.trim() || `slot ${index + 1}`;
            const message = errors.rows[row.key];
            const countId = `${inputId(row.key)}-count`;
            return (
              <li key={row.key} className="equipment-slots__row">
                <div className="form__field">
                  <label htmlFor={inputId(row.key)}>Slot {index + 1}</label>
                  <input
                    id={inputId(row.key)}
                    autoComplete="off"
                    value={row.name}
                    onChange={(event) =>
                      setRows(
                        rows.map((old) =>
                          old.key === row.key ? { ...old, name: event.target.value } : old,
                        ),
                      )
                    }
                    {...invalidField(`${inputId(row.key)}-error`, message)}
                    aria-describedby={message ? `${inputId(row.key)}-error ${countId}` : countId}
                  />
                  <p id={countId} className="equipment-slots__count">
                    {itemCount(counts.get(row.name.trim()) ?? 0)}
                  </p>
                  <FieldError id={`${inputId(row.key)}-error`} message={message} alert />
                </div>
                <div className="equipment-slots__buttons">
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`Move ${name} up`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    Move up
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`Move ${name} down`}
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    Move down
                  </button>
                  <RemoveButton
                    what={name}
                    danger
                    onClick={() => setRows(rows.filter((old) => old.key !== row.key))}
                  />
                </div>
              </li>
            );
          })}
        </ol>
        <FieldError id={`${id}-list-error`} message={errors.list} alert />
        {unlisted.length > 0 && (
          <p className="equipment-slots__unlisted">
            Not in the list, still used by items:{' '}
            {unlisted.map(([slot, count]) => `${slot} (${count})`).join(', ')}. They are listed
            after the others until their items are moved.
          </p>
        )}
        <div>
          <AddButton full={rows.length >= EQUIPMENT_SLOTS_MAX} onClick={add}>
            Add slot
          </AddButton>
        </div>
      </SiteSettingsEditorForm>
    </OpenedDetails>
  );
}
