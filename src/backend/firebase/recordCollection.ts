import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  type DocumentData,
  type DocumentReference,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { notFound } from '../../domain/errors';
import { keptCreatedAt } from './converters';
import { documentIn } from './documents';
import { mapErrors, type ErrorContext } from './errors';
import { removeDocument } from './removeDocument';
import type { FirebaseServices } from './services';
import { versionedWrite, type VersionedWrite } from './versionedWrite';

export interface RecordCollection<T> {
  /** Context for write failures: only a signed-in admin gets as far as writing. */
  readonly write: ErrorContext;
  /** The document of `id`; an id that cannot name one in this collection is not found. */
  ref(id: string): DocumentReference;
  /** A new document with an id of Firestore's making. */
  newRef(): DocumentReference;
  /** The records the constraints select (every one without any). */
  list(...constraints: QueryConstraint[]): Promise<T[]>;
  /** The record of `id`; not found when its document does not exist. */
  get(id: string): Promise<T>;
  /** Stores a new document and reads it as written. */
  add(data: DocumentData): Promise<T>;
  /**
   * Replaces the document of `id` unless it changed since `baseVersion` (see versionedWrite),
   * keeping its `createdAt` exactly as stored (see keptCreatedAt).
   */
  update(
    id: string,
    baseVersion: number,
    fields: VersionedWrite<T>['fields'],
  ): Promise<{ record: T; replaced: DocumentData }>;
  /** Deletes the document of `id` and resolves with what it held (see removeDocument). */
  remove(id: string): Promise<DocumentData>;
}

/**
 * One Firestore collection of editable records (heroes, codes, guides): how its documents are
 * found, read as records and written, so that each area keeps only its own rules.
 */
export function recordCollection<T>(
  services: FirebaseServices,
  name: string,
  /** What one record is, for messages ("This hero"). */
  subject: string,
  read: (id: string, data: DocumentData) => T,
): RecordCollection<T> {
  const write = { subject, signedIn: true };
  const ref = (id: string) => documentIn(services.firestore(), name, id, subject);
  const newRef = () => doc(collection(services.firestore(), name));

  return {
    write,
    ref,
    newRef,

    list: (...constraints) =>
      mapErrors({}, async () => {
        const snapshot = await getDocs(
          query(collection(services.firestore(), name), ...constraints),
        );
        return snapshot.docs.map((stored) => read(stored.id, stored.data()));
      }),

    async get(id) {
      const target = ref(id);
      const snapshot = await mapErrors({ subject }, () => getDoc(target));
      if (!snapshot.exists()) throw notFound(subject);
      return read(snapshot.id, snapshot.data());
    },

    add: (data) =>
      mapErrors(write, async () => {
        const target = newRef();
        await setDoc(target, data);
        return read(target.id, data);
      }),

    update: async (id, baseVersion, fields) =>
      versionedWrite({
        ref: ref(id),
        subject,
        baseVersion,
        fields: async (stored, version) => ({
          ...(await fields(stored, version)),
          ...keptCreatedAt(stored),
        }),
        read: (data) => read(id, data),
      }),

    remove: async (id) => removeDocument(ref(id), subject),
  };
}
