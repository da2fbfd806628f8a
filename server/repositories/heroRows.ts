import { fileUrl, thumbnailUrl } from '../files/fileUrls';
import { columnOf, type ColumnOf } from './recordColumns';
import type { Hero, HeroInput, TierChange } from '../../src/domain/hero';
import type { ModeRating } from '../../src/domain/heroRatings';
import { storedSkills } from '../../src/domain/storedSkills';
import {
  HERO_FIELDS,
  HERO_FIELD_KEYS,
  heroFieldObject,
  kindOf,
  statsFrom,
  type HeroFieldKey,
  type HeroFieldKind,
  type HeroFieldKindOf,
  type HeroFieldKinds,
} from '../../src/domain/heroFields';

/** A column's value as the driver gives it: text as text, jsonb (stats, lists, skills) as parsed JSON. */
type ColumnValue<Kind extends HeroFieldKind> = HeroFieldKinds[Kind] extends string
  ? string
  : unknown;

/** Each hero field's column (the field in snake_case), then the columns every record has. */
export type HeroRow = {
  [K in HeroFieldKey as ColumnOf<K>]: ColumnValue<HeroFieldKindOf<K>>;
} & {
  id: string;
  version: number;
  created_at: Date;
  updated_at: Date;
  tier_history: TierChange[];
};

/** Kinds stored as jsonb: their values are written as JSON text and cast. */
const STORED_AS_JSON: Record<HeroFieldKind, boolean> = {
  text: false,
  tier: false,
  label: false,
  html: false,
  stats: true,
  list: true,
  namedList: true,
  ratings: true,
  skills: true,
  refs: true,
  image: false,
};

/**
 * Every column of the live (not deleted) heroes plus their tier history, oldest change first, with
 * ISO 8601 UTC times. A change of a game mode's tier names its `mode`; a change of the overall tier
 * has no `mode` key at all (null keys are stripped). Add conditions with `AND`.
 */
export const HERO_SELECT = `
  SELECT h.*, (
    SELECT coalesce(jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
      'from', c.from_tier, 'to', c.to_tier,
      'at', to_char(c.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'mode', c.mode_id
    )) ORDER BY c.at, c.id), '[]'::jsonb)
    FROM hero_tier_changes c WHERE c.hero_id = h.id
  ) AS tier_history
  FROM heroes h
  WHERE h.deleted_at IS NULL`;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const listOf = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
/** Ratings as stored: entries that are not a rating (which no write stores) are left out. */
const ratingsOf = (value: unknown): ModeRating[] =>
  (Array.isArray(value) ? value : []).flatMap((item: unknown) => {
    const { mode, tier, reason } = (item ?? {}) as Record<string, unknown>;
    return typeof mode === 'string' && typeof tier === 'string'
      ? [{ mode, tier, reason: textOf(reason) }]
      : [];
  });
const statsOf = (value: unknown) => {
  const stats = (value ?? {}) as Record<string, unknown>;
  return statsFrom((key) => textOf(stats[key]));
};

/** Each kind read from its column. */
const FROM_COLUMN: { [Kind in HeroFieldKind]: (value: unknown) => HeroFieldKinds[Kind] } = {
  text: textOf,
  tier: textOf,
  label: textOf,
  html: textOf,
  stats: statsOf,
  list: listOf,
  namedList: listOf,
  ratings: ratingsOf,
  skills: storedSkills,
  refs: listOf,
  image: textOf,
};

/** The hero's fields as its row holds them. */
export function heroInputFromRow(row: HeroRow): HeroInput {
  const columns: Readonly<Record<string, unknown>> = row;
  return heroFieldObject<HeroFieldKey, HeroFieldKinds>(HERO_FIELD_KEYS, (key) =>
    FROM_COLUMN[kindOf(key)](columns[columnOf(key)]),
  );
}

export function heroFromRow(row: HeroRow, basePath: string): Hero {
  return {
    ...heroInputFromRow(row),
    id: row.id,
    imageUrl: fileUrl(basePath, row.image_path),
    thumbnailUrl: thumbnailUrl(basePath, row.image_path),
    tierHistory: row.tier_history,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    version: row.version,
  };
}

/** The content columns in a fixed order (the fields'), and their values as query parameters. */
export const CONTENT_COLUMNS = HERO_FIELD_KEYS.map(columnOf);

export function contentParams(input: HeroInput): unknown[] {
  return HERO_FIELD_KEYS.map((key) =>
    STORED_AS_JSON[HERO_FIELDS[key].kind] ? JSON.stringify(input[key]) : input[key],
  );
}

/** `$n` placeholders for CONTENT_COLUMNS, jsonb ones cast, starting after `offset` parameters. */
export function contentPlaceholders(offset: number): string[] {
  return HERO_FIELD_KEYS.map((key, index) => {
    const cast = STORED_AS_JSON[HERO_FIELDS[key].kind] ? '::jsonb' : '';
    return `$${offset + index + 1}${cast}`;
  });
}
