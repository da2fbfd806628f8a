export const STAT_KEYS = ['ATK', 'DEF', 'HP', 'SPD'] as const;
export type StatKey = (typeof STAT_KEYS)[number];
export type HeroStats = Record<StatKey, string>;

export const HERO_LIST_KEYS = [
  'recommendedTalisman',
  'recommendedSpirit',
  'recommendedRune',
  'recommendedCodex',
  'recommendedPet',
] as const;
export type HeroListKey = (typeof HERO_LIST_KEYS)[number];

/** Optional free-text labels a hero can be filtered by (docs/product.md#heroes). */
export const HERO_LABEL_KEYS = ['role', 'faction', 'rarity'] as const;
export type HeroLabelKey = (typeof HERO_LABEL_KEYS)[number];
export const HERO_LABEL_MAX = 40;

/** Build notes are guide HTML: cleaned by the one sanitizer (docs/decisions.md#one-sanitizer). */
export const BUILD_NOTES_MAX = 100_000;

/** The fields an import entry may leave out to keep what the hero has (docs/product.md#hero-import). */
export const HERO_OPTIONAL_KEYS = [...HERO_LABEL_KEYS, 'buildNotes'] as const;
export type HeroOptionalKey = (typeof HERO_OPTIONAL_KEYS)[number];

/** Talisman slots a new-hero form starts with; other lists start with one. */
export const TALISMAN_SLOTS = 4;

export interface TierChange {
  from: string;
  to: string;
  at: string;
}

/** What an admin writes. Stats stay free text. */
export interface HeroInput extends Record<HeroListKey, string[]>, Record<HeroLabelKey, string> {
  name: string;
  tier: string;
  description: string;
  /** Rich text written with the guide editor, stored cleaned; '' when none. */
  buildNotes: string;
  stats: HeroStats;
  /** Storage path of the hero's image (from FilesApi.upload); '' when none. */
  imagePath: string;
}

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

export function compareHeroes(a: Pick<Hero, 'tier' | 'name'>, b: Pick<Hero, 'tier' | 'name'>) {
  nameCollator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return tierRank(a.tier) - tierRank(b.tier) || nameCollator.compare(a.name, b.name);
}

export const emptyHeroStats = (): HeroStats => ({ ATK: '', DEF: '', HP: '', SPD: '' });

/** A hero with nothing filled in: what a stored record or an import entry starts from. */
export function emptyHeroInput(): HeroInput {
  return {
    name: '',
    tier: '',
    description: '',
    role: '',
    faction: '',
    rarity: '',
    buildNotes: '',
    stats: emptyHeroStats(),
    recommendedTalisman: [],
    recommendedSpirit: [],
    recommendedRune: [],
    recommendedCodex: [],
    recommendedPet: [],
    imagePath: '',
  };
}

export const IMAGE_REQUIRED_MESSAGE = 'An image is required.';
