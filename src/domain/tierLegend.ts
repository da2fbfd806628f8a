// The tier legend (docs/product.md#tier-legend), kept in the site settings: apart from the rest
// of them so that the tier list carries only what it shows.
import { TIER_ORDER } from './hero';

export type KnownTier = (typeof TIER_ORDER)[number];

/** What each tier of the tier order means, one line each ('' for a tier not explained). */
export type TierLegend = Record<KnownTier, string>;

export const TIER_LEGEND_LINE_MAX = 200;

export const emptyTierLegend = (): TierLegend =>
  Object.fromEntries(TIER_ORDER.map((tier) => [tier, ''])) as TierLegend;

/** The lines a legend shows: the explained tiers, in the tier order. */
export const legendLines = (legend: TierLegend) =>
  TIER_ORDER.filter((tier) => legend[tier] !== '').map((tier) => ({ tier, text: legend[tier] }));

/** The id of the legend's line for `tier`, which each tier badge links to; null when none. */
export function legendAnchor(legend: TierLegend, tier: string): string | null {
  return (TIER_ORDER as readonly string[]).includes(tier) && legend[tier as KnownTier] !== ''
    ? `tier-${tier.toLowerCase().replace('+', '-plus')}`
    : null;
}

/** No line for any tier: a site whose admins wrote none, or settings saved before the legend. */
export const NO_TIER_LEGEND: TierLegend = emptyTierLegend();
