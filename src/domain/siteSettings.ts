/**
 * Site-wide settings admins change in the app (docs/product.md#site-settings): the link to the
 * community chat the home page shows, and the tier legend the tier list shows.
 */
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

export interface SiteSettingsInput {
  /** An https:// address, or '' for none. */
  communityUrl: string;
  tierLegend: TierLegend;
}

export interface SiteSettings extends SiteSettingsInput {
  updatedAt: string | null;
  /** 0 while no admin has saved the settings yet. */
  version: number;
}

/** The settings are one item, in history too. */
export const SITE_SETTINGS_ITEM = 'site';

export const COMMUNITY_URL_MAX_LENGTH = 500;

export const NO_SITE_SETTINGS: SiteSettings = {
  communityUrl: '',
  tierLegend: emptyTierLegend(),
  updatedAt: null,
  version: 0,
};

/**
 * Whether a community link may be shown: an absolute https:// address of at most
 * COMMUNITY_URL_MAX_LENGTH characters, without spaces. A reader follows it from our page, so
 * nothing else: no plain http, no javascript: or data: URL, no relative path.
 */
export function isCommunityUrl(value: string): boolean {
  if (value.length > COMMUNITY_URL_MAX_LENGTH || !/^https:\/\/[^\s]+$/i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The link the home page shows: the admins' setting when there is one, else the one the site was
 * built with, else none. Either is shown only if it is a community URL.
 */
export function communityLink(saved: string, builtWith: string | undefined): string {
  const chosen = saved.trim() || (builtWith ?? '').trim();
  return isCommunityUrl(chosen) ? chosen : '';
}

/**
 * The site settings as stored and kept in history: the legend's explained lines only, and no
 * legend at all while no tier is explained, the shape of settings saved before the legend existed.
 * A restore of any of them reads a missing line as none (siteSettingsInputSchema).
 */
export interface StoredSiteSettings {
  communityUrl: string;
  tierLegend?: Partial<TierLegend>;
}

export function storedSiteSettings(input: SiteSettingsInput): StoredSiteSettings {
  const lines = legendLines(input.tierLegend);
  if (lines.length === 0) return { communityUrl: input.communityUrl };
  return {
    communityUrl: input.communityUrl,
    tierLegend: Object.fromEntries(lines.map(({ tier, text }) => [tier, text])),
  };
}

/** Stored settings read whole: a tier without a line of text, or no legend at all, has none. */
export function siteSettingsFromStored(value: unknown): SiteSettingsInput {
  const stored = (value ?? {}) as { communityUrl?: unknown; tierLegend?: unknown };
  const lines = (stored.tierLegend ?? {}) as Record<string, unknown>;
  const tierLegend = emptyTierLegend();
  for (const tier of TIER_ORDER) {
    const text = lines[tier];
    if (typeof text === 'string') tierLegend[tier] = text;
  }
  return {
    communityUrl: typeof stored.communityUrl === 'string' ? stored.communityUrl : '',
    tierLegend,
  };
}
