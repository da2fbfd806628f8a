import { runTransaction, type DocumentReference } from 'firebase/firestore/lite';
import { notFound } from '../../domain/errors';
import type { TrashCollection } from '../../domain/history';
import { versionOf } from './converters';
import { mapErrors } from './errors';
import { eventRef, revisionDoc, trashRef, versionRef, type HistoryOf } from './revisions';
import type { AlsoInTransaction, WriteBy } from './versionedWrite';

/**
 * Moves a document that must exist (a missing one is not found, as on our server) to the trash,
 * in one transaction: the whole document goes to `trash/{collection}~{id}`, its last version is
 * kept in history if it was not yet, and a `deleted` event is added, with what `also` writes. Its
 * images stay until it is purged (docs/product.md#history-and-trash).
 */
export function removeDocument(
  ref: DocumentReference,
  subject: string,
  history: HistoryOf & { collection: TrashCollection },
  by: WriteBy,
  also?: AlsoInTransaction,
): Promise<void> {
  return mapErrors({ subject, signedIn: true }, () =>
    runTransaction(ref.firestore, async (transaction) => {
      const db = ref.firestore;
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists()) throw notFound(subject);
      const record = snapshot.data();
      const version = versionOf(record);
      const last = versionRef(db, history.collection, history.itemId, version);
      const kept = (await transaction.get(last)).exists();
      const alsoWrite = await also?.(transaction, null, record);
      const deletedAt = new Date().toISOString();
      if (!kept) {
        const action = version <= 1 ? 'created' : 'updated';
        const at = history.writtenAt(record) || deletedAt;
        transaction.set(last, revisionDoc(history, record, version, action, '', at));
      }
      const deleted = revisionDoc(history, record, version, 'deleted', by.author, deletedAt);
      transaction.set(trashRef(db, history.collection, history.itemId), {
        collection: history.collection,
        itemId: history.itemId,
        label: deleted.label,
        deletedBy: by.author,
        deletedAt,
        record,
        images: history.files(record),
      });
      transaction.set(eventRef(db), deleted);
      transaction.delete(ref);
      alsoWrite?.(transaction);
    }),
  );
}
