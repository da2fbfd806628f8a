import type { HeroInput } from './hero';
import { importedHeroSchema, type ImportEntry, type ImportError } from './heroImport';
import type { ExistingHero } from './heroImportPlanTypes';
import type { ModeRating } from './heroRatings';
import { copySkills } from './heroSkill';

/**
 * What an updated hero keeps of the stored one (docs/product.md#hero-import): what the entry
 * leaves out, its ratings in game modes in the trash and its equipment items in the trash.
 */

/**
 * The hero's ratings after the import: the entry's in the live modes (`live`, by id) when it gives
 * any, else the target's; ratings in modes in the trash stay either way, unseen until the mode is
 * restored. Or the reason the whole would break the limit on ratings.
 */
export function ratingsAfter(
  entry: ImportEntry,
  hero: HeroInput,
  target: ExistingHero | undefined,
  live: ReadonlySet<string>,
): { ratings: ModeRating[] } | { error: ImportError } {
  const stored = target?.ratings ?? [];
  if (!entry.ratingsGiven) return { ratings: stored.map((rating) => ({ ...rating })) };
  const kept = stored.filter((rating) => !live.has(rating.mode)).map((rating) => ({ ...rating }));
  const ratings = [...hero.ratings, ...kept];
  if (!kept.length) return { ratings };
  const checked = importedHeroSchema.shape.ratings.safeParse(ratings);
  if (checked.success) return { ratings };
  return { error: { name: hero.name, reason: `ratings: ${checked.error.issues[0]?.message}` } };
}

/**
 * The hero's recommended equipment after the import: the entry's live items (`live`, by id) when it
 * gives the list, followed by the target's items in the trash, which stay unseen until restored;
 * else the target's. Or the reason the whole would break the limit.
 */
export function equipmentAfter(
  entry: ImportEntry,
  hero: HeroInput,
  target: ExistingHero | undefined,
  live: ReadonlySet<string>,
): { ids: string[] } | { error: ImportError } {
  const stored = target?.recommendedEquipment ?? [];
  if (!entry.equipmentGiven) return { ids: [...stored] };
  const kept = stored.filter((id) => !live.has(id));
  const ids = [...hero.recommendedEquipment, ...kept];
  if (!kept.length) return { ids };
  const checked = importedHeroSchema.shape.recommendedEquipment.safeParse(ids);
  if (checked.success) return { ids };
  const reason = `recommendedEquipment: ${checked.error.issues[0]?.message}`;
  return { error: { name: hero.name, reason } };
}

/**
 * What the entry leaves out stays as the target has it: left-out labels, build notes and skills.
 * The image is the images' own rule (heroImportImages.ts).
 */
export function keepLeftOutFields(
  entry: ImportEntry,
  hero: HeroInput,
  target: ExistingHero | undefined,
) {
  // A left-out label or build notes is not a change either.
  for (const key of entry.absent) hero[key] = target?.[key] ?? '';
  if (!entry.skillsGiven) hero.skills = copySkills(target?.skills ?? []);
}
