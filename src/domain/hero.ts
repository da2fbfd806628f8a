import type { HeroFieldValues } from './heroFields';

export {
  STAT_KEYS,
  HERO_LIST_KEYS,
  HERO_LABEL_KEYS,
  HERO_OPTIONAL_KEYS,
  emptyHeroStats,
} from './heroKeys';
export type { StatKey, HeroStats, HeroListKey, HeroLabelKey, HeroOptionalKey } from './heroKeys';

export const HERO_LABEL_MAX = 40;

/** Build notes are guide HTML: cleaned by the one sanitizer (docs/decisions.md#one-sanitizer). */
export const BUILD_NOTES_MAX = 100_000;

export interface TierChange {
  from: string;
  to: string;
  at: string;
  /** The game mode whose tier moved; left out for the overall tier. */
  mode?: string;
}

/** What an admin writes: a value for each of the hero's fields (src/domain/heroFields.ts). */
export type HeroInput = HeroFieldValues;

export interface Hero extends HeroInput {
  id: string;
  /** Public URL of the full image ('' when none). */
  imageUrl: string;
  /** Public URL of a small WebP thumbnail for lists ('' when none). */
  thumbnailUrl: string;
  tierHistory: TierChange[];
  createdAt: string;
  updatedAt: string;
  /** Increases on every write; updates name the version they were based on (no lost edits). */
  version: number;
}

/** Tier sort order (docs/product.md#constants); tiers not listed sort after these. */
export const TIER_ORDER = ['Meta', 'SS', 'S+', 'S', 'A+', 'A', 'B', 'C', 'Food'] as const;

export function tierRank(tier: string): number {
  const index = (TIER_ORDER as readonly string[]).indexOf(tier);
  return index === -1 ? TIER_ORDER.length : index;
}

// Made on first use: a collator loads the language's collation data, tens of milliseconds of the
// main thread that a page which never sorts heroes by name should not pay when it loads.
let nameCollator: Intl.Collator | undefined;

/** Names A–Z, any case, numbers by value ("Hero 2" before "Hero 10"). */
export function compareNames(a: string, b: string) {
  nameCollator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return nameCollator.compare(a, b);
}

/** Tiers in the tier order, tiers outside it after them, A–Z. */
export const compareTiers = (a: string, b: string) =>
  tierRank(a) - tierRank(b) || a.localeCompare(b);

export function compareHeroes(a: Pick<Hero, 'tier' | 'name'>, b: Pick<Hero, 'tier' | 'name'>) {
  return tierRank(a.tier) - tierRank(b.tier) || compareNames(a.name, b.name);
}

export const IMAGE_REQUIRED_MESSAGE = 'An image is required.';
