import { z } from '../../../domain/zod';
import type { EquipmentInput, EquipmentItem, EquipmentStat } from '../../../domain/equipment';
import { equipmentInputSchema } from '../../../domain/equipmentSchema';
import type { FieldErrors } from '../../../domain/errors';
import { zodFieldErrors } from '../../../domain/validation';
import { addFormIssues } from '../../../ui/forms/addFormIssues';

/**
 * What the item form holds: the fields as typed (a slot and a rarity of '' are not chosen yet),
 * its stat lines blank ones included, and the image file chosen (null keeps the current one).
 */
export interface EquipmentFormValues {
  name: string;
  slot: string;
  rarity: string;
  stats: EquipmentStat[];
  setBonus: string;
  howToGet: string;
  image: File | null;
}

/** The checked form: the write without its image, and the file to upload first. */
export interface CheckedEquipmentForm {
  input: Omit<EquipmentInput, 'imagePath'>;
  image: File | null;
}

export const blankStat = (): EquipmentStat => ({ label: '', value: '' });

export const emptyEquipmentForm = (): EquipmentFormValues => ({
  name: '',
  slot: '',
  rarity: '',
  stats: [blankStat()],
  setBonus: '',
  howToGet: '',
  image: null,
});

export const equipmentToForm = (item: EquipmentItem): EquipmentFormValues => ({
  name: item.name,
  slot: item.slot,
  rarity: item.rarity,
  stats: item.stats.length
    ? item.stats.map(({ label, value }) => ({ label, value }))
    : [blankStat()],
  setBonus: item.setBonus,
  howToGet: item.howToGet,
  image: null,
});

const isBlank = (stat: EquipmentStat) => stat.label.trim() === '' && stat.value.trim() === '';

/** The form index of each stat line the write sends: blank lines are left out of it. */
const sentStatRows = (values: Pick<EquipmentFormValues, 'stats'>) =>
  values.stats.flatMap((stat, index) => (isBlank(stat) ? [] : [index]));

/** The write the form makes, as typed (the schema trims it); blank stat lines left out. */
export const formToInput = (values: EquipmentFormValues, imagePath: string): unknown => ({
  name: values.name,
  slot: values.slot,
  rarity: values.rarity,
  stats: values.stats.filter((stat) => !isBlank(stat)),
  setBonus: values.setBonus,
  howToGet: values.howToGet,
  imagePath,
});

const STAT = /^stats\.(\d+)(?:\.(label|value))?$/;
const PLAIN_FIELDS = new Set(['name', 'slot', 'rarity', 'setBonus', 'howToGet']);

/**
 * Field messages about an item write (an update's under `item.`) keyed by the form's fields: a
 * stat's message lands on its line, found among the lines the form sent (`values`), a message
 * about the stats as a whole under them (`stats.root`), the image's on the file (`image`).
 */
export function equipmentFieldErrors(
  fieldErrors: FieldErrors,
  values?: Pick<EquipmentFormValues, 'stats'>,
): Record<string, string> {
  const rows = values ? sentStatRows(values) : [];
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const sent = path.replace(/^item\.(?=.)/, '');
    const stat = STAT.exec(sent);
    const row = stat ? rows[Number(stat[1])] : undefined;
    const field =
      stat && row !== undefined
        ? `stats.${row}.${stat[2] ?? 'label'}`
        : stat || sent === 'stats'
          ? 'stats.root'
          : sent === 'imagePath'
            ? 'image'
            : PLAIN_FIELDS.has(sent)
              ? sent
              : null;
    if (field) fields[field] ??= message;
  }
  return fields;
}

const withoutImage = ({ imagePath: _imagePath, ...input }: EquipmentInput) => input;

/**
 * The form's values checked by the schema the server applies, before anything is uploaded; its
 * messages land where the server's would.
 */
export const equipmentFormSchema = z
  .custom<EquipmentFormValues>()
  .transform((values, ctx): CheckedEquipmentForm => {
    const parsed = equipmentInputSchema.safeParse(formToInput(values, ''));
    if (parsed.success) return { input: withoutImage(parsed.data), image: values.image };
    addFormIssues(ctx, equipmentFieldErrors(zodFieldErrors(parsed.error), values));
    return z.NEVER;
  });
