import { z } from './zod';
import { TIER_ORDER } from './hero';
import {
  COMMUNITY_URL_MAX_LENGTH,
  EQUIPMENT_SLOT_MAX,
  EQUIPMENT_SLOTS_DEFAULT,
  EQUIPMENT_SLOTS_MAX,
  TIER_LEGEND_LINE_MAX,
  emptyTierLegend,
  isCommunityUrl,
} from './siteSettings';
import { storableString } from './storableText';

/** Messages for a refused community link (docs/product.md#site-settings). */
export const COMMUNITY_URL_MESSAGES = {
  notHttps: 'The community chat link must be a full https:// address.',
  tooLong: `The community chat link can be at most ${COMMUNITY_URL_MAX_LENGTH} characters.`,
} as const;

/** Messages for a refused list of equipment slots (docs/product.md#equipment-slots). */
export const EQUIPMENT_SLOTS_MESSAGES = {
  twice: (slot: string) => `The slot “${slot}” is already in the list.`,
  tooMany: `A site keeps at most ${EQUIPMENT_SLOTS_MAX} equipment slots.`,
  none: 'Keep at least one equipment slot.',
} as const;

/** Two slots are the same whatever their case: "Weapon" and "weapon" are one slot. */
export const equipmentSlotKey = (slot: string) => slot.trim().toLocaleLowerCase('en');

const slotName = storableString()
  .trim()
  .max(EQUIPMENT_SLOT_MAX, `At most ${EQUIPMENT_SLOT_MAX} characters.`)
  .regex(/^[^\r\n]*$/, 'One line, without line breaks.');

/**
 * The slots equipment items are worn in, in order: each one line, named once in any case, at
 * most EQUIPMENT_SLOTS_MAX and at least one. A line left blank in the form is dropped; a slot
 * named twice is refused on the later line (`equipmentSlots.{index}` of the list as sent).
 */
export const equipmentSlotsSchema = z
  .array(slotName)
  .superRefine((slots, ctx) => {
    const seen = new Set<string>();
    slots.forEach((slot, index) => {
      if (slot === '') return;
      const key = equipmentSlotKey(slot);
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: EQUIPMENT_SLOTS_MESSAGES.twice(slot),
        });
      }
      seen.add(key);
    });
    if (seen.size > EQUIPMENT_SLOTS_MAX) {
      ctx.addIssue({ code: 'custom', message: EQUIPMENT_SLOTS_MESSAGES.tooMany });
    }
  })
  .transform((slots) => slots.filter((slot) => slot !== ''))
  .refine((slots) => slots.length > 0, EQUIPMENT_SLOTS_MESSAGES.none);

const legendLine = storableString()
  .trim()
  .max(TIER_LEGEND_LINE_MAX, `At most ${TIER_LEGEND_LINE_MAX} characters.`)
  .regex(/^[^\r\n]*$/, 'One line, without line breaks.');

/**
 * What an admin may save: an https:// address, or nothing to hide the link; a line for each tier
 * of the tier order (a tier left out has none); the equipment slots. Settings saved before the
 * legend existed read as an empty legend, and before the slots as the default slots.
 */
export const siteSettingsInputSchema = z.object({
  communityUrl: storableString()
    .trim()
    .max(COMMUNITY_URL_MAX_LENGTH, COMMUNITY_URL_MESSAGES.tooLong)
    .refine((value) => value === '' || isCommunityUrl(value), COMMUNITY_URL_MESSAGES.notHttps),
  tierLegend: z
    .partialRecord(z.enum(TIER_ORDER), legendLine)
    .default({})
    .transform((lines) => ({ ...emptyTierLegend(), ...lines })),
  equipmentSlots: equipmentSlotsSchema.default(() => [...EQUIPMENT_SLOTS_DEFAULT]),
});
