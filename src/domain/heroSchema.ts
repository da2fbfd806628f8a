import { z } from './zod';
import { BUILD_NOTES_MAX, HERO_LABEL_MAX, IMAGE_REQUIRED_MESSAGE } from './hero';
import { canonicalTier } from './heroTier';
import { storableString } from './storableText';
import { EQUIPMENT_RECOMMENDED_TWICE, RECOMMENDED_EQUIPMENT_MAX } from './heroEquipment';
import { MODE_RATED_TWICE, REASON_NEEDS_TIER } from './heroRatings';
import { RATINGS_MAX, RATING_REASON_MAX, isBlankRating } from './modeRating';
import {
  SKILLS_MAX,
  SKILL_COOLDOWN_MAX,
  SKILL_DESCRIPTION_MAX,
  SKILL_EFFECT_MAX,
  SKILL_KIND_MAX,
  SKILL_LEVEL_MAX,
  SKILL_NAME_MAX,
  SKILL_NAME_TAKEN,
  SKILL_UPGRADES_MAX,
  UPGRADE_NEEDS_EFFECT,
  UPGRADE_NEEDS_LEVEL,
  isBlankUpgrade,
  sameNameBefore,
} from './heroSkill';

/** A hero's text field: trimmed, within `max`, storable. */
export const trimmed = (max: number) =>
  storableString().trim().max(max, `At most ${max} characters.`);
const listSchema = z
  .array(trimmed(120))
  .max(50, 'At most 50 entries.')
  .transform((items) => items.filter((item) => item.length > 0));

/**
 * Ratings per game mode: tiers spelled like the overall tier, reasons plain text on one line;
 * a rating with neither is dropped, a reason without a tier refused, a mode rated once.
 */
const ratingsSchema = z
  .array(
    z.object({
      mode: storableString().min(1, 'A rating names its game mode.').max(64),
      tier: trimmed(20).transform(canonicalTier),
      reason: trimmed(RATING_REASON_MAX).transform((reason) => reason.replace(/\s+/g, ' ')),
    }),
  )
  .max(RATINGS_MAX, `At most ${RATINGS_MAX} ratings.`)
  .transform((ratings) => ratings.filter((rating) => !isBlankRating(rating)))
  .superRefine((ratings, ctx) => {
    ratings.forEach((rating, index) => {
      if (rating.tier === '') {
        ctx.addIssue({ code: 'custom', path: [index, 'tier'], message: REASON_NEEDS_TIER });
      }
      if (ratings.findIndex((other) => other.mode === rating.mode) !== index) {
        ctx.addIssue({ code: 'custom', path: [index, 'mode'], message: MODE_RATED_TWICE });
      }
    });
  });

/**
 * Text on one line: trimmed, within `max`, every run of spaces and line breaks one space; with
 * `required`, the message when it is empty.
 */
const oneLine = (max: number, required?: string) =>
  (required ? trimmed(max).min(1, required) : trimmed(max)).transform((text) =>
    text.replace(/\s+/g, ' '),
  );

/**
 * A skill's upgrades: blank lines dropped, a line with only a level or only an effect refused
 * (by its place in what was sent, so a form's message lands on the line typed).
 */
const upgradesSchema = z
  .array(z.object({ level: oneLine(SKILL_LEVEL_MAX), effect: oneLine(SKILL_EFFECT_MAX) }))
  .max(SKILL_UPGRADES_MAX, `At most ${SKILL_UPGRADES_MAX} upgrades.`)
  .superRefine((upgrades, ctx) => {
    upgrades.forEach((upgrade, index) => {
      if (isBlankUpgrade(upgrade)) return;
      if (upgrade.level === '') {
        ctx.addIssue({ code: 'custom', path: [index, 'level'], message: UPGRADE_NEEDS_LEVEL });
      }
      if (upgrade.effect === '') {
        ctx.addIssue({ code: 'custom', path: [index, 'effect'], message: UPGRADE_NEEDS_EFFECT });
      }
    });
  })
  .transform((upgrades) => upgrades.filter((upgrade) => !isBlankUpgrade(upgrade)));

/**
 * The hero's skills, in order (src/domain/heroSkill.ts): each named once (names compared as their
 * anchors are made), with a kind; the description is guide HTML, cleaned by the one sanitizer
 * after this check (src/domain/heroBuildNotes.ts).
 */
const skillsSchema = z
  .array(
    z.object({
      name: oneLine(SKILL_NAME_MAX, 'Name is required.'),
      kind: oneLine(SKILL_KIND_MAX, 'Kind is required.'),
      cooldown: oneLine(SKILL_COOLDOWN_MAX).default(''),
      description: storableString()
        .max(SKILL_DESCRIPTION_MAX, `At most ${SKILL_DESCRIPTION_MAX} characters.`)
        .default(''),
      upgrades: upgradesSchema.default([]),
    }),
  )
  .max(SKILLS_MAX, `At most ${SKILLS_MAX} skills.`)
  .superRefine((skills, ctx) => {
    skills.forEach((_, index) => {
      if (sameNameBefore(skills, index) !== -1) {
        ctx.addIssue({ code: 'custom', path: [index, 'name'], message: SKILL_NAME_TAKEN });
      }
    });
  });

/**
 * The recommended equipment: item ids in the hero page's order, each once. Whether they are live
 * items is checked by the backend at write time (src/domain/equipment.ts, notLiveEquipment).
 */
const recommendedEquipmentSchema = z
  .array(storableString().min(1, 'An item is required.').max(64))
  .max(RECOMMENDED_EQUIPMENT_MAX, `At most ${RECOMMENDED_EQUIPMENT_MAX} items.`)
  .superRefine((ids, ctx) => {
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) {
        ctx.addIssue({ code: 'custom', path: [index], message: EQUIPMENT_RECOMMENDED_TWICE });
      }
    });
  });

export const heroInputSchema = z.object({
  name: trimmed(120).min(1, 'Name is required.'),
  // Known tiers are stored in their own spelling, whoever writes them (docs/product.md#constants).
  tier: trimmed(20).min(1, 'Tier is required.').transform(canonicalTier),
  description: trimmed(5000).min(1, 'Description is required.'),
  role: trimmed(HERO_LABEL_MAX).default(''),
  faction: trimmed(HERO_LABEL_MAX).default(''),
  rarity: trimmed(HERO_LABEL_MAX).default(''),
  // Cleaned by the one sanitizer after this check (src/domain/heroBuildNotes.ts).
  buildNotes: storableString()
    .max(BUILD_NOTES_MAX, `At most ${BUILD_NOTES_MAX} characters.`)
    .default(''),
  skills: skillsSchema.default([]),
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
  ratings: ratingsSchema.default([]),
  recommendedEquipment: recommendedEquipmentSchema.default([]),
  imagePath: storableString().max(300).default(''),
});

/** Adding a hero needs an image; an edit may keep or drop it. */
export const heroCreateSchema = heroInputSchema.extend({
  imagePath: storableString().min(1, IMAGE_REQUIRED_MESSAGE).max(300),
});
