import { STAT_KEYS, type StatKey } from '../../../domain/hero';
import { FieldError } from '../../../ui/forms/FieldError';
import { useRegisteredField } from '../../../ui/forms/useRegisteredField';
import type { HeroFormFields } from './heroFormFields';
import { HERO_FORM_TIER_OPTIONS, TierOptions } from './TierOptions';

function StatField({ stat }: { stat: StatKey }) {
  const field = useRegisteredField<HeroFormFields>(`stats.${stat}`, `hero-stat-${stat}`);
  return (
    <div className="form__field">
      <label htmlFor={field.props.id}>{stat}</label>
      <input {...field.props} />
      <FieldError id={field.errorId} message={field.message} alert />
    </div>
  );
}

/** Name, tier, description (required) and the four free-text stats. */
export function HeroTextFields({ tiers }: { tiers: readonly string[] }) {
  const name = useRegisteredField<HeroFormFields>('name', 'hero-name');
  const tier = useRegisteredField<HeroFormFields>('tier', 'hero-tier-input');
  const description = useRegisteredField<HeroFormFields>('description', 'hero-description');
  return (
    <>
      <div className="form__field">
        <label htmlFor={name.props.id}>Name</label>
        <input required {...name.props} />
        <FieldError id={name.errorId} message={name.message} alert />
      </div>
      <div className="form__field">
        <label htmlFor={tier.props.id}>Tier</label>
        <input required list={HERO_FORM_TIER_OPTIONS} autoComplete="off" {...tier.props} />
        {/* The usual tiers first, then any other tier the data has. */}
        <TierOptions id={HERO_FORM_TIER_OPTIONS} tiers={tiers} />
        <FieldError id={tier.errorId} message={tier.message} alert />
      </div>
      <div className="form__field">
        <label htmlFor={description.props.id}>Description</label>
        <textarea required rows={4} {...description.props} />
        <FieldError id={description.errorId} message={description.message} alert />
      </div>
      <fieldset className="hero-form__stats">
        <legend>Stats</legend>
        {STAT_KEYS.map((key) => (
          <StatField key={key} stat={key} />
        ))}
      </fieldset>
    </>
  );
}
