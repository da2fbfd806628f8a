import type { GameMode } from '../../domain/gameMode';
import { ratingIn } from '../../domain/heroRatings';
import type { ModeRating } from '../../domain/modeRating';

/**
 * Why a hero has its tier in the chosen mode, behind a native disclosure: a tap opens it on a
 * phone (no hover), the keyboard reaches its summary, and it works before the page hydrates.
 */
export function RatingReason({
  ratings,
  mode,
}: {
  ratings: readonly ModeRating[];
  mode: GameMode;
}) {
  const rating = ratingIn(ratings, mode.id);
  if (!rating?.reason) return null;
  return (
    <details className="rating-reason">
      <summary>{`Why ${rating.tier} in ${mode.name}`}</summary>
      <p>{rating.reason}</p>
    </details>
  );
}
