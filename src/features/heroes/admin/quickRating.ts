import type { FieldErrors } from '../../../domain/errors';
import type { Hero, HeroInput } from '../../../domain/hero';
import { copyHeroInput } from '../../../domain/heroFields';
import { REASON_NEEDS_TIER, ratingIn, withRating } from '../../../domain/heroRatings';
import { heroInputSchema } from '../../../domain/heroSchema';
import { canonicalTier } from '../../../domain/heroTier';
import { zodFieldErrors } from '../../../domain/validation';

/** What a quick edit holds: a tier, and for a game mode its reason. */
export interface QuickRating {
  tier: string;
  reason: string;
}

/** The messages of a quick edit: on its fields, or about the rest of the hero. */
export type QuickRatingErrors = Partial<Record<keyof QuickRating | 'other', string>>;

/** What a quick edit of `hero` in `mode` (null: the overall tier) starts from. */
export function quickRatingOf(hero: Hero, mode: string | null): QuickRating {
  if (mode === null) return { tier: hero.tier, reason: '' };
  const rating = ratingIn(hero.ratings, mode);
  return { tier: rating?.tier ?? '', reason: rating?.reason ?? '' };
}

/**
 * The whole hero with only its tier in `mode` changed (null: the overall tier): a rating left with
 * neither a tier nor a reason is removed, other modes' ratings stay as they are.
 */
export function quickRatingInput(hero: Hero, mode: string | null, typed: QuickRating): HeroInput {
  const input = copyHeroInput(hero);
  const tier = canonicalTier(typed.tier);
  if (mode === null) return { ...input, tier };
  return {
    ...input,
    ratings: withRating(hero.ratings, mode, { tier, reason: typed.reason.trim() }),
  };
}

/**
 * The messages about a hero write (the schema's or the server's) as a quick edit of `mode` shows
 * them: the tier's and the mode's rating's on its fields, any other under the form.
 */
export function quickRatingErrors(
  fieldErrors: FieldErrors,
  input: HeroInput,
  mode: string | null,
): QuickRatingErrors {
  const errors: QuickRatingErrors = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const [field, index, part] = path.replace(/^hero\./, '').split('.');
    const own =
      mode === null
        ? field === 'tier' && 'tier'
        : field === 'ratings' &&
          input.ratings[Number(index)]?.mode === mode &&
          (part === 'reason' ? 'reason' : 'tier');
    errors[own || 'other'] ??= own ? message : `${path}: ${message}`;
  }
  return errors;
}

/**
 * A quick edit checked as the server will check it: the write, or why not. A reason without a
 * tier is refused here, where the write would drop it.
 */
export function checkQuickRating(
  hero: Hero,
  mode: string | null,
  typed: QuickRating,
): { input: HeroInput } | { errors: QuickRatingErrors } {
  if (mode !== null && typed.tier.trim() === '' && typed.reason.trim() !== '') {
    return { errors: { tier: REASON_NEEDS_TIER } };
  }
  const input = quickRatingInput(hero, mode, typed);
  const parsed = heroInputSchema.safeParse(input);
  if (parsed.success) return { input };
  return { errors: quickRatingErrors(zodFieldErrors(parsed.error), input, mode) };
}
