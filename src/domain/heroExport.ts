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

/** Each kind as the import format writes it: a named list's items as objects with a name. */
interface ExportedKinds extends Omit<HeroFieldKinds, 'namedList'> {
  namedList: { name: string }[];
}

/**
 * One hero in the import format (docs/product.md#hero-import): every field an admin types (not
 * the image, which the format leaves out), pets as objects with a name, and the hero's `id`,
 * which an import of the file into this site matches before the name.
 */
export type ExportedHero = { id: string } & HeroFieldsAs<HeroTypedKey, ExportedKinds>;

type ExportSource = Pick<HeroInput, HeroTypedKey> & Pick<Hero, 'id'>;

const EXPORTED: HeroKindTable<HeroFieldKindOf<HeroTypedKey>, ExportedKinds> = {
  ...COPY_HERO_VALUE,
  namedList: (names) => names.map((name) => ({ name })),
};

export function toExportedHero(hero: ExportSource): ExportedHero {
  return {
    id: hero.id,
    ...convertHeroFields<HeroTypedKey, ExportedKinds>(hero, HERO_TYPED_KEYS, EXPORTED),
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
