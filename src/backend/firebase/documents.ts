import { doc, type DocumentReference, type Firestore } from 'firebase/firestore/lite';
import { notFound } from '../../domain/errors';

/**
 * The document `{collection}/{id}`. An id that cannot name a document in this collection (empty,
 * or with a slash that would reach into a subcollection) is simply not found.
 */
export function documentIn(
  db: Firestore,
  collection: string,
  id: string,
  subject: string,
): DocumentReference {
  if (!id || id.includes('/') || id === '.' || id === '..') throw notFound(subject);
  return doc(db, collection, id);
}

/** Now as stored in ISO date-time fields. */
export const nowIso = () => new Date().toISOString();
