/**
 * History and trash (docs/product.md#history-and-trash): what both backends keep of every change.
 * The rules the server, the Firebase adapter and the UI share; how the pages show it is in
 * historyDisplay.ts.
 */
import { guideImageSources, type GuideInput } from './guide';
import type { Check } from './typeChecks';
import { HERO_LIST_KEYS, HERO_OPTIONAL_KEYS, type HeroInput } from './hero';
import { heroFiles } from './heroFiles';
import { storedSkills } from './storedSkills';
import type { CodeInput } from './code';
import type { GuildLevelEntry } from './guildTable';
import { MEDIA_SLOTS } from './media';
import type { SiteSettingsInput } from './siteSettings';
import type { GameModeInput } from './gameMode';
import type { TeamInput } from './team';
import type { EquipmentInput } from './equipment';

export const HISTORY_COLLECTIONS = [
  'heroes',
  'codes',
  'guides',
  'guildTable',
  'media',
  'site',
  'modes',
  'teams',
  'equipment',
] as const;
export type HistoryCollection = (typeof HISTORY_COLLECTIONS)[number];

/** The collections whose items can be deleted, and so sit in the trash until purged. */
export const TRASH_COLLECTIONS = [
  'heroes',
  'codes',
  'guides',
  'modes',
  'teams',
  'equipment',
] as const;
export type TrashCollection = (typeof TRASH_COLLECTIONS)[number];

/** The guild table is one item; a media slot's id is its slot id. */
export const GUILD_TABLE_ITEM = 'guild-table';

/** The most lines one page of the activity list holds. */
export const ACTIVITY_PAGE = 50;

/** Days a deleted item stays in the trash before it is purged for good. */
export const TRASH_DAYS = 30;

/** `created`, `updated` and `restored` write a version; `deleted` and `purged` are events. */
export const REVISION_ACTIONS = ['created', 'updated', 'restored', 'deleted', 'purged'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];
export type VersionAction = 'created' | 'updated' | 'restored';

/** What a version holds: what the admin wrote, in the shape the write took. */
export interface HistoryContent {
  heroes: HeroInput;
  codes: CodeInput;
  guides: GuideInput;
  guildTable: { levels: GuildLevelEntry[] };
  media: { imagePath: string };
  site: SiteSettingsInput;
  modes: GameModeInput;
  teams: TeamInput;
  equipment: EquipmentInput;
}

/** One line of the activity page: who did what to which item, and when. */
export interface ActivityEntry {
  id: string;
  collection: HistoryCollection;
  itemId: string;
  /** The item's version this wrote (for a delete or a purge: the last one it had). */
  version: number;
  action: RevisionAction;
  /** The item's name at the time (a hero's name, a guide's title…). */
  label: string;
  /** The admin's email; '' for a version written before history was kept. */
  author: string;
  at: string;
}

/** A version of an item, as its history shows it. */
export interface Revision extends ActivityEntry {
  /** HistoryContent[collection]; null for a delete and once the item is purged. */
  content: unknown;
  /** The URL of each stored file the content shows (by path), to show images side by side. */
  imageUrls: Record<string, string>;
}

export interface TrashEntry {
  collection: TrashCollection;
  itemId: string;
  label: string;
  deletedBy: string;
  deletedAt: string;
  /** When it is purged unless restored before (TRASH_DAYS after the delete). */
  purgeAt: string;
}

export const isHistoryCollection = (value: string): value is HistoryCollection =>
  (HISTORY_COLLECTIONS as readonly string[]).includes(value);

export const isTrashCollection = (value: string): value is TrashCollection =>
  (TRASH_COLLECTIONS as readonly string[]).includes(value);

export function purgeDate(deletedAt: string | Date): string {
  const time = new Date(deletedAt).getTime();
  return new Date(time + TRASH_DAYS * 24 * 60 * 60 * 1000).toISOString();
}

/** The moment before which deleted items are due to be purged. */
export const purgeCutoff = (now: number): Date => new Date(now - TRASH_DAYS * 24 * 60 * 60 * 1000);

/**
 * History retention (docs/product.md#history-retention): every version is kept for
 * HISTORY_KEEP_DAYS, and each item keeps at least its HISTORY_KEEP_VERSIONS newest versions
 * whatever their age. The content of any other version is emptied, as a purge empties it, and
 * its files are released; the row stays in the activity (who did what, when).
 */
export const HISTORY_KEEP_DAYS = 90;
export const HISTORY_KEEP_VERSIONS = 20;

/** The moment before which versions beyond an item's newest HISTORY_KEEP_VERSIONS are emptied. */
export const historyCutoff = (now: number): Date =>
  new Date(now - HISTORY_KEEP_DAYS * 24 * 60 * 60 * 1000);

const VERSION_ACTIONS: readonly RevisionAction[] = ['created', 'updated', 'restored'];

/**
 * Of one item's revisions, those whose content the retention rule empties now: versions (not
 * events) older than HISTORY_KEEP_DAYS beyond the item's HISTORY_KEEP_VERSIONS newest, that still
 * hold content. The newest are found by `version`, whatever the order given.
 */
export function versionsPastRetention<
  R extends { action: RevisionAction; at: string; version: number; content: unknown },
>(revisions: readonly R[], now: number): R[] {
  const cutoff = historyCutoff(now).getTime();
  return revisions
    .filter((revision) => VERSION_ACTIONS.includes(revision.action))
    .sort((a, b) => b.version - a.version)
    .slice(HISTORY_KEEP_VERSIONS)
    .filter((revision) => revision.content !== null && Date.parse(revision.at) < cutoff);
}

const slotLabel = (slotId: string) => {
  const slot = MEDIA_SLOTS.find((candidate) => candidate.id === slotId);
  if (!slot) return slotId;
  const sameLabel = MEDIA_SLOTS.filter((candidate) => candidate.label === slot.label);
  return sameLabel.length > 1
    ? `${slot.label} ${sameLabel.indexOf(slot) + 1} (${slot.group})`
    : `${slot.label} (${slot.group})`;
};

/** The item's name for the activity page and the trash. */
export function historyLabel(collection: HistoryCollection, itemId: string, content: unknown) {
  const record = (content ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  switch (collection) {
    case 'heroes':
      return text('name');
    case 'codes':
      return text('code');
    case 'guides':
      return text('title');
    case 'guildTable':
      return 'Guild level table';
    case 'media':
      return slotLabel(itemId);
    case 'site':
      return 'Site settings';
    case 'modes':
    case 'teams':
    case 'equipment':
      return text('name');
  }
}

/**
 * The stored files a version shows: kept while any version refers to them. A guide, a hero's
 * build notes and skills' descriptions, and a team's notes show files by URL; `pathOfUrl` turns
 * one of this site's file URLs into its stored path (null otherwise).
 */
export function historyFiles(
  collection: HistoryCollection,
  content: unknown,
  pathOfUrl: (url: string) => string | null,
): string[] {
  const record = (content ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  if (collection === 'heroes') {
    const hero = {
      imagePath: text('imagePath'),
      buildNotes: text('buildNotes'),
      // Versions kept before skills existed have none.
      skills: storedSkills(record.skills),
    };
    return heroFiles(hero, pathOfUrl);
  }
  if (collection === 'media' || collection === 'equipment') {
    return text('imagePath') ? [text('imagePath')] : [];
  }
  const html =
    collection === 'guides' ? text('content') : collection === 'teams' ? text('notes') : '';
  const paths = guideImageSources(html).map(pathOfUrl);
  return [...new Set(paths.filter((path): path is string => path !== null))];
}

/** What a version keeps of each item that can be deleted: what its form writes. */
interface KeptContent {
  heroes: HeroInput;
  codes: Pick<CodeInput, 'code' | 'neverExpires' | 'expirationDate' | 'reward' | 'addedAt'>;
  guides: Pick<GuideInput, 'title' | 'content' | 'tags'>;
  modes: GameModeInput;
  teams: TeamInput;
  equipment: EquipmentInput;
}

/** A hero's fields in the order a version keeps them. */
const HERO_KEPT = [
  'name',
  'tier',
  'description',
  ...HERO_OPTIONAL_KEYS,
  'skills',
  'stats',
  ...HERO_LIST_KEYS,
  'recommendedEquipment',
  'ratings',
  'imagePath',
] as const satisfies readonly (keyof HeroInput)[];

/** An equipment item's fields in the order a version keeps them (its form's order). */
const EQUIPMENT_KEPT = [
  'name',
  'slot',
  'rarity',
  'stats',
  'setBonus',
  'howToGet',
  'imagePath',
] as const satisfies readonly (keyof EquipmentInput)[];

const KEPT_FIELDS: { [C in TrashCollection]: readonly (keyof KeptContent[C])[] } = {
  heroes: HERO_KEPT,
  codes: ['code', 'neverExpires', 'expirationDate', 'reward', 'addedAt'],
  guides: ['title', 'content', 'tags'],
  modes: ['name', 'description', 'position'],
  teams: ['name', 'mode', 'members', 'notes', 'tags'],
  equipment: EQUIPMENT_KEPT,
};

/** A hero's version keeps every field: one added to the hero and not kept here does not compile. */
export type HeroVersionKeepsEveryField = Check<
  [keyof HeroInput] extends [(typeof HERO_KEPT)[number]] ? true : false
>;

/** A team's version keeps every field: one added to the team and not kept here does not compile. */
export type TeamVersionKeepsEveryField = Check<
  [keyof TeamInput] extends [(typeof KEPT_FIELDS.teams)[number]] ? true : false
>;

/** An item's version keeps every field: one added to the item and not kept here does not compile. */
export type EquipmentVersionKeepsEveryField = Check<
  [keyof EquipmentInput] extends [(typeof EQUIPMENT_KEPT)[number]] ? true : false
>;

/** The part of a stored record that its history keeps (what its form writes). */
export function contentOfRecord<C extends TrashCollection>(
  collection: C,
  record: KeptContent[C],
): Pick<KeptContent[C], keyof KeptContent[C]> {
  const content: Partial<Pick<KeptContent[C], keyof KeptContent[C]>> = {};
  for (const key of KEPT_FIELDS[collection]) content[key] = record[key];
  // Every kept key was set just above.
  return content as Pick<KeptContent[C], keyof KeptContent[C]>;
}
