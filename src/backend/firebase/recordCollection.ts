import {
  collection,
  doc,
  runTransaction,
  writeBatch,
  type DocumentData,
  type DocumentReference,
} from 'firebase/firestore/lite';
import type { TrashCollection } from '../../domain/history';
import { keptCreatedAt } from './converters';
import { documentIn } from './documents';
import { mapErrors, type ErrorContext } from './errors';
import { removeDocument } from './removeDocument';
import { recordVersion, type HistoryOf } from './revisions';
import type { FirebaseServices } from './services';
import {
  versionedWrite,
  type AlsoInTransaction,
  type VersionedWrite,
  type WriteBy,
} from './versionedWrite';

export interface RecordCollection<T> {
  /** Context for write failures: only a signed-in admin gets as far as writing. */
  readonly write: ErrorContext;
  /** The document of `id`; an id that cannot name one in this collection is not found. */
  ref(id: string): DocumentReference;
  /** A new document with an id of Firestore's making. */
  newRef(): DocumentReference;
  /**
   * Stores a new document, with its first version in history, and reads it as written. `ref`
   * defaults to a new document; a code passes its own, to read back the server's clock. With
   * `also` (see AlsoInTransaction), in a transaction that writes its part too; else in a batch.
   */
  add(
    data: DocumentData,
    by: WriteBy,
    ref?: DocumentReference,
    also?: AlsoInTransaction,
  ): Promise<T>;
  /**
   * Replaces the document of `id` unless it changed since `baseVersion` (see versionedWrite),
   * keeping its `createdAt` exactly as stored (see keptCreatedAt).
   */
  update(
    id: string,
    baseVersion: number,
    fields: VersionedWrite<T>['fields'],
    by: WriteBy,
    also?: AlsoInTransaction,
  ): Promise<{ record: T; replaced: DocumentData }>;
  /** Moves the document of `id` to the trash (see removeDocument). */
  remove(id: string, by: WriteBy, also?: AlsoInTransaction): Promise<void>;
}

/**
 * How the documents of a collection of records are written, with their history and trash: what
 * every record kind's writes share (recordWrites.ts), and a hero import's (heroImportWrites.ts).
 * Reads are recordReads.ts's, which every visitor loads; this loads with the writes.
 */
export function recordCollection<T>(
  services: FirebaseServices,
  name: string,
  /** What one record is, for messages ("This hero"). */
  subject: string,
  read: (id: string, data: DocumentData) => T,
  /** What history keeps of the document of `id`. */
  historyOf: (id: string) => HistoryOf & { collection: TrashCollection },
): RecordCollection<T> {
  const write = { subject, signedIn: true };
  const ref = (id: string) => documentIn(services.firestore(), name, id, subject);
  const newRef = () => doc(collection(services.firestore(), name));

  return {
    write,
    ref,
    newRef,

    add: (data, by, target = newRef(), also) =>
      mapErrors(write, async () => {
        const db = services.firestore();
        const action = by.action ?? 'created';
        if (also) {
          await runTransaction(db, async (transaction) => {
            const alsoWrite = await also(transaction, data, null);
            transaction.set(target, data);
            recordVersion(transaction, db, historyOf(target.id), data, 1, action, by.author);
            alsoWrite(transaction);
          });
        } else {
          const batch = writeBatch(db);
          batch.set(target, data);
          recordVersion(batch, db, historyOf(target.id), data, 1, action, by.author);
          await batch.commit();
        }
        return read(target.id, data);
      }),

    update: async (id, baseVersion, fields, by, also) =>
      versionedWrite({
        ref: ref(id),
        subject,
        baseVersion,
        fields: async (stored, version) => ({
          ...(await fields(stored, version)),
          ...keptCreatedAt(stored),
        }),
        read: (data) => read(id, data),
        history: historyOf(id),
        by,
        also,
      }),

    remove: async (id, by, also) => removeDocument(ref(id), subject, historyOf(id), by, also),
  };
}
