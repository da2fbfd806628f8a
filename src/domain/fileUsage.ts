import { FILE_IN_USE_MESSAGE, type StoredFile } from './files';
import type { KindUsage } from './kinds';
import type { Check } from './typeChecks';

/**
 * What can show a stored file (docs/product.md#media-library), in the order usages are listed:
 * a hero, a guide, a team (its notes), a media slot, an equipment item, an earlier version kept in
 * the history and an item in the trash.
 */
export const FILE_USAGE_KINDS = [
  'hero',
  'guide',
  'team',
  'media',
  'equipment',
  'history',
  'trash',
] as const;
export type FileUsageKind = (typeof FILE_USAGE_KINDS)[number];

/** Every kind that shows files is named by a usage of this list. */
export type KindsUsagesAreListed = Check<KindUsage extends FileUsageKind ? true : false>;

/** One record that shows a stored file: deleting the file would break it. */
export interface FileUsage {
  kind: FileUsageKind;
  /**
   * The record's id: a hero's, a guide's, a team's or an equipment item's id, a media slot's id, a
   * history or trash entry's.
   */
  id: string;
  /**
   * What people call it: the hero's name, the guide's title, the team's name, the slot's label, the
   * item's label.
   */
  label: string;
}

/** A stored file as the media library lists it (never its bytes). */
export interface StoredFileInfo extends StoredFile {
  /** ISO date-time of the upload. */
  createdAt: string;
  /** Every record that shows the file, in FILE_USAGE_KINDS order then by label; empty if unused. */
  usedBy: FileUsage[];
}

/** At most this many entries in a refusal: the first ones named, the last "and N more". */
export const MAX_NAMED_USAGES = 3;
/** Longer labels are cut (with "…") in a refusal, which stays one short sentence. */
export const MAX_USAGE_LABEL_LENGTH = 60;

const shortLabel = (usage: FileUsage) => {
  const characters = Array.from(usage.label.trim() || usage.id);
  return characters.length > MAX_USAGE_LABEL_LENGTH
    ? `${characters.slice(0, MAX_USAGE_LABEL_LENGTH - 1).join('')}…`
    : characters.join('');
};

const USAGE_WORDS: Readonly<Record<FileUsageKind, (label: string) => string>> = {
  hero: (label) => `the hero “${label}”`,
  guide: (label) => `the guide “${label}”`,
  team: (label) => `the team “${label}”`,
  media: (label) => `the media slot “${label}”`,
  equipment: (label) => `the equipment item “${label}”`,
  history: (label) => `an earlier version of “${label}”`,
  trash: (label) => `“${label}” in the trash`,
};

/** "a", "a and b", "a, b and c". */
function listOf(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * The refusal of deleting a file that records still show, naming them: "This file is still shown
 * by the hero “Aurelia”, the guide “Beginner tips” and 2 more." Up to MAX_NAMED_USAGES are named;
 * beyond that the first two are named and the rest counted. Without a known usage, the generic
 * FILE_IN_USE_MESSAGE.
 */
export function fileInUseMessage(usages: readonly FileUsage[]): string {
  if (usages.length === 0) return FILE_IN_USE_MESSAGE;
  const named = usages.length <= MAX_NAMED_USAGES ? usages : usages.slice(0, MAX_NAMED_USAGES - 1);
  const parts = named.map((usage) => USAGE_WORDS[usage.kind](shortLabel(usage)));
  if (named.length < usages.length) parts.push(`${usages.length - named.length} more`);
  return `This file is still shown by ${listOf(parts)}.`;
}

const kindRank = (kind: FileUsageKind) => FILE_USAGE_KINDS.indexOf(kind);

/**
 * Usages in the order they are listed and worded: by kind (FILE_USAGE_KINDS), then label, then
 * id; a record found twice (a guide showing a file twice, a hero found by path and by URL) once.
 */
export function orderedUsages(usages: Iterable<FileUsage>): FileUsage[] {
  const unique = new Map<string, FileUsage>();
  for (const usage of usages) unique.set(`${usage.kind}\u0000${usage.id}`, usage);
  // History keeps every version, the current one too: it is named only for an item that no
  // longer shows the file itself (live or in the trash).
  const shownNow = new Set(
    [...unique.values()].filter((usage) => usage.kind !== 'history').map((usage) => usage.id),
  );
  for (const [key, usage] of unique) {
    if (usage.kind === 'history' && shownNow.has(usage.id)) unique.delete(key);
  }
  return [...unique.values()].sort(
    (a, b) =>
      kindRank(a.kind) - kindRank(b.kind) ||
      a.label.localeCompare(b.label) ||
      a.id.localeCompare(b.id),
  );
}

/** Groups usages by the stored path they show, each group ordered (see orderedUsages). */
export function usagesByPath(
  rows: Iterable<FileUsage & { path: string }>,
): Map<string, FileUsage[]> {
  const byPath = new Map<string, FileUsage[]>();
  for (const { path, kind, id, label } of rows) {
    const list = byPath.get(path) ?? [];
    list.push({ kind, id, label });
    byPath.set(path, list);
  }
  for (const [path, list] of byPath) byPath.set(path, orderedUsages(list));
  return byPath;
}

/** Newest first: by upload time, then by path (its timestamp prefix) for files of one instant. */
export function newestFirst<T extends { createdAt: string; path: string }>(files: T[]): T[] {
  return files.sort(
    (a, b) =>
      Date.parse(b.createdAt) - Date.parse(a.createdAt) ||
      (a.path < b.path ? 1 : a.path > b.path ? -1 : 0),
  );
}
