interface HeroFiltersProps {
  query: string;
  onQueryChange: (query: string) => void;
  tier: string;
  onTierChange: (tier: string) => void;
  /** Tiers present in the data, in tier order. */
  tiers: readonly string[];
}

export function HeroFilters({ query, onQueryChange, tier, onTierChange, tiers }: HeroFiltersProps) {
  // A shared link may name a tier no hero has any more: keep it selectable so the box is honest.
  const options = tier && !tiers.includes(tier) ? [...tiers, tier] : tiers;
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
      <div className="hero-filters__field">
        <label htmlFor="hero-tier">Tier</label>
        <select id="hero-tier" value={tier} onChange={(event) => onTierChange(event.target.value)}>
          <option value="">All Tiers</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
