/**
 * History and trash (docs/product.md#history-and-trash): what both backends keep of every change
 * and how the admin pages show it. The rules the server, the Firebase adapter and the UI share.
 */
import { guideImageSources, type GuideInput } from './guide';
import { HERO_LIST_KEYS, STAT_KEYS, type HeroInput } from './hero';
import type { CodeInput } from './code';
import type { GuildLevelEntry } from './guildTable';
import { MEDIA_SLOTS } from './media';

export const HISTORY_COLLECTIONS = ['heroes', 'codes', 'guides', 'guildTable', 'media'] as const;
export type HistoryCollection = (typeof HISTORY_COLLECTIONS)[number];

/** The collections whose items can be deleted, and so sit in the trash until purged. */
export const TRASH_COLLECTIONS = ['heroes', 'codes', 'guides'] as const;
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

/** What happened, as the history and the activity page say it. */
export const ACTION_LABELS: Record<RevisionAction, string> = {
  created: 'Created',
  updated: 'Edited',
  restored: 'Restored',
  deleted: 'Deleted',
  purged: 'Deleted for good',
};

/** "Nov 23, 2026, 7:05 PM": when something happened, for admins' lists. */
export const formatWhen = (at: string) =>
  new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** What one item of a collection is called, in lists and messages. */
export const COLLECTION_NOUNS: Record<HistoryCollection, string> = {
  heroes: 'Hero',
  codes: 'Code',
  guides: 'Guide',
  guildTable: 'Guild table',
  media: 'Chart image',
};

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
  }
}

/**
 * The stored files a version shows: kept while any version refers to them. A guide shows files
 * by URL; `pathOfUrl` turns one of this site's file URLs into its stored path (null otherwise).
 */
export function historyFiles(
  collection: HistoryCollection,
  content: unknown,
  pathOfUrl: (url: string) => string | null,
): string[] {
  const record = (content ?? {}) as Record<string, unknown>;
  if (collection === 'heroes' || collection === 'media') {
    const path = record.imagePath;
    return typeof path === 'string' && path ? [path] : [];
  }
  if (collection === 'guides' && typeof record.content === 'string') {
    const paths = guideImageSources(record.content).map(pathOfUrl);
    return [...new Set(paths.filter((path): path is string => path !== null))];
  }
  return [];
}

/** Where an item is seen on the site (its page, or the page that lists it). */
export function itemPath(collection: HistoryCollection, itemId: string): string {
  switch (collection) {
    case 'heroes':
      return `/heroes/${encodeURIComponent(itemId)}`;
    case 'guides':
      return `/guides/${encodeURIComponent(itemId)}`;
    case 'codes':
      return '/codes';
    case 'guildTable':
      return '/guild-calculator';
    case 'media':
      return itemId.startsWith('talisman-') ? '/talisman' : '/upgraderequirement';
  }
}

/** One field that differs between two versions, as text for the comparison view. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
  /** Set for an image: the stored paths, so both images can be shown. */
  images?: { before: string; after: string };
}

const listText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');

/** Guide HTML as the words a reader sees, blocks apart: for comparing two versions. */
export function guideText(html: string): string {
  return html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/blockquote)[^>]*>/gi, '\n')
    .replace(/<img\b[^>]*>/gi, '[image]')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

type Fields = [field: string, text: (record: Record<string, unknown>) => string][];

const text = (key: string) => (record: Record<string, unknown>) =>
  typeof record[key] === 'string' ? (record[key] as string) : '';

const FIELDS: Record<Exclude<HistoryCollection, 'guildTable'>, Fields> = {
  heroes: [
    ['Name', text('name')],
    ['Tier', text('tier')],
    ['Description', text('description')],
    ...STAT_KEYS.map((key): Fields[number] => [
      key,
      (record) => ((record.stats ?? {}) as Record<string, string>)[key] ?? '',
    ]),
    ...HERO_LIST_KEYS.map((key): Fields[number] => [
      key
        .replace(/^recommended/, 'Recommended ')
        .toLowerCase()
        .replace(/^r/, 'R'),
      (record) => listText(record[key]),
    ]),
    ['Image', text('imagePath')],
  ],
  codes: [
    ['Code', text('code')],
    ['Expires', (record) => (record.neverExpires ? 'Never' : text('expirationDate')(record))],
  ],
  guides: [
    ['Title', text('title')],
    ['Content', (record) => guideText(text('content')(record))],
  ],
  media: [['Image', text('imagePath')]],
};

function guildLevelChanges(before: unknown, after: unknown): FieldChange[] {
  const levelsOf = (content: unknown) =>
    new Map(
      (((content ?? {}) as { levels?: GuildLevelEntry[] }).levels ?? []).map((entry) => [
        entry.level,
        `${entry.points}${entry.estimated ? ' (estimated)' : ''}`,
      ]),
    );
  const a = levelsOf(before);
  const b = levelsOf(after);
  const levels = [...new Set([...a.keys(), ...b.keys()])].sort((x, y) => x - y);
  return levels
    .map((level) => ({
      field: `Level ${level}`,
      before: a.get(level) ?? '',
      after: b.get(level) ?? '',
    }))
    .filter((change) => change.before !== change.after);
}

/** The fields that differ between two versions of an item, in the order its form shows them. */
export function changedFields(
  collection: HistoryCollection,
  before: unknown,
  after: unknown,
): FieldChange[] {
  if (collection === 'guildTable') return guildLevelChanges(before, after);
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  return FIELDS[collection]
    .map(([field, read]): FieldChange => {
      const change: FieldChange = { field, before: read(a), after: read(b) };
      if (field === 'Image') change.images = { before: change.before, after: change.after };
      return change;
    })
    .filter((change) => change.before !== change.after);
}

/** "Name, Tier and 3 more": a short summary of what a version changed. */
export function changeSummary(changes: FieldChange[]): string {
  if (!changes.length) return 'No changes';
  const names = changes.map((change) => change.field);
  return names.length > 3
    ? `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`
    : names.join(', ').replace(/, ([^,]*)$/, ' and $1');
}

/** The part of a stored hero, code or guide that its history keeps (what its form writes). */
export function contentOfRecord<C extends TrashCollection>(
  collection: C,
  record: HistoryContent[C],
): HistoryContent[C] {
  const source = record as unknown as Record<string, unknown>;
  const keys: Record<TrashCollection, readonly string[]> = {
    heroes: ['name', 'tier', 'description', 'stats', ...HERO_LIST_KEYS, 'imagePath'],
    codes: ['code', 'neverExpires', 'expirationDate'],
    guides: ['title', 'content'],
  };
  return Object.fromEntries(
    keys[collection].map((key) => [key, source[key]]),
  ) as unknown as HistoryContent[C];
}
