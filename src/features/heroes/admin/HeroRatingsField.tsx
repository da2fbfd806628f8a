import { useQuery } from '@tanstack/react-query';
import { useController, useFormContext } from 'react-hook-form';
import { useBackend } from '../../../backend';
import type { GameMode } from '../../../domain/gameMode';
import { RATING_REASON_MAX, ratingIn, type ModeRating } from '../../../domain/heroRatings';
import { ReasonInput } from './ReasonInput';
import { FieldError } from '../../../ui/forms/FieldError';
import { invalidField } from '../../../ui/forms/invalidField';
import { gameModesQuery } from '../../../data/gameModesQuery';
import { LoadError } from '../../../ui/LoadError';
import { Spinner } from '../../../ui/Spinner';
import type { HeroFormFields } from './heroFormFields';
import { withRatingField } from './heroFormValues';
import { HERO_FORM_TIER_OPTIONS } from './TierOptions';

export const NO_MODES_TEXT =
  'No game modes yet. Add them with “Game modes” above the hero list, then rate each hero in them here.';

interface RatingRowProps {
  mode: GameMode;
  ratings: ModeRating[];
  onChange: (ratings: ModeRating[]) => void;
}

/** One mode's row: its tier (suggested like the overall tier) and, beside it, the reason. */
function RatingRow({ mode, ratings, onChange }: RatingRowProps) {
  const { getFieldState, formState } = useFormContext<HeroFormFields>();
  const index = ratings.findIndex((rating) => rating.mode === mode.id);
  const rating = ratingIn(ratings, mode.id);
  const tier = rating?.tier ?? '';
  const reason = rating?.reason ?? '';
  // A row the admin has not typed in has no place in the form's ratings yet, nor a message.
  const messageOf = (field: 'tier' | 'reason') =>
    index === -1 ? undefined : getFieldState(`ratings.${index}.${field}`, formState).error?.message;
  const tierMessage = messageOf('tier');
  const reasonMessage = messageOf('reason');
  const id = `hero-rating-${mode.id}`;
  return (
    <div className="hero-form__rating">
      <div className="form__field">
        <label htmlFor={`${id}-tier`}>{mode.name}</label>
        <input
          id={`${id}-tier`}
          className="hero-form__rating-tier"
          list={HERO_FORM_TIER_OPTIONS}
          autoComplete="off"
          value={tier}
          onChange={(event) =>
            onChange(withRatingField(ratings, mode.id, 'tier', event.target.value))
          }
          {...invalidField(`${id}-tier-error`, tierMessage)}
        />
        <FieldError id={`${id}-tier-error`} message={tierMessage} alert />
      </div>
      <div className="form__field">
        <label htmlFor={`${id}-reason`}>
          Reason <span className="visually-hidden">in {mode.name}</span>
        </label>
        <ReasonInput
          id={`${id}-reason`}
          value={reason}
          onChange={(value) => onChange(withRatingField(ratings, mode.id, 'reason', value))}
          message={reasonMessage}
        />
      </div>
    </div>
  );
}

/**
 * "Ratings per game mode": a row per live mode. The form keeps every rating the hero has, those
 * of modes in the trash too, and writes them back untouched (docs/product.md#ratings-per-mode).
 */
export function HeroRatingsField() {
  const modes = useQuery(gameModesQuery(useBackend()));
  const { field, fieldState } = useController<HeroFormFields, 'ratings'>({ name: 'ratings' });
  const listMessage = fieldState.error?.root?.message;
  return (
    <fieldset className="hero-form__ratings">
      <legend>Ratings per game mode</legend>
      {modes.isPending ? (
        <Spinner label="Loading game modes…" />
      ) : modes.isError ? (
        <LoadError summary="Failed to load the game modes" query={modes} />
      ) : modes.data.length === 0 ? (
        <p className="hero-form__hint">{NO_MODES_TEXT}</p>
      ) : (
        <>
          <p className="hero-form__hint">
            A tier in each mode, on the overall tier&apos;s scale (empty: not rated there), and why,
            in one line of at most {RATING_REASON_MAX} characters.
          </p>
          {modes.data.map((mode) => (
            <RatingRow key={mode.id} mode={mode} ratings={field.value} onChange={field.onChange} />
          ))}
        </>
      )}
      <FieldError id="hero-ratings-error" message={listMessage} alert />
    </fieldset>
  );
}
