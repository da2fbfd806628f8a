import { doc, type Firestore, type Transaction } from 'firebase/firestore/lite';

/**
 * Whether `{collection}/{id}` exists as the transaction reads it (a deleted record is in the trash,
 * not there), so that Firestore runs the transaction again should it change before it commits. An
 * id that cannot name a document (empty, with a slash, or a name Firestore keeps for itself) names
 * no live record, and is not read.
 */
export async function existsInTransaction(
  transaction: Transaction,
  db: Firestore,
  collectionName: string,
  id: string,
): Promise<boolean> {
  if (id === '' || id.includes('/') || id === '.' || id === '..' || /^__.*__$/.test(id)) {
    return false;
  }
  return (await transaction.get(doc(db, collectionName, id))).exists();
}
