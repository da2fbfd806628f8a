/**
 * Site-wide settings admins change in the app (docs/product.md#site-settings): the link to the
 * community chat the home page shows, the tier legend the tier list shows, and the slots
 * equipment items are worn in.
 */
import { TIER_ORDER } from './hero';
import { emptyTierLegend, legendLines, type TierLegend } from './tierLegend';

export {
  TIER_LEGEND_LINE_MAX,
  emptyTierLegend,
  legendAnchor,
  legendLines,
  type KnownTier,
  type TierLegend,
} from './tierLegend';

export interface SiteSettingsInput {
  /** An https:// address, or '' for none. */
  communityUrl: string;
  tierLegend: TierLegend;
  /**
   * The slots equipment items are worn in, in the order lists show them
   * (docs/product.md#equipment-slots): at most EQUIPMENT_SLOTS_MAX, each named once in any case.
   * Settings saved before the list existed read as EQUIPMENT_SLOTS_DEFAULT.
   */
  equipmentSlots: string[];
}

export interface SiteSettings extends SiteSettingsInput {
  updatedAt: string | null;
  /** 0 while no admin has saved the settings yet. */
  version: number;
}

/**
 * The slots equipment items are worn in on a new site (docs/product.md#equipment-slots); admins
 * keep the list in the settings (`equipmentSlots`). Items' own rules are in equipment.ts.
 */
export const EQUIPMENT_SLOTS_DEFAULT = ['Weapon', 'Armor', 'Helmet', 'Accessory', 'Boots'];
export const EQUIPMENT_SLOT_MAX = 30;
export const EQUIPMENT_SLOTS_MAX = 20;

/** The settings are one item, in history too. */
export const SITE_SETTINGS_ITEM = 'site';

export const COMMUNITY_URL_MAX_LENGTH = 500;

export const NO_SITE_SETTINGS: SiteSettings = {
  communityUrl: '',
  tierLegend: emptyTierLegend(),
  equipmentSlots: [...EQUIPMENT_SLOTS_DEFAULT],
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
 * legend at all while no tier is explained, the shape of settings saved before the legend existed;
 * no equipment slots while they are the default ones, the shape of settings saved before the slots
 * existed. A restore of any of them reads a missing line as none and missing slots as the default
 * (siteSettingsInputSchema).
 */
export interface StoredSiteSettings {
  communityUrl: string;
  tierLegend?: Partial<TierLegend>;
  equipmentSlots?: string[];
}

const isDefaultSlots = (slots: readonly string[]) =>
  slots.length === EQUIPMENT_SLOTS_DEFAULT.length &&
  slots.every((slot, index) => slot === EQUIPMENT_SLOTS_DEFAULT[index]);

export function storedSiteSettings(input: SiteSettingsInput): StoredSiteSettings {
  const lines = legendLines(input.tierLegend);
  return {
    communityUrl: input.communityUrl,
    ...(lines.length === 0
      ? {}
      : { tierLegend: Object.fromEntries(lines.map(({ tier, text }) => [tier, text])) }),
    ...(isDefaultSlots(input.equipmentSlots) ? {} : { equipmentSlots: [...input.equipmentSlots] }),
  };
}

/**
 * Stored settings read whole: a tier without a line of text, or no legend at all, has none; no
 * list of equipment slots (or one without a slot) is the default one.
 */
export function siteSettingsFromStored(value: unknown): SiteSettingsInput {
  const stored = (value ?? {}) as {
    communityUrl?: unknown;
    tierLegend?: unknown;
    equipmentSlots?: unknown;
  };
  const lines = (stored.tierLegend ?? {}) as Record<string, unknown>;
  const tierLegend = emptyTierLegend();
  for (const tier of TIER_ORDER) {
    const text = lines[tier];
    if (typeof text === 'string') tierLegend[tier] = text;
  }
  const slots = Array.isArray(stored.equipmentSlots)
    ? stored.equipmentSlots.filter(
        (slot): slot is string => typeof slot === 'string' && slot !== '',
      )
    : [];
  return {
    communityUrl: typeof stored.communityUrl === 'string' ? stored.communityUrl : '',
    tierLegend,
    equipmentSlots: slots.length ? slots : [...EQUIPMENT_SLOTS_DEFAULT],
  };
}
