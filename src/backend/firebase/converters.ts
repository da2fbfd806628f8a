/**
 * The readers every mapping between Firestore document data and the domain types shares
 * (docs/firebase.md): a record kind's documents are read by its fields' types (recordDocs.ts), a
 * hero's by name (heroDocReads.ts), the settings', the media slots' and the Auth user's by
 * modules of their own (settingsDocs.ts, mediaDocs.ts, authUsers.ts). Reads are forgiving: documents written by the upstream site lack `version`,
 * `imagePath` and lists, and read as empty strings, empty lists and version 0
 * (docs/product.md#upstream-data).
 */
import type { DocumentData } from 'firebase/firestore/lite';

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

/** The texts of a stored list; anything else in it, or in the field, reads as none. */
export const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Names in a stored list; upstream pets are objects whose name is taken. */
export function namesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((item) => (isRecord(item) ? textOf(item.name) : textOf(item)))
    .filter((item) => item.length > 0);
}
