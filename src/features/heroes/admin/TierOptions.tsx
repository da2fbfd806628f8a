import { TIER_ORDER } from '../../../domain/hero';

/** The id of the hero form's tier suggestions, which its overall tier and its ratings share. */
export const HERO_FORM_TIER_OPTIONS = 'hero-tier-options';

/** What a tier field suggests: the tier order first, then any other tier given (those in use). */
export const tierSuggestions = (tiers: readonly string[]) => [
  ...new Set([...TIER_ORDER, ...tiers.filter((tier) => tier !== '')]),
];

/** A tier field's suggestions, for its `list` attribute: tiers stay free text. */
export function TierOptions({ id, tiers }: { id: string; tiers: readonly string[] }) {
  return (
    <datalist id={id}>
      {tierSuggestions(tiers).map((option) => (
        <option key={option} value={option} />
      ))}
    </datalist>
  );
}
