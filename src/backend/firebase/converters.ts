/**
 * Pure mappings between Firestore document data and the domain types (docs/firebase.md). Reads
 * are forgiving: documents written by the upstream site lack `version`, `imagePath` and lists,
 * and read as empty strings, empty lists and version 0 (docs/product.md#upstream-data).
 */
import { Timestamp, type DocumentData } from 'firebase/firestore/lite';
import type { Code, CodeInput } from '../../domain/code';
import type { Guide, GuideInput } from '../../domain/guide';
import type { GameMode, GameModeInput } from '../../domain/gameMode';
import type { GuildLevelEntry, GuildLevelTable } from '../../domain/guildTable';
import { tierMoves } from '../../domain/heroRatings';
import { storedSkills } from '../../domain/storedSkills';
import type { ModeRating } from '../../domain/modeRating';
import {
  siteSettingsFromStored,
  type SiteSettings,
  type SiteSettingsInput,
} from '../../domain/siteSettings';
import {
  HERO_LIST_KEYS,
  STAT_KEYS,
  type Hero,
  type HeroListKey,
  type HeroStats,
  type StatKey,
  type TierChange,
} from '../../domain/hero';
import type { MediaSlot, MediaSlotDefinition } from '../../domain/media';
import { objectFromKeys } from '../../domain/objectFromKeys';
import { placeholderSvg } from '../../domain/placeholderSvg';
import type { AuthUser } from '../../domain/user';

/** Rules refuse a longer tier history (docs/firebase.md); the oldest changes are dropped first. */
export const MAX_TIER_HISTORY = 100;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const hasToMillis = (value: unknown): value is { toMillis(): number } =>
  isRecord(value) && typeof value.toMillis === 'function';

/** ISO date-time of a stored time (ISO string, Firestore Timestamp or Date); null when none. */
export function isoOrNull(value: unknown): string | null {
  let millis = NaN;
  if (typeof value === 'string') millis = Date.parse(value);
  else if (hasToMillis(value)) millis = value.toMillis();
  else if (value instanceof Date) millis = value.getTime();
  return Number.isFinite(millis) ? new Date(millis).toISOString() : null;
}

export const isoOf = (value: unknown): string => isoOrNull(value) ?? '';

/**
 * The stored `createdAt`, exactly as stored, for an update that rewrites the whole document: the
 * rules require it unchanged, and documents from the upstream site may lack it (or hold another
 * type), so it is carried over as it is or left out.
 */
export function keptCreatedAt(data: DocumentData): { createdAt?: unknown } {
  return 'createdAt' in data ? { createdAt: data.createdAt } : {};
}

/** Stored version, 0 for documents that predate versioning. */
export const versionOf = (data: DocumentData | undefined): number => {
  const version: unknown = data?.version;
  return typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : 0;
};

/** Names in a stored list; upstream pets are objects whose name is taken. */
export function namesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((item) => (isRecord(item) ? textOf(item.name) : textOf(item)))
    .filter((item) => item.length > 0);
}

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

// Heroes ---------------------------------------------------------------------------------------
// What a hero document holds, and its writes: heroDocs.ts (loaded by the first write).

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

/**
 * The tier history after an edit: every tier move the edit makes (`tierMoves`), the overall one
 * without a `mode` key, then one per game mode whose tier moved, all at `at`. The oldest changes
 * are dropped past MAX_TIER_HISTORY.
 */
export function nextTierHistory(
  old: Hero,
  next: Pick<Hero, 'tier' | 'ratings'>,
  at: string,
): TierChange[] {
  const moves = tierMoves(old, next).map(({ mode, from, to }) =>
    mode === null ? { from, to, at } : { from, to, at, mode },
  );
  if (moves.length === 0) return old.tierHistory;
  return [...old.tierHistory, ...moves].slice(-MAX_TIER_HISTORY);
}

// Codes ----------------------------------------------------------------------------------------

/**
 * Stored without `createdAt`, which the adapter sets to serverTimestamp() on create; without
 * `addedAt` when the input has none (the adapter sets it then).
 */
export interface CodeFields {
  code: string;
  neverExpires: boolean;
  expirationDate: Timestamp | null;
  reward: string;
  addedAt?: Timestamp;
}

const timestampOf = (iso: string | null) =>
  iso === null ? null : Timestamp.fromMillis(Date.parse(iso));

export function codeFields(input: CodeInput): CodeFields {
  const expires = timestampOf(input.neverExpires ? null : isoOrNull(input.expirationDate));
  const addedAt = timestampOf(isoOrNull(input.addedAt));
  return {
    code: input.code,
    neverExpires: input.neverExpires,
    expirationDate: expires,
    reward: input.reward ?? '',
    ...(addedAt ? { addedAt } : {}),
  };
}

export function codeFromDoc(id: string, data: DocumentData): Code {
  const neverExpires = data.neverExpires === true;
  return {
    id,
    code: textOf(data.code),
    neverExpires,
    expirationDate: neverExpires ? null : isoOrNull(data.expirationDate),
    reward: textOf(data.reward),
    // Codes from before dates added were kept, and upstream ones, were added when created.
    addedAt: isoOrNull(data.addedAt) ?? isoOf(data.createdAt),
    createdAt: isoOf(data.createdAt),
    version: versionOf(data),
  };
}

// Guides ---------------------------------------------------------------------------------------

export interface GuideDoc extends Omit<GuideInput, 'published'> {
  /**
   * Storage paths of the images the content shows, so that a query can tell whether a file is
   * still in use (Firestore cannot search inside text). Guides of older versions have none.
   */
  images: string[];
  published: boolean;
  tags: string[];
  /** The creating admin's byline, never changed by an edit (guides of older versions have none). */
  author: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/**
 * The fields an admin edits; `published` false keeps the guide a draft that only admins see.
 * `tags` are the input's, or the stored ones when the input leaves them out.
 */
export function guideContentFields(
  input: GuideInput,
  images: string[],
  published: boolean,
  storedTags: string[] = [],
): Pick<GuideDoc, 'title' | 'content' | 'images' | 'published' | 'tags'> {
  const tags = input.tags ?? storedTags;
  return { title: input.title, content: input.content, images, published, tags };
}

/** A new guide is published unless it is saved as a draft. */
export function newGuideDoc(
  input: GuideInput,
  images: string[],
  now: string,
  author: string,
): GuideDoc {
  return {
    ...guideContentFields(input, images, input.published ?? true),
    author,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
}

export function guideFromDoc(id: string, data: DocumentData): Guide {
  return {
    id,
    title: textOf(data.title),
    content: textOf(data.content),
    published: data.published === true,
    tags: tagsOf(data.tags),
    author: textOf(data.author),
    createdAt: isoOf(data.createdAt),
    updatedAt: isoOf(data.updatedAt),
    version: versionOf(data),
  };
}

/** Stored tags; anything else in the field reads as none. */
export const tagsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((tag) => typeof tag === 'string') : [];

// Settings -------------------------------------------------------------------------------------

function levelOf(value: unknown): GuildLevelEntry | null {
  if (!isRecord(value) || typeof value.level !== 'number' || typeof value.points !== 'number') {
    return null;
  }
  return { level: value.level, points: value.points, estimated: value.estimated === true };
}

/** A stored table (the adapter shows the default one, version 0, while none is stored). */
export function guildTableFromDoc(data: DocumentData): GuildLevelTable {
  const levels = Array.isArray(data.levels)
    ? data.levels.map(levelOf).filter((entry) => entry !== null)
    : [];
  return { levels, updatedAt: isoOrNull(data.updatedAt), version: versionOf(data) };
}

export function guildTableDoc(levels: GuildLevelEntry[], now: string, version: number) {
  return {
    levels: levels.map(({ level, points, estimated }) => ({ level, points, estimated })),
    updatedAt: now,
    version,
  };
}

export function siteSettingsFromDoc(data: DocumentData): SiteSettings {
  return {
    // A document saved before the legend existed, or a tier without a line, has none.
    ...siteSettingsFromStored(data),
    updatedAt: isoOrNull(data.updatedAt),
    version: versionOf(data),
  };
}

/**
 * The whole legend is stored, a line for every tier ('' for one not explained), and the whole
 * list of equipment slots.
 */
export function siteSettingsDoc(input: SiteSettingsInput, now: string, version: number) {
  const whole = siteSettingsFromStored(input);
  return {
    communityUrl: input.communityUrl,
    tierLegend: whole.tierLegend,
    equipmentSlots: whole.equipmentSlots,
    updatedAt: now,
    version,
  };
}

// Game modes -----------------------------------------------------------------------------------

/** What a game mode document holds besides its times and version (docs/firebase.md). */
export const gameModeFields = (input: GameModeInput): GameModeInput => ({
  name: input.name,
  description: input.description,
  position: input.position,
});

export function gameModeFromDoc(id: string, data: DocumentData): GameMode {
  const position: unknown = data.position;
  return {
    id,
    name: textOf(data.name),
    description: textOf(data.description),
    position: typeof position === 'number' && Number.isInteger(position) ? position : 0,
    createdAt: isoOf(data.createdAt),
    updatedAt: isoOf(data.updatedAt),
    version: versionOf(data),
  };
}

// Media ----------------------------------------------------------------------------------------

/** A generated image naming the slot, inline: Firebase has no server to draw it. */
export const placeholderUrl = (label: string) =>
  `data:image/svg+xml,${encodeURIComponent(placeholderSvg(label))}`;

export interface MediaDoc {
  imagePath: string;
  imageUrl: string;
  updatedAt: string;
  version: number;
}

export function mediaSlotFromDoc(
  slot: MediaSlotDefinition,
  data: DocumentData | undefined,
): MediaSlot {
  const imageUrl = textOf(data?.imageUrl);
  return {
    ...slot,
    imageUrl: imageUrl || placeholderUrl(slot.label),
    isPlaceholder: !imageUrl,
    updatedAt: isoOrNull(data?.updatedAt),
    version: versionOf(data),
  };
}

/** The path a media document points at ('' when none), so a replaced image can be deleted. */
export const mediaPathOf = (data: DocumentData | undefined) => textOf(data?.imagePath);

// Auth -----------------------------------------------------------------------------------------

/** The parts of a Firebase Auth `User` the contract reports. */
export interface FirebaseUserLike {
  uid: string;
  email: string | null;
  displayName: string | null;
  metadata: { creationTime?: string; lastSignInTime?: string };
}

export function authUserFromFirebase(user: FirebaseUserLike, isAdmin: boolean): AuthUser {
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName ?? '',
    isAdmin,
    createdAt: isoOf(user.metadata.creationTime),
    lastSignInAt: isoOrNull(user.metadata.lastSignInTime),
  };
}
