import { STAT_KEYS, TIER_ORDER, type HeroStats } from '../../../domain/hero';
import type { HeroFormValues } from '../../../domain/heroForm';

interface HeroTextFieldsProps {
  values: HeroFormValues;
  /** Tiers present in the data, offered next to the standard tier order. */
  tiers: readonly string[];
  errors: Record<string, string>;
  onChange: (patch: Partial<HeroFormValues>) => void;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="form__error" role="alert">
      {message}
    </p>
  );
}

/** Name, tier, description (required) and the four free-text stats. */
export function HeroTextFields({ values, tiers, errors, onChange }: HeroTextFieldsProps) {
  const knownTiers = [...new Set([...TIER_ORDER, ...tiers])];
  const described = (key: string) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `hero-${key}-error` } : {};
  const setStat = (key: keyof HeroStats, value: string) =>
    onChange({ stats: { ...values.stats, [key]: value } });
  return (
    <>
      <div className="form__field">
        <label htmlFor="hero-name">Name</label>
        <input
          id="hero-name"
          required
          value={values.name}
          onChange={(event) => onChange({ name: event.target.value })}
          {...described('name')}
        />
        <FieldError id="hero-name-error" message={errors.name} />
      </div>
      <div className="form__field">
        <label htmlFor="hero-tier-input">Tier</label>
        <input
          id="hero-tier-input"
          required
          list="hero-tier-options"
          autoComplete="off"
          value={values.tier}
          onChange={(event) => onChange({ tier: event.target.value })}
          {...described('tier')}
        />
        <datalist id="hero-tier-options">
          {knownTiers.map((tier) => (
            <option key={tier} value={tier} />
          ))}
        </datalist>
        <FieldError id="hero-tier-error" message={errors.tier} />
      </div>
      <div className="form__field">
        <label htmlFor="hero-description">Description</label>
        <textarea
          id="hero-description"
          required
          rows={4}
          value={values.description}
          onChange={(event) => onChange({ description: event.target.value })}
          {...described('description')}
        />
        <FieldError id="hero-description-error" message={errors.description} />
      </div>
      <fieldset className="hero-form__stats">
        <legend>Stats</legend>
        {STAT_KEYS.map((key) => (
          <div key={key} className="form__field">
            <label htmlFor={`hero-stat-${key}`}>{key}</label>
            <input
              id={`hero-stat-${key}`}
              value={values.stats[key]}
              onChange={(event) => setStat(key, event.target.value)}
              {...described(`stats.${key}`)}
            />
            <FieldError id={`hero-stats.${key}-error`} message={errors[`stats.${key}`]} />
          </div>
        ))}
      </fieldset>
    </>
  );
}
