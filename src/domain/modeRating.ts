// A hero's rating in one game mode: the type the hero's field list is made of, apart from the
// rules on ratings (src/domain/heroRatings.ts), which need the tier order.

export interface ModeRating {
  /** The game mode's id. */
  mode: string;
  tier: string;
  /** One or two sentences of plain text; '' when none. */
  reason: string;
}

/** A rating with neither a tier nor a reason is none: every writer drops it. */
export const isBlankRating = (rating: Pick<ModeRating, 'tier' | 'reason'>) =>
  rating.tier === '' && rating.reason === '';

/** The longest reason. */
export const RATING_REASON_MAX = 200;
/** The most ratings one hero holds (live modes and ones in the trash). */
export const RATINGS_MAX = 50;
