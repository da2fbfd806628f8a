import { z } from './zod';
import {
  EQUIPMENT_NAME_MAX,
  EQUIPMENT_RARITIES,
  EQUIPMENT_SLOT_MAX,
  EQUIPMENT_STAT_LABEL_MAX,
  EQUIPMENT_STAT_VALUE_MAX,
  EQUIPMENT_STATS_MAX,
  EQUIPMENT_TEXT_MAX,
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
    // A value without a label is refused, on its line as sent (checked before blank lines go, so
    // the message lands on the form's own line); a line left blank in the form is dropped.
    .superRefine((stats, ctx) => {
      stats.forEach((stat, index) => {
        if (stat.label === '' && stat.value !== '') {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'label'],
            message: 'A stat needs a label.',
          });
        }
      });
    })
    .transform((stats) => stats.filter((stat) => stat.label !== '' || stat.value !== ''))
    .default([]),
  setBonus: trimmed(EQUIPMENT_TEXT_MAX).default(''),
  howToGet: trimmed(EQUIPMENT_TEXT_MAX).default(''),
  imagePath: storableString().max(300).default(''),
});
