// The names of a hero's stats, lists and labels: what a visitor's pages iterate, and what the
// field list (src/domain/heroFields.ts) is typed by. Kept apart from hero.ts, which derives
// `HeroInput` from that list, so that the list need not import hero.ts.

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

/** The fields an import entry may leave out to keep what the hero has (docs/product.md#hero-import). */
export const HERO_OPTIONAL_KEYS = [...HERO_LABEL_KEYS, 'buildNotes'] as const;
export type HeroOptionalKey = (typeof HERO_OPTIONAL_KEYS)[number];

export const emptyHeroStats = (): HeroStats => ({ ATK: '', DEF: '', HP: '', SPD: '' });
