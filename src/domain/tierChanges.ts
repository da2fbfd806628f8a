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
  /** The game mode whose tier moved; left out for the overall tier. */
  mode?: string;
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
      hero.tierHistory.map(({ from, to, at, mode }) => ({
        heroId: hero.id,
        heroName: hero.name,
        from,
        to,
        at,
        direction: tierDirection(from, to),
        ...(mode === undefined ? {} : { mode }),
      })),
    )
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || a.heroName.localeCompare(b.heroName));
}

/**
 * The changes shown where game modes are known (`liveModes`, their ids): the overall tier's and
 * those of live modes; a mode in the trash hides its changes until it is restored. With `mode`,
 * only that mode's changes (null: only the overall tier's; undefined: all of them).
 */
export function visibleTierChanges(
  changes: readonly HeroTierChange[],
  liveModes: readonly string[],
  mode?: string | null,
): HeroTierChange[] {
  return changes.filter((change) =>
    mode === undefined
      ? change.mode === undefined || liveModes.includes(change.mode)
      : mode === null
        ? change.mode === undefined
        : change.mode === mode && liveModes.includes(mode),
  );
}

/** The `count` newest changes shown (see visibleTierChanges). */
export function latestTierChanges(
  heroes: readonly HeroWithHistory[],
  count: number,
  liveModes: readonly string[] = [],
) {
  return visibleTierChanges(tierChanges(heroes), liveModes).slice(0, count);
}
