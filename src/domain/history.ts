/**
 * History and trash (docs/product.md#history-and-trash): what both backends keep of every change.
 * The rules the server, the Firebase adapter and the UI share; how the pages show it is in
 * historyDisplay.ts.
 */
import { guideImageSources } from './guide';
import {
  KIND_NAMES,
  RECORD_KINDS,
  declarationOf,
  isRecordKind,
  kindLabel,
  recordOf,
  type InputOf,
  type KeptField,
  type Kind,
  type RecordKind,
} from './kinds';
import type { Check } from './typeChecks';

/** Every kind of record history keeps (src/domain/kinds.ts). */
export const HISTORY_COLLECTIONS = KIND_NAMES;
export type HistoryCollection = Kind;

/** The collections whose items can be deleted, and so sit in the trash until purged. */
export const TRASH_COLLECTIONS = RECORD_KINDS;
export type TrashCollection = RecordKind;

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
export type HistoryContent = { [C in HistoryCollection]: InputOf<C> };

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

export const isTrashCollection = isRecordKind;

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

/** The item's name for the activity page and the trash. */
export const historyLabel = kindLabel;

/**
 * The stored files a version shows: kept while any version refers to them. Its image, and the
 * files its guide HTML shows by URL (a guide's content, a hero's build notes and skills, a team's
 * notes); `pathOfUrl` turns one of this site's file URLs into its stored path (null otherwise).
 */
export function historyFiles(
  collection: HistoryCollection,
  content: unknown,
  pathOfUrl: (url: string) => string | null,
): string[] {
  const record = (content ?? {}) as Record<string, unknown>;
  const { image, html } = declarationOf(collection);
  const paths = [
    image ? record[image] : null,
    ...(html?.(record) ?? []).flatMap((text) => guideImageSources(text).map(pathOfUrl)),
  ];
  return [...new Set(paths.filter((path): path is string => typeof path === 'string' && !!path))];
}

/** What a version keeps of an item that can be deleted: the fields its form writes. */
type KeptContent<C extends TrashCollection> = Pick<InputOf<C>, KeptField<C>>;

/** Whether a version of `C` keeps every field an admin writes of it. */
type KeepsEveryField<C extends TrashCollection> = [keyof InputOf<C>] extends [keyof KeptContent<C>]
  ? true
  : false;

/**
 * A field added to a record kind and not kept by its versions does not compile; but whether a
 * guide is published is no content of its versions.
 */
export type VersionsKeepEveryField = Check<
  {
    [C in TrashCollection]: C extends 'guides' ? true : KeepsEveryField<C>;
  }[TrashCollection]
>;

/** The part of a stored record that its history keeps (what its form writes). */
export function contentOfRecord<C extends TrashCollection>(
  collection: C,
  record: KeptContent<C>,
): KeptContent<C> {
  const content: Record<string, unknown> = {};
  const source = record as Record<string, unknown>;
  for (const key of Object.keys(recordOf(collection).fields)) content[key] = source[key];
  // Every kept key was set just above.
  return content as KeptContent<C>;
}
