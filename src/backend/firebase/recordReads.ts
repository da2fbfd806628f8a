import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  type DocumentReference,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { notFound } from '../../domain/errors';
import type { ItemOf, RecordKind } from '../../domain/kinds';
import { documentIn } from './documents';
import { mapErrors } from './errors';
import type { RecordDocs } from './recordDocs';
import type { FirebaseServices } from './services';

/** The documents of a record kind: how they are found and read. */
export interface RecordReads<K extends RecordKind> extends RecordDocs<K> {
  /** The kind, which names its collection (docs/firebase.md). */
  kind: K;
  /** The document of `id`; an id that cannot name one in this collection is not found. */
  ref(id: string): DocumentReference;
  /** A new document with an id of Firestore's making. */
  newRef(): DocumentReference;
  /** The records the constraints select (every one without any). */
  list(...constraints: QueryConstraint[]): Promise<ItemOf<K>[]>;
  /** The record of `id`; not found when its document does not exist (a deleted one is in the trash). */
  get(id: string): Promise<ItemOf<K>>;
}

/** The collection of `kind` (its name), read as its documents say (recordDocs.ts). */
export function recordReads<K extends RecordKind>(
  services: FirebaseServices,
  kind: K,
  docs: RecordDocs<K>,
): RecordReads<K> {
  const { subject, read } = docs;
  return {
    kind,
    subject,
    read,
    ref: (id) => documentIn(services.firestore(), kind, id, subject),
    newRef: () => doc(collection(services.firestore(), kind)),

    list: (...constraints) =>
      mapErrors({}, async () => {
        const snapshot = await getDocs(
          query(collection(services.firestore(), kind), ...constraints),
        );
        return snapshot.docs.map((stored) => read(stored.id, stored.data()));
      }),

    async get(id) {
      const target = documentIn(services.firestore(), kind, id, subject);
      const snapshot = await mapErrors({ subject }, () => getDoc(target));
      if (!snapshot.exists()) throw notFound(subject);
      return read(snapshot.id, snapshot.data());
    },
  };
}
