import { runTransaction, type DocumentData, type DocumentReference } from 'firebase/firestore/lite';
import { notFound } from '../../domain/errors';
import { mapErrors } from './errors';

/**
 * Deletes a document that must exist (a missing one is not found, as on our server), in a
 * transaction so that what it held when deleted is known. Resolves with that data, so the caller
 * can clean up what it pointed at, such as its image.
 */
export function removeDocument(ref: DocumentReference, subject: string): Promise<DocumentData> {
  return mapErrors({ subject, signedIn: true }, () =>
    runTransaction(ref.firestore, async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists()) throw notFound(subject);
      transaction.delete(ref);
      return snapshot.data();
    }),
  );
}
