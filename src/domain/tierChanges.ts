import { tierRank, type Hero } from './hero';

/** Which way a change moved a hero (docs/product.md#tier-changes); two unlisted tiers rank alike. */
export type TierDirection = 'up' | 'down' | 'same';

/** One tier change of one hero, as the changelog, the home page and the hero page show it. */
export interface HeroTierChange {
  heroId: string;
  heroName: string;
  from: string;
  to: string;
  /** ISO time of the change. */
  at: string;
  direction: TierDirection;
}

type HeroWithHistory = Pick<Hero, 'id' | 'name' | 'tierHistory'>;

/** Up when the new tier ranks higher in the tier order (unlisted tiers rank last). */
export function tierDirection(from: string, to: string): TierDirection {
  const difference = tierRank(to) - tierRank(from);
  return difference < 0 ? 'up' : difference > 0 ? 'down' : 'same';
}

/** Every tier change of every hero, newest first (equal times: by hero name, then as stored). */
export function tierChanges(heroes: readonly HeroWithHistory[]): HeroTierChange[] {
  return heroes
    .flatMap((hero) =>
      hero.tierHistory.map(({ from, to, at }) => ({
        heroId: hero.id,
        heroName: hero.name,
        from,
        to,
        at,
        direction: tierDirection(from, to),
      })),
    )
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || a.heroName.localeCompare(b.heroName));
}

/** The `count` newest changes. */
export function latestTierChanges(heroes: readonly HeroWithHistory[], count: number) {
  return tierChanges(heroes).slice(0, count);
}
