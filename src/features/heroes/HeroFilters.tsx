import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { HERO_LABEL_KEYS, type HeroLabelKey } from '../../domain/hero';
import { ALL_LABEL_VALUES, HERO_LABEL_NAMES } from './heroLabels';

interface FilterSelectProps {
  id: string;
  /** The address's parameter it sets (`tier`, `role`…), also its name in the form. */
  name: string;
  label: string;
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
  /** The values present in the data, in the order to offer them. */
  values: readonly string[];
}

function FilterSelect({ id, name, label, allLabel, value, onChange, values }: FilterSelectProps) {
  // A shared link may name a value no hero has any more: keep it selectable so the box is honest.
  const options = value && !values.includes(value) ? [...values, value] : values;
  return (
    <div className="hero-filters__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
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

/** The parameters the form sets; the others (view, mode, sort) it sends back as they are. */
const FILTER_NAMES: readonly string[] = ['q', 'tier', ...HERO_LABEL_KEYS];

/**
 * The filters, a GET form behind a "Filters" disclosure (docs/product.md#heroes): on a phone the
 * heroes start on the first screen, wide screens show the fields (heroes.css), and before the
 * page's JavaScript runs, or without it, "Show heroes" loads the filtered page from the server.
 * Once it runs, every change applies at once and the button is hidden.
 */
export function HeroFilters(props: HeroFiltersProps) {
  const { query, onQueryChange, tier, onTierChange, tiers, labels } = props;
  const [params] = useSearchParams();
  // Open at first when the address filters, so the reader sees why; the browser keeps it after.
  const [filtering] = useState(() => FILTER_NAMES.some((name) => params.get(name)));
  return (
    <details className="hero-filters" open={filtering}>
      <summary>Filters</summary>
      <form
        className="hero-filters__form"
        method="get"
        action=""
        role="search"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="hero-filters__field">
          <label htmlFor="hero-search">Search by name</label>
          <input
            id="hero-search"
            name="q"
            type="search"
            autoComplete="off"
            placeholder="Hero name"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
          />
        </div>
        <FilterSelect
          id="hero-tier"
          name="tier"
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
            name={key}
            label={HERO_LABEL_NAMES[key]}
            allLabel={ALL_LABEL_VALUES[key]}
            {...labels[key]}
          />
        ))}
        {[...params].map(
          ([name, value]) =>
            !FILTER_NAMES.includes(name) && (
              <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
            ),
        )}
        <button type="submit" className="button hero-filters__apply">
          Show heroes
        </button>
      </form>
    </details>
  );
}
