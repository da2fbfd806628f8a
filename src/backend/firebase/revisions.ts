import {
  collection,
  doc,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase/firestore/lite';
import {
  historyLabel,
  type HistoryCollection,
  type RevisionAction,
  type TrashCollection,
  type VersionAction,
} from '../../domain/history';
import { nowIso } from './documents';

/**
 * How Firestore keeps history and trash (docs/firebase.md, "History and trash"): a top-level
 * `revisions` collection with one document per version or event of an item, and `trash/{collection}~{id}`
 * holding a deleted document whole. Both are written in the same transaction or batch as the
 * change they describe, and the rules let only admins read or write them.
 */
export const REVISIONS = 'revisions';
export const TRASH = 'trash';

/** One item's part in history: what a version keeps of a stored document. */
export interface HistoryOf {
  collection: HistoryCollection;
  itemId: string;
  /** HistoryContent[collection], read from a stored document. */
  content(data: DocumentData): unknown;
  /** The stored files the document shows (kept while any version refers to them). */
  files(data: DocumentData): string[];
  /** The URLs of the images a comparison shows side by side, by path. */
  imageUrls(data: DocumentData): Record<string, string>;
  /** When the stored document was last written ('' when it does not say). */
  writtenAt(data: DocumentData): string;
}

export interface RevisionDoc {
  collection: HistoryCollection;
  itemId: string;
  /** `{collection}/{itemId}`: one equality filter finds an item's history, with no index to add. */
  key: string;
  version: number;
  action: RevisionAction;
  label: string;
  author: string;
  at: string;
  content: unknown;
  images: string[];
  imageUrls: Record<string, string>;
}

export const itemKey = (collection: HistoryCollection, itemId: string) => `${collection}/${itemId}`;

/** A version's document id is fixed, so "is this version kept yet?" is one read. */
export const versionRef = (
  db: Firestore,
  collectionName: HistoryCollection,
  itemId: string,
  version: number,
) => doc(db, REVISIONS, `${collectionName}~${itemId}~v${version}`);

export const trashRef = (db: Firestore, collectionName: TrashCollection, itemId: string) =>
  doc(db, TRASH, `${collectionName}~${itemId}`);

/** A delete or a purge: an event, with an id of Firestore's making. */
export const eventRef = (db: Firestore) => doc(collection(db, REVISIONS));

export function revisionDoc(
  of: HistoryOf,
  data: DocumentData,
  version: number,
  action: RevisionAction,
  author: string,
  at = nowIso(),
): RevisionDoc {
  const content = action === 'deleted' || action === 'purged' ? null : of.content(data);
  return {
    collection: of.collection,
    itemId: of.itemId,
    key: itemKey(of.collection, of.itemId),
    version,
    action,
    label: historyLabel(of.collection, of.itemId, of.content(data)),
    author,
    at,
    content,
    images: content === null ? [] : of.files(data),
    imageUrls: content === null ? {} : of.imageUrls(data),
  };
}

/** A transaction or a batch: what the version is written with. */
interface Writer {
  set(ref: DocumentReference, data: RevisionDoc): unknown;
}

/**
 * Inside a transaction that replaces `stored` (at `storedVersion`) with `written`: keeps the
 * replaced version first when history has none of it (a document from before history was kept,
 * or the upstream site's), then the new one. Reads come before writes, as transactions require.
 */
export async function recordReplacement(
  transaction: Transaction,
  db: Firestore,
  of: HistoryOf,
  stored: { data: DocumentData; version: number } | null,
  written: { data: DocumentData; version: number; action: VersionAction },
  author: string,
): Promise<void> {
  const before = stored ? versionRef(db, of.collection, of.itemId, stored.version) : null;
  const kept = before ? (await transaction.get(before)).exists() : true;
  if (before && stored && !kept) {
    const action = stored.version <= 1 ? 'created' : 'updated';
    transaction.set(
      before,
      revisionDoc(
        of,
        stored.data,
        stored.version,
        action,
        '',
        of.writtenAt(stored.data) || nowIso(),
      ),
    );
  }
  recordVersion(transaction, db, of, written.data, written.version, written.action, author);
}

/** Keeps a newly written version (`created`, `updated` or `restored`). */
export function recordVersion(
  writer: Writer,
  db: Firestore,
  of: HistoryOf,
  data: DocumentData,
  version: number,
  action: VersionAction,
  author: string,
): DocumentReference {
  const ref = versionRef(db, of.collection, of.itemId, version);
  writer.set(ref, revisionDoc(of, data, version, action, author));
  return ref;
}
