import { tierRank, type Hero } from './hero';

export interface TierBoardRow<T> {
  tier: string;
  heroes: T[];
}

/**
 * The tier board's rows (docs/product.md#heroes): one per tier in the tier order, unlisted tiers
 * after them (A–Z), tiers without a hero left out; each row keeps the heroes' given order.
 */
export function tierBoardRows<T extends Pick<Hero, 'tier'>>(
  heroes: readonly T[],
): TierBoardRow<T>[] {
  const byTier = new Map<string, T[]>();
  for (const hero of heroes) {
    const row = byTier.get(hero.tier);
    if (row) row.push(hero);
    else byTier.set(hero.tier, [hero]);
  }
  return [...byTier]
    .sort(([a], [b]) => tierRank(a) - tierRank(b) || a.localeCompare(b))
    .map(([tier, members]) => ({ tier, heroes: members }));
}
