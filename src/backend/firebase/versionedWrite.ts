import {
  runTransaction,
  type DocumentData,
  type DocumentReference,
  type Transaction,
} from 'firebase/firestore/lite';
import { conflict, notFound } from '../../domain/errors';
import type { VersionAction } from '../../domain/history';
import { versionOf } from './converters';
import { mapErrors } from './errors';
import { recordReplacement, type HistoryOf } from './revisions';

/** Who writes, and whether the content is an earlier version put back (docs/product.md#history-and-trash). */
export interface WriteBy {
  author: string;
  action?: 'restored';
}

/**
 * More of a write's transaction, for a rule that spans documents (a game mode's name must be free
 * among the live modes'): it reads what the rule needs and throws to refuse the write, before the
 * transaction writes anything (Firestore's transactions read first); the function it returns then
 * writes its part with the rest. `written` is the document being written, null for a delete;
 * `replaced` the stored one it replaces or deletes, null for a new one.
 */
export type AlsoInTransaction = (
  transaction: Transaction,
  written: DocumentData | null,
  replaced: DocumentData | null,
) => Promise<(transaction: Transaction) => void>;

export interface VersionedWrite<T> {
  ref: DocumentReference;
  /** What the document is, for the not-found and conflict messages ("This hero"). */
  subject: string;
  /** The version the edit was based on; any other stored version is a conflict. */
  baseVersion: number;
  /**
   * Whether a missing document is version 0, "never saved" (a settings or media document that
   * only exists once an admin saves it), rather than not found.
   */
  missingIsNew?: boolean;
  /**
   * The whole new document, made from the stored one (`{}` when there is none); its `version`
   * is set to `version`, the one after `baseVersion`. It replaces the stored document, not merges
   * into it: a document from the upstream site may hold fields this site does not know, which the
   * rules would refuse to keep.
   */
  fields(stored: DocumentData, version: number): DocumentData | Promise<DocumentData>;
  /** The record the written document reads as. */
  read(written: DocumentData): T;
  /** The item's history, written in the same transaction. */
  history: HistoryOf;
  by: WriteBy;
  also?: AlsoInTransaction;
}

/**
 * Replaces a document in a transaction unless someone saved it since `baseVersion` (no lost edits,
 * docs/decisions.md#no-lost-edits). The new document carries the next version, which the rules
 * require; the version it replaces and the new one are kept in history by the same transaction,
 * and so is what `also` writes. Resolves with the record written and the document it replaced
 * (`{}` when none), so the caller can clean up what the old one pointed at, such as an image no
 * longer shown.
 */
export function versionedWrite<T>(
  write: VersionedWrite<T>,
): Promise<{ record: T; replaced: DocumentData }> {
  const { ref, subject, baseVersion } = write;
  return mapErrors({ subject, signedIn: true }, () =>
    runTransaction(ref.firestore, async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists() && !write.missingIsNew) throw notFound(subject);
      const stored = snapshot.data() ?? {};
      if (versionOf(stored) !== baseVersion) throw conflict(subject);
      const version = baseVersion + 1;
      const data = { ...(await write.fields(stored, version)), version };
      const alsoWrite = await write.also?.(transaction, data, snapshot.exists() ? stored : null);
      const action: VersionAction = write.by.action ?? (snapshot.exists() ? 'updated' : 'created');
      await recordReplacement(
        transaction,
        ref.firestore,
        write.history,
        snapshot.exists() ? { data: stored, version: baseVersion } : null,
        { data, version, action },
        write.by.author,
      );
      transaction.set(ref, data);
      alsoWrite?.(transaction);
      return { record: write.read(data), replaced: stored };
    }),
  );
}
