import { z } from './zod';
import { BUILD_NOTES_MAX, HERO_LABEL_MAX, IMAGE_REQUIRED_MESSAGE } from './hero';
import { canonicalTier } from './heroTier';
import { storableString } from './storableText';

/** A hero's text field: trimmed, within `max`, storable. */
export const trimmed = (max: number) =>
  storableString().trim().max(max, `At most ${max} characters.`);
const listSchema = z
  .array(trimmed(120))
  .max(50, 'At most 50 entries.')
  .transform((items) => items.filter((item) => item.length > 0));

export const heroInputSchema = z.object({
  name: trimmed(120).min(1, 'Name is required.'),
  // Known tiers are stored in their own spelling, whoever writes them (docs/product.md#constants).
  tier: trimmed(20).min(1, 'Tier is required.').transform(canonicalTier),
  description: trimmed(5000).min(1, 'Description is required.'),
  role: trimmed(HERO_LABEL_MAX).default(''),
  faction: trimmed(HERO_LABEL_MAX).default(''),
  rarity: trimmed(HERO_LABEL_MAX).default(''),
  // Cleaned by the one sanitizer after this check (src/domain/heroBuildNotes.ts).
  buildNotes: z.string().max(BUILD_NOTES_MAX, `At most ${BUILD_NOTES_MAX} characters.`).default(''),
  stats: z.object({
    ATK: trimmed(40).default(''),
    DEF: trimmed(40).default(''),
    HP: trimmed(40).default(''),
    SPD: trimmed(40).default(''),
  }),
  recommendedTalisman: listSchema.default([]),
  recommendedSpirit: listSchema.default([]),
  recommendedRune: listSchema.default([]),
  recommendedCodex: listSchema.default([]),
  recommendedPet: listSchema.default([]),
  imagePath: z.string().max(300).default(''),
});

/** Adding a hero needs an image; an edit may keep or drop it. */
export const heroCreateSchema = heroInputSchema.extend({
  imagePath: z.string().min(1, IMAGE_REQUIRED_MESSAGE).max(300),
});
