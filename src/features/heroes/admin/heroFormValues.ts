import { HERO_LIST_KEYS, type Hero, type HeroInput } from '../../../domain/hero';
import {
  COPY_HERO_VALUE,
  HERO_TYPED_KEYS,
  convertHeroFields,
  emptyHeroInput,
  formSlotsOf,
  mapStats,
  type HeroFieldKindOf,
  type HeroFieldKinds,
  type HeroKindTable,
  type HeroTypedKey,
} from '../../../domain/heroFields';
import type { HeroSkill, SkillUpgrade } from '../../../domain/heroSkill';
import { canonicalTier } from '../../../domain/heroTier';
import { isBlankRating, type ModeRating } from '../../../domain/modeRating';

/**
 * What the hero form holds while an admin types: the fields an admin types (all but the image,
 * which the form uploads), lists with their blank slots.
 */
export type HeroFormValues = Pick<HeroInput, HeroTypedKey>;

type FormTable = HeroKindTable<HeroFieldKindOf<HeroTypedKey>, HeroFieldKinds>;

/** An emptied list shows one blank entry. */
const withSlot = (list: readonly string[]) => (list.length ? [...list] : ['']);

const TO_FORM: FormTable = { ...COPY_HERO_VALUE, list: withSlot, namedList: withSlot };

/** A copy of a stored hero for editing (empty lists get their one blank slot). */
export function heroToForm(hero: HeroFormValues | Hero): HeroFormValues {
  return convertHeroFields<HeroTypedKey, HeroFieldKinds>(hero, HERO_TYPED_KEYS, TO_FORM);
}

/** A new hero starts with its lists' blank slots: 4 for talismans, one for each other list. */
export function emptyHeroForm(): HeroFormValues {
  const values = heroToForm(emptyHeroInput());
  for (const key of HERO_LIST_KEYS) {
    values[key] = Array.from({ length: formSlotsOf(key) }, () => '');
  }
  return values;
}

const trim = (text: string) => text.trim();
const typedList = (list: readonly string[]) =>
  list.map((item) => item.trim()).filter((item) => item !== '');

/** Each kind as the form writes it: values trimmed, blank list slots dropped. */
const FROM_FORM: FormTable = {
  text: trim,
  tier: canonicalTier,
  label: trim,
  // Guide HTML, cleaned by the backend on save.
  html: (html) => html,
  stats: (stats) => mapStats(stats, trim),
  list: typedList,
  namedList: typedList,
  // Ids no live item has are dropped by the form on save (HeroForm, liveEquipment).
  refs: (ids) => [...ids],
  // A mode left with neither a tier nor a reason has no rating; a reason alone is refused on save.
  ratings: (ratings) =>
    ratings
      .map(({ mode, tier, reason }) => ({ mode, tier: canonicalTier(tier), reason: reason.trim() }))
      .filter((rating) => !isBlankRating(rating)),
  // Trimmed, in the form's order; blank upgrade lines are sent as they are, so that a message
  // about a line names its place in the form, and the backend drops them (heroSchema.ts).
  skills: (skills) =>
    skills.map((skill) => ({
      name: skill.name.trim(),
      kind: skill.kind.trim(),
      cooldown: skill.cooldown.trim(),
      description: skill.description,
      upgrades: skill.upgrades.map(({ level, effect }) => ({
        level: level.trim(),
        effect: effect.trim(),
      })),
    })),
};

/**
 * `ratings` with one field of `mode`'s rating set as typed: the form keeps a rating while it is
 * being filled in (a reason typed before its tier), in place, and saves it as `FROM_FORM` says.
 */
export function withRatingField(
  ratings: readonly ModeRating[],
  mode: string,
  field: 'tier' | 'reason',
  value: string,
): ModeRating[] {
  if (!ratings.some((rating) => rating.mode === mode)) {
    return [...ratings, { mode, tier: '', reason: '', [field]: value }];
  }
  return ratings.map((rating) => (rating.mode === mode ? { ...rating, [field]: value } : rating));
}

/** A skill as the form adds it: every field empty, no upgrade lines. */
export const emptySkill = (): HeroSkill => ({
  name: '',
  kind: '',
  cooldown: '',
  description: '',
  upgrades: [],
});

/** An upgrade line as the form adds it. */
export const emptyUpgrade = (): SkillUpgrade => ({ level: '', effect: '' });

export const addListEntry = (list: readonly string[]) => [...list, ''];

/** The minus button always removes the FIRST entry; an emptied list gets one blank. */
export const removeFirstListEntry = (list: readonly string[]) => withSlot(list.slice(1));

/** The write the form makes: values trimmed, blank list slots dropped. */
export function formToInput(values: HeroFormValues, imagePath: string): HeroInput {
  return {
    ...convertHeroFields<HeroTypedKey, HeroFieldKinds>(values, HERO_TYPED_KEYS, FROM_FORM),
    imagePath,
  };
}

/**
 * The form's field for a message about a skill: its own field (`skills.1.upgrades.0.level`), or,
 * for the skills or a skill's upgrades as a whole, the list's `root`.
 */
function skillField(parts: readonly string[]): string {
  const list = parts.length === 1 || (parts.length === 3 && parts[2] === 'upgrades');
  return list ? [...parts, 'root'].join('.') : parts.join('.');
}

/**
 * Field errors from the server keyed by the form's own names: an update nests the hero under
 * `hero.` and list items carry their index (`recommendedPet.2`), which the form shows by list;
 * a skill's fields keep theirs, since the form sends every skill and upgrade line in its order.
 */
export function formFieldErrors(fieldErrors: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const parts = path.replace(/^hero\./, '').split('.');
    const key =
      parts[0] === 'stats'
        ? parts.slice(0, 2).join('.')
        : parts[0] === 'skills'
          ? skillField(parts)
          : (parts[0] ?? path);
    result[key] ??= message;
  }
  return result;
}
