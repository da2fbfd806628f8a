import {
  HERO_LIST_KEYS,
  type Hero,
  type HeroInput,
  type HeroListKey,
  type HeroOptionalKey,
  type HeroStats,
} from './hero';

/**
 * One hero in the import format (docs/product.md#hero-import): pets are objects with a name, and
 * the hero's `id`, which an import of the file into this site matches before the name.
 */
export type ExportedHero = {
  id: string;
  name: string;
  tier: string;
  description: string;
  stats: HeroStats;
} & Record<HeroOptionalKey, string> &
  Record<Exclude<HeroListKey, 'recommendedPet'>, string[]> & {
    recommendedPet: { name: string }[];
  };

type ExportSource = Omit<HeroInput, 'imagePath'> & Pick<Hero, 'id'>;

export function toExportedHero(hero: ExportSource): ExportedHero {
  const lists = Object.fromEntries(HERO_LIST_KEYS.map((key) => [key, [...hero[key]]])) as Record<
    HeroListKey,
    string[]
  >;
  return {
    id: hero.id,
    name: hero.name,
    tier: hero.tier,
    description: hero.description,
    role: hero.role,
    faction: hero.faction,
    rarity: hero.rarity,
    buildNotes: hero.buildNotes,
    stats: { ...hero.stats },
    ...lists,
    recommendedPet: hero.recommendedPet.map((name) => ({ name })),
  };
}

/**
 * The heroes as an import file: Import reads it back to the same heroes. Images are not part of
 * the import format, so they are not exported.
 */
export function exportHeroes(heroes: readonly ExportSource[]): ExportedHero[] {
  return heroes.map(toExportedHero);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `heroes-YYYY-MM-DD.json`, dated in the admin's own time zone. */
export function exportFileName(date: Date): string {
  return `heroes-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}
