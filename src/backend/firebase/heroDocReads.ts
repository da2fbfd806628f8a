/**
 * How a hero document is read (docs/firebase.md, `heroes/{id}`). Every visitor reads heroes, so
 * this is apart from what a hero document holds and its writes (heroWrites.ts, heroDocs.ts),
 * which load with the first write.
 */
import type { DocumentData } from 'firebase/firestore/lite';
import {
  HERO_LIST_KEYS,
  STAT_KEYS,
  type Hero,
  type HeroListKey,
  type HeroStats,
  type StatKey,
  type TierChange,
} from '../../domain/hero';
import type { ModeRating } from '../../domain/modeRating';
import { objectFromKeys } from '../../domain/objectFromKeys';
import { storedSkills } from '../../domain/storedSkills';
import { isRecord, isoOf, namesOf, textOf, versionOf } from './converters';
import type { RecordDocs } from './recordDocs';

/** Ids in a stored list (a hero's recommended equipment); anything else is left out. */
const idsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item !== '')
    : [];

/** Tier changes, each a game mode's when it names one (docs/product.md#ratings-per-mode). */
function tierHistoryOf(value: unknown): TierChange[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((change) => {
    const mode = textOf(change.mode);
    return {
      from: textOf(change.from),
      to: textOf(change.to),
      at: isoOf(change.at),
      // The overall tier's changes carry no `mode` key at all, as on our server.
      ...(mode ? { mode } : {}),
    };
  });
}

/**
 * A hero's ratings per game mode. Heroes written before ratings existed have none; an entry that
 * names no mode cannot be shown anywhere and is dropped.
 */
function ratingsOf(value: unknown): ModeRating[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .map((rating) => ({
      mode: textOf(rating.mode),
      tier: textOf(rating.tier),
      reason: textOf(rating.reason),
    }))
    .filter((rating) => rating.mode !== '');
}

/**
 * A stored hero. Every visitor reads heroes, so the text fields are read by name here rather than
 * from the field list (src/domain/heroFields.ts), which only writes load; the `Hero` type names
 * any field this misses.
 */
export function heroFromDoc(id: string, data: DocumentData): Hero {
  const stats = isRecord(data.stats) ? data.stats : {};
  const image = textOf(data.image);
  return {
    name: textOf(data.name),
    tier: textOf(data.tier),
    description: textOf(data.description),
    // Heroes written before these fields existed have none: '' like a new hero.
    role: textOf(data.role),
    faction: textOf(data.faction),
    rarity: textOf(data.rarity),
    buildNotes: textOf(data.buildNotes),
    // Heroes written before skills existed have none.
    skills: storedSkills(data.skills),
    stats: objectFromKeys<HeroStats, StatKey>(STAT_KEYS, (key) => textOf(stats[key])),
    ...objectFromKeys<Hero, HeroListKey>(HERO_LIST_KEYS, (key) => namesOf(data[key])),
    ratings: ratingsOf(data.ratings),
    // Heroes written before recommended equipment existed have none.
    recommendedEquipment: idsOf(data.recommendedEquipment),
    imagePath: textOf(data.imagePath),
    id,
    imageUrl: image,
    // Firebase makes no thumbnails: lists show the image itself.
    thumbnailUrl: image,
    tierHistory: tierHistoryOf(data.tierHistory),
    createdAt: isoOf(data.createdAt),
    updatedAt: isoOf(data.updatedAt),
    version: versionOf(data),
  };
}

/** How a hero document is read, for what every record's reads and writes share. */
export const HERO_DOCS: RecordDocs<'heroes'> = { subject: 'This hero', read: heroFromDoc };
