import { HERO_LABEL_KEYS, HERO_LIST_KEYS, STAT_KEYS, type HeroInput } from './hero';
import { equipmentNames } from './heroEquipment';
import type { ImportItem, ImportMode } from './heroImport';
import { ratingField, ratingIn, ratingText } from './heroRatings';
import { skillText, type HeroSkill } from './heroSkill';

/**
 * What an import's preview lists for each hero it updates (docs/product.md#hero-import): the fields
 * that change, each as text.
 */

/** One field an update changes, its values as text ('' for empty). */
export interface FieldChange {
  field: string;
  from: string;
  to: string;
}

const imageName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The skills as the preview compares and shows them: each skill's text, one after another. */
const skillsText = (skills: readonly HeroSkill[]) =>
  skills.map((skill) => skillText(skill)).join('\n\n');

/**
 * The fields `next` changes in `stored`, in the order of the form; ratings one per live game mode
 * (`modes`, in their order), named by the mode; the recommended equipment by the names of the
 * live items (`items`). Ratings in modes in the trash and items in the trash are not compared: an
 * import keeps them.
 */
export function heroChanges(
  stored: HeroInput,
  next: HeroInput,
  modes: readonly ImportMode[],
  items: readonly ImportItem[] = [],
): FieldChange[] {
  const changes: FieldChange[] = [];
  // One text typed with composed or combining accents (NFC or NFD) is the same text.
  const compare = (field: string, from: string, to: string) => {
    if (from.normalize('NFC') !== to.normalize('NFC')) changes.push({ field, from, to });
  };
  compare('name', stored.name, next.name);
  compare('tier', stored.tier, next.tier);
  compare('description', stored.description, next.description);
  for (const key of HERO_LABEL_KEYS) compare(key, stored[key], next[key]);
  for (const key of STAT_KEYS) compare(`stats.${key}`, stored.stats[key], next.stats[key]);
  for (const mode of modes) {
    compare(
      ratingField(mode.name),
      ratingText(ratingIn(stored.ratings, mode.id)),
      ratingText(ratingIn(next.ratings, mode.id)),
    );
  }
  for (const key of HERO_LIST_KEYS) compare(key, stored[key].join(', '), next[key].join(', '));
  compare(
    'recommendedEquipment',
    equipmentNames(stored.recommendedEquipment, items).join(', '),
    equipmentNames(next.recommendedEquipment, items).join(', '),
  );
  compare('buildNotes', stored.buildNotes, next.buildNotes);
  compare('skills', skillsText(stored.skills), skillsText(next.skills));
  compare('image', imageName(stored.imagePath), imageName(next.imagePath));
  return changes;
}
