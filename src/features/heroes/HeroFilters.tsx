import { HERO_LABEL_KEYS, type HeroLabelKey } from '../../domain/hero';
import { ALL_LABEL_VALUES, HERO_LABEL_NAMES } from './heroLabels';

interface FilterSelectProps {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
  /** The values present in the data, in the order to offer them. */
  values: readonly string[];
}

function FilterSelect({ id, label, allLabel, value, onChange, values }: FilterSelectProps) {
  // A shared link may name a value no hero has any more: keep it selectable so the box is honest.
  const options = value && !values.includes(value) ? [...values, value] : values;
  return (
    <div className="hero-filters__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One label's filter: its value from the address, its setter, and the values present. */
export interface LabelFilterState {
  value: string;
  onChange: (value: string) => void;
  values: readonly string[];
}

interface HeroFiltersProps {
  query: string;
  onQueryChange: (query: string) => void;
  tier: string;
  onTierChange: (tier: string) => void;
  /** Tiers present in the data, in tier order. */
  tiers: readonly string[];
  labels: Record<HeroLabelKey, LabelFilterState>;
}

export function HeroFilters(props: HeroFiltersProps) {
  const { query, onQueryChange, tier, onTierChange, tiers, labels } = props;
  return (
    <div className="hero-filters" role="search">
      <div className="hero-filters__field">
        <label htmlFor="hero-search">Search by name</label>
        <input
          id="hero-search"
          type="search"
          autoComplete="off"
          placeholder="Hero name"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </div>
      <FilterSelect
        id="hero-tier"
        label="Tier"
        allLabel="All Tiers"
        value={tier}
        onChange={onTierChange}
        values={tiers}
      />
      {HERO_LABEL_KEYS.map((key) => (
        <FilterSelect
          key={key}
          id={`hero-${key}`}
          label={HERO_LABEL_NAMES[key]}
          allLabel={ALL_LABEL_VALUES[key]}
          {...labels[key]}
        />
      ))}
    </div>
  );
}
