import { z } from './zod';
import {
  EQUIPMENT_NAME_MAX,
  EQUIPMENT_RARITIES,
  EQUIPMENT_SLOT_MAX,
  EQUIPMENT_SLOTS_MAX,
  EQUIPMENT_STAT_LABEL_MAX,
  EQUIPMENT_STAT_VALUE_MAX,
  EQUIPMENT_STATS_MAX,
  EQUIPMENT_TEXT_MAX,
  equipmentNameKey,
} from './equipment';
import { storableString } from './storableText';

const trimmed = (max: number) => storableString().trim().max(max, `At most ${max} characters.`);
const oneLine = (max: number) => trimmed(max).regex(/^[^\r\n]*$/, 'One line, without line breaks.');

export const RARITY_MESSAGE = `Rarity is one of ${EQUIPMENT_RARITIES.join(', ')}.`;

export const equipmentInputSchema = z.object({
  name: oneLine(EQUIPMENT_NAME_MAX).min(1, 'Name is required.'),
  slot: oneLine(EQUIPMENT_SLOT_MAX).min(1, 'Slot is required.'),
  rarity: z.enum(EQUIPMENT_RARITIES, { error: RARITY_MESSAGE }),
  stats: z
    .array(
      z.object({
        label: oneLine(EQUIPMENT_STAT_LABEL_MAX),
        value: oneLine(EQUIPMENT_STAT_VALUE_MAX),
      }),
    )
    .max(EQUIPMENT_STATS_MAX, `At most ${EQUIPMENT_STATS_MAX} stats.`)
    // A line left blank in the form is dropped; a value without a label is refused.
    .transform((stats) => stats.filter((stat) => stat.label !== '' || stat.value !== ''))
    .superRefine((stats, ctx) => {
      stats.forEach((stat, index) => {
        if (stat.label === '') {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'label'],
            message: 'A stat needs a label.',
          });
        }
      });
    })
    .default([]),
  setBonus: trimmed(EQUIPMENT_TEXT_MAX).default(''),
  howToGet: trimmed(EQUIPMENT_TEXT_MAX).default(''),
  imagePath: z.string().max(300).default(''),
});

export const SLOTS_MESSAGES = {
  empty: 'A slot needs a name.',
  none: 'Keep at least one slot.',
  tooMany: `At most ${EQUIPMENT_SLOTS_MAX} slots.`,
  taken: (name: string) => `“${name}” is already a slot.`,
} as const;

/**
 * The slot list of the site settings (`equipmentSlots`), in its order: each slot a name of one
 * line, each once (compared as item names are: any case, spaces, underscores and dashes alike),
 * at least one and at most EQUIPMENT_SLOTS_MAX. A message about one slot is at its index.
 */
export const equipmentSlotsSchema = z
  .array(oneLine(EQUIPMENT_SLOT_MAX).min(1, SLOTS_MESSAGES.empty))
  .min(1, SLOTS_MESSAGES.none)
  .max(EQUIPMENT_SLOTS_MAX, SLOTS_MESSAGES.tooMany)
  .superRefine((slots, ctx) => {
    const seen = new Set<string>();
    slots.forEach((slot, index) => {
      const key = equipmentNameKey(slot);
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', path: [index], message: SLOTS_MESSAGES.taken(slot) });
      }
      seen.add(key);
    });
  });
