import { tierRank, type Hero } from './hero';

/** Search text folded the same way on both sides: "Héroïne" matches "heroine" and "HERO". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

export interface HeroFilter {
  /** Part of the name, any case, accents ignored; '' matches every hero. */
  query: string;
  /** An exact tier, or '' for All Tiers. */
  tier: string;
}

/** The heroes a filter keeps, in the order given (the list is already sorted). */
export function filterHeroes<T extends Pick<Hero, 'name' | 'tier'>>(
  heroes: readonly T[],
  { query, tier }: HeroFilter,
): T[] {
  const needle = foldForSearch(query);
  return heroes.filter(
    (hero) =>
      (tier === '' || hero.tier === tier) &&
      (needle === '' || foldForSearch(hero.name).includes(needle)),
  );
}

/** The tiers the filter offers: those present in the data, in tier order (unknown ones last, A–Z). */
export function tiersPresent(heroes: readonly Pick<Hero, 'tier'>[]): string[] {
  const tiers = [...new Set(heroes.map((hero) => hero.tier).filter((tier) => tier !== ''))];
  return tiers.sort((a, b) => tierRank(a) - tierRank(b) || a.localeCompare(b));
}
