/**
 * A hero's ratings per game mode (docs/product.md#ratings-per-mode): for each mode a tier on the
 * same scale as the overall tier, with a short plain-text reason. The hero's own `tier` stays the
 * overall tier. Ratings name their mode by id, so a renamed mode keeps its ratings; a mode in the
 * trash keeps them too (they show again when it is restored), and pages show only the ratings of
 * live modes.
 */
import { compareNames, compareTiers } from './hero';
import type { ModeRating } from './modeRating';

export { RATING_REASON_MAX, RATINGS_MAX, type ModeRating } from './modeRating';

export const REASON_NEEDS_TIER = 'A reason needs a tier.';
export const MODE_RATED_TWICE = 'Each game mode is rated once.';

/** The mode the list and the board are shown in: null for the overall tier. */
export type TierView = string | null;

/** The hero's rating in `mode`, if it has one. */
export function ratingIn(ratings: readonly ModeRating[], mode: string): ModeRating | undefined {
  return ratings.find((rating) => rating.mode === mode);
}

/** The hero's tier as shown in `mode` (null: the overall tier); '' when not rated there. */
export function tierIn(hero: { tier: string; ratings?: readonly ModeRating[] }, mode: TierView) {
  return mode === null ? hero.tier : (ratingIn(hero.ratings ?? [], mode)?.tier ?? '');
}

/**
 * `ratings` with the one of `mode` replaced by `rating`, or removed when `rating` is null: what
 * a quick edit of one mode saves. Other modes' ratings, and their order, stay.
 */
export function withRating(
  ratings: readonly ModeRating[],
  mode: string,
  rating: Omit<ModeRating, 'mode'> | null,
): ModeRating[] {
  const others = ratings.filter((existing) => existing.mode !== mode);
  if (rating === null || rating.tier.trim() === '') return others;
  const index = ratings.findIndex((existing) => existing.mode === mode);
  const next = { mode, tier: rating.tier, reason: rating.reason };
  if (index === -1) return [...others, next];
  return [...others.slice(0, index), next, ...others.slice(index)];
}

/** A rating as a change shows it: "S — Bursts down healers.", "S" without a reason. */
export const ratingText = (rating: ModeRating | undefined) =>
  rating ? [rating.tier, rating.reason].filter(Boolean).join(' — ') : '';

/** The name of a hero's rating in a game mode, where changes are listed: "Arena rating". */
export const ratingField = (modeName: string) => `${modeName} rating`;

/** The ratings of the given live modes, in the modes' order. */
export function ratingsInModes<M extends { id: string }>(
  ratings: readonly ModeRating[],
  modes: readonly M[],
): { mode: M; rating: ModeRating }[] {
  return modes.flatMap((mode) => {
    const rating = ratingIn(ratings, mode.id);
    return rating ? [{ mode, rating }] : [];
  });
}

/**
 * The tier moves a save makes: the overall one (mode null) when it moved, then one per mode rated
 * both before and after with another tier: what the tier changes page lists.
 */
export function tierMoves(
  before: { tier: string; ratings: readonly ModeRating[] },
  after: { tier: string; ratings: readonly ModeRating[] },
): { mode: string | null; from: string; to: string }[] {
  const moves: { mode: string | null; from: string; to: string }[] = [];
  if (before.tier !== after.tier) moves.push({ mode: null, from: before.tier, to: after.tier });
  for (const rating of after.ratings) {
    const old = ratingIn(before.ratings, rating.mode);
    if (old && old.tier !== rating.tier) {
      moves.push({ mode: rating.mode, from: old.tier, to: rating.tier });
    }
  }
  return moves;
}

/** Ratings compared as stored: the same modes with the same tiers and reasons, in any order. */
export function sameRatings(a: readonly ModeRating[], b: readonly ModeRating[]): boolean {
  return (
    a.length === b.length &&
    a.every((rating) => {
      const other = ratingIn(b, rating.mode);
      return other !== undefined && other.tier === rating.tier && other.reason === rating.reason;
    })
  );
}

type Rated = { name: string; tier: string; ratings: readonly ModeRating[] };

/**
 * The heroes as the tier list shows them in `mode`: those rated in it by the mode's tier (tier
 * order, unlisted tiers after them A–Z, then by name), and apart those it does not rate, in the
 * order given. With no mode, every hero is rated, in the order given (the overall tier order).
 */
export function heroesInMode<T extends Rated>(
  heroes: readonly T[],
  mode: TierView,
): { rated: T[]; unrated: T[] } {
  if (mode === null) return { rated: [...heroes], unrated: [] };
  const rated = heroes.filter((hero) => tierIn(hero, mode) !== '');
  const unrated = heroes.filter((hero) => tierIn(hero, mode) === '');
  rated.sort(
    (a, b) => compareTiers(tierIn(a, mode), tierIn(b, mode)) || compareNames(a.name, b.name),
  );
  return { rated, unrated };
}

/** "Not rated in Arena": the heading of the heroes a mode does not rate. */
export const notRatedIn = (modeName: string) => `Not rated in ${modeName}`;
