import { fileUrl, thumbnailUrl } from '../files/fileUrls';
import {
  HERO_LABEL_KEYS,
  HERO_LIST_KEYS,
  STAT_KEYS,
  emptyHeroInput,
  type Hero,
  type HeroInput,
  type HeroListKey,
  type TierChange,
} from '../../src/domain/hero';

/** Column of each recommended list (jsonb arrays of names). */
export const LIST_COLUMNS: Record<HeroListKey, string> = {
  recommendedTalisman: 'recommended_talisman',
  recommendedSpirit: 'recommended_spirit',
  recommendedRune: 'recommended_rune',
  recommendedCodex: 'recommended_codex',
  recommendedPet: 'recommended_pet',
};

export interface HeroRow {
  id: string;
  name: string;
  tier: string;
  description: string;
  role: string;
  faction: string;
  rarity: string;
  build_notes: string;
  stats: unknown;
  recommended_talisman: unknown;
  recommended_spirit: unknown;
  recommended_rune: unknown;
  recommended_codex: unknown;
  recommended_pet: unknown;
  image_path: string;
  version: number;
  created_at: Date;
  updated_at: Date;
  tier_history: TierChange[];
}

/**
 * Every column of the live (not deleted) heroes plus their tier history, oldest change first, with
 * ISO 8601 UTC times. Add conditions with `AND`.
 */
export const HERO_SELECT = `
  SELECT h.*, (
    SELECT coalesce(jsonb_agg(jsonb_build_object(
      'from', c.from_tier, 'to', c.to_tier,
      'at', to_char(c.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) ORDER BY c.at, c.id), '[]'::jsonb)
    FROM hero_tier_changes c WHERE c.hero_id = h.id
  ) AS tier_history
  FROM heroes h
  WHERE h.deleted_at IS NULL`;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const listOf = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function heroFromRow(row: HeroRow, basePath: string): Hero {
  const stats = (row.stats ?? {}) as Record<string, unknown>;
  const hero: Hero = {
    ...emptyHeroInput(),
    id: row.id,
    name: row.name,
    tier: row.tier,
    description: row.description,
    role: row.role,
    faction: row.faction,
    rarity: row.rarity,
    buildNotes: row.build_notes,
    imagePath: row.image_path,
    imageUrl: fileUrl(basePath, row.image_path),
    thumbnailUrl: thumbnailUrl(basePath, row.image_path),
    tierHistory: row.tier_history,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    version: row.version,
  };
  for (const key of STAT_KEYS) hero.stats[key] = textOf(stats[key]);
  for (const key of HERO_LIST_KEYS) hero[key] = listOf(row[LIST_COLUMNS[key] as keyof HeroRow]);
  return hero;
}

/** The content columns in a fixed order, and their values as query parameters. */
export const CONTENT_COLUMNS = [
  'name',
  'tier',
  'description',
  'stats',
  ...HERO_LIST_KEYS.map((key) => LIST_COLUMNS[key]),
  'image_path',
  ...HERO_LABEL_KEYS,
  'build_notes',
];

export function contentParams(input: HeroInput): unknown[] {
  return [
    input.name,
    input.tier,
    input.description,
    JSON.stringify(input.stats),
    ...HERO_LIST_KEYS.map((key) => JSON.stringify(input[key])),
    input.imagePath,
    ...HERO_LABEL_KEYS.map((key) => input[key]),
    input.buildNotes,
  ];
}

/** `$n` placeholders for CONTENT_COLUMNS, jsonb ones cast, starting after `offset` parameters. */
export function contentPlaceholders(offset: number): string[] {
  return CONTENT_COLUMNS.map((column, index) => {
    const isJson = column === 'stats' || column.startsWith('recommended_');
    return `$${offset + index + 1}${isJson ? '::jsonb' : ''}`;
  });
}
