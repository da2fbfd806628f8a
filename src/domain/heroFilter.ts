import { HERO_LABEL_KEYS, compareTiers, type Hero, type HeroLabelKey } from './hero';
import { tierIn, type TierView } from './heroRatings';

/** Search text folded the same way on both sides: "Héroïne" matches "heroine" and "HERO". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Each label an exact value, or '' (or left out) for all. */
export type HeroLabelFilter = Partial<Record<HeroLabelKey, string>>;

export interface HeroFilter extends HeroLabelFilter {
  /** Part of the name, any case, accents ignored; '' matches every hero. */
  query: string;
  /** An exact tier, or '' for All Tiers: the overall tier, or the tier in `mode` when one is chosen. */
  tier: string;
  mode?: TierView;
}

type Filterable = Pick<Hero, 'name' | 'tier'> & Partial<Pick<Hero, HeroLabelKey | 'ratings'>>;

/**
 * The heroes a filter keeps, in the order given (the list is already sorted). The one filter of
 * the hero list, whichever way it is shown (docs/product.md#heroes).
 */
export function filterHeroes<T extends Filterable>(heroes: readonly T[], filter: HeroFilter): T[] {
  const needle = foldForSearch(filter.query);
  const labels = HERO_LABEL_KEYS.filter((key) => (filter[key] ?? '') !== '');
  return heroes.filter(
    (hero) =>
      (filter.tier === '' || tierIn(hero, filter.mode ?? null) === filter.tier) &&
      labels.every((key) => (hero[key] ?? '') === filter[key]) &&
      (needle === '' || foldForSearch(hero.name).includes(needle)),
  );
}

// Made on first use, like the name collator (hero.ts).
let labelCollator: Intl.Collator | undefined;

/** The values of one label the filter offers: those present in the data, A–Z. */
export function labelValuesPresent(
  heroes: readonly Partial<Pick<Hero, HeroLabelKey>>[],
  key: HeroLabelKey,
): string[] {
  const values = new Set(heroes.map((hero) => hero[key] ?? '').filter((value) => value !== ''));
  labelCollator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return [...values].sort(labelCollator.compare);
}

/**
 * The tiers the filter offers: those present in the data (in `mode` when one is chosen), in tier
 * order (unknown ones last, A–Z).
 */
export function tiersPresent(
  heroes: readonly (Pick<Hero, 'tier'> & Partial<Pick<Hero, 'ratings'>>)[],
  mode: TierView = null,
): string[] {
  const present = heroes.map((hero) => tierIn(hero, mode)).filter((tier) => tier !== '');
  const tiers = [...new Set(present)];
  return tiers.sort(compareTiers);
}
