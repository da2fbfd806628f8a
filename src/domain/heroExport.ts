import type { EquipmentItem } from './equipment';
import type { GameMode } from './gameMode';
import type { Hero, HeroInput } from './hero';
import {
  COPY_HERO_VALUE,
  HERO_TYPED_KEYS,
  convertHeroFields,
  type HeroFieldKindOf,
  type HeroFieldKinds,
  type HeroFieldsAs,
  type HeroKindTable,
  type HeroTypedKey,
} from './heroFields';
import { equipmentNames } from './heroEquipment';
import { ratingsInModes, type ModeRating } from './heroRatings';

/** A rating as the import format writes it, under its game mode's name; no reason, no `reason`. */
export interface ExportedRating {
  tier: string;
  reason?: string;
}

/**
 * Each kind as the import format writes it: a named list's items as objects with a name, ratings
 * keyed by their game mode's name, recommended equipment as the items' names (a file travels
 * between sites whose ids differ).
 */
interface ExportedKinds extends Omit<HeroFieldKinds, 'namedList' | 'ratings'> {
  namedList: { name: string }[];
  ratings: Record<string, ExportedRating>;
}

/**
 * One hero in the import format (docs/product.md#hero-import): every field an admin types (not
 * the image, which the format leaves out), pets as objects with a name, ratings by mode name, and
 * the hero's `id`, which an import of the file into this site matches before the name.
 */
export type ExportedHero = { id: string } & HeroFieldsAs<HeroTypedKey, ExportedKinds>;

type ExportSource = Pick<HeroInput, HeroTypedKey> & Pick<Hero, 'id'>;

/** The live game modes an export names, in list order. */
export type ExportMode = Pick<GameMode, 'id' | 'name'>;
/** The live equipment items an export names. */
export type ExportItem = Pick<EquipmentItem, 'id' | 'name'>;

const exportedRating = ({ tier, reason }: ModeRating): ExportedRating =>
  reason ? { tier, reason } : { tier };

/**
 * How each kind is written, the ratings in the live `modes` (in their order) and no others, the
 * recommended equipment as the names of the live `items` in the hero's order and no others.
 */
const exportedKinds = (
  modes: readonly ExportMode[],
  items: readonly ExportItem[],
): HeroKindTable<HeroFieldKindOf<HeroTypedKey>, ExportedKinds> => ({
  ...COPY_HERO_VALUE,
  refs: (ids) => equipmentNames(ids, items),
  namedList: (names) => names.map((name) => ({ name })),
  ratings: (ratings) =>
    Object.fromEntries(
      ratingsInModes(ratings, modes).map(({ mode, rating }) => [mode.name, exportedRating(rating)]),
    ),
});

export function toExportedHero(
  hero: ExportSource,
  modes: readonly ExportMode[],
  items: readonly ExportItem[],
): ExportedHero {
  return {
    id: hero.id,
    ...convertHeroFields<HeroTypedKey, ExportedKinds>(
      hero,
      HERO_TYPED_KEYS,
      exportedKinds(modes, items),
    ),
  };
}

/**
 * The heroes as an import file: Import reads it back to the same heroes. Images are not part of
 * the import format, so they are not exported; nor are ratings in game modes in the trash, which
 * an import into this site keeps, nor recommended items in the trash, which it keeps too. `modes`
 * are the live modes, in list order; `items` the live equipment items.
 */
export function exportHeroes(
  heroes: readonly ExportSource[],
  modes: readonly ExportMode[],
  items: readonly ExportItem[],
): ExportedHero[] {
  return heroes.map((hero) => toExportedHero(hero, modes, items));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `heroes-YYYY-MM-DD.json`, dated in the admin's own time zone. */
export function exportFileName(date: Date): string {
  return `heroes-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}
