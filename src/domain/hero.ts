import { z } from 'zod';

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

/** Talisman slots a new-hero form starts with; other lists start with one. */
export const TALISMAN_SLOTS = 4;

export interface TierChange {
  from: string;
  to: string;
  at: string;
}

/** What an admin writes. Stats stay free text. */
export interface HeroInput extends Record<HeroListKey, string[]> {
  name: string;
  tier: string;
  description: string;
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

const trimmed = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const listSchema = z
  .array(trimmed(120))
  .max(50, 'At most 50 entries.')
  .transform((items) => items.filter((item) => item.length > 0));

export const heroInputSchema = z.object({
  name: trimmed(120).min(1, 'Name is required.'),
  tier: trimmed(20).min(1, 'Tier is required.'),
  description: trimmed(5000).min(1, 'Description is required.'),
  stats: z.object({
    ATK: trimmed(40).default(''),
    DEF: trimmed(40).default(''),
    HP: trimmed(40).default(''),
    SPD: trimmed(40).default(''),
  }),
  recommendedTalisman: listSchema.default([]),
  recommendedSpirit: listSchema.default([]),
  recommendedRune: listSchema.default([]),
  recommendedCodex: listSchema.default([]),
  recommendedPet: listSchema.default([]),
  imagePath: z.string().max(300).default(''),
});

/** Tier sort order (docs/product.md#constants); tiers not listed sort after these. */
export const TIER_ORDER = ['Meta', 'SS', 'S+', 'S', 'A+', 'A', 'B', 'C', 'Food'] as const;

export function tierRank(tier: string): number {
  const index = (TIER_ORDER as readonly string[]).indexOf(tier);
  return index === -1 ? TIER_ORDER.length : index;
}

const nameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function compareHeroes(a: Pick<Hero, 'tier' | 'name'>, b: Pick<Hero, 'tier' | 'name'>) {
  return tierRank(a.tier) - tierRank(b.tier) || nameCollator.compare(a.name, b.name);
}
