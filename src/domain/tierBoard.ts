import { compareTiers, type Hero } from './hero';
import { tierIn, type TierView } from './heroRatings';

export interface TierBoardRow<T> {
  tier: string;
  heroes: T[];
}

/**
 * The tier board's rows (docs/product.md#heroes): one per tier in the tier order, unlisted tiers
 * after them (A–Z), tiers without a hero left out; each row keeps the heroes' given order. In a
 * game mode (`mode`), the tiers are the mode's; heroes not rated in it are in no row.
 */
export function tierBoardRows<T extends Pick<Hero, 'tier'> & Partial<Pick<Hero, 'ratings'>>>(
  heroes: readonly T[],
  mode: TierView = null,
): TierBoardRow<T>[] {
  const byTier = new Map<string, T[]>();
  for (const hero of heroes) {
    const tier = tierIn(hero, mode);
    if (tier === '') continue;
    const row = byTier.get(tier);
    if (row) row.push(hero);
    else byTier.set(tier, [hero]);
  }
  return [...byTier]
    .sort(([a], [b]) => compareTiers(a, b))
    .map(([tier, members]) => ({ tier, heroes: members }));
}
