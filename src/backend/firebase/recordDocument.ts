/**
 * What a record's document holds, as a write of it stores it (docs/firebase.md): each field the
 * kind declares (src/domain/kinds.ts), the download URL of its image, the stored files its HTML
 * shows. Loaded with the writes, not by visitors.
 */
import type { DocumentData } from 'firebase/firestore/lite';
import {
  declarationOf,
  fieldsOf,
  recordOf,
  type InputOf,
  type RecordKind,
} from '../../domain/kinds';
import { textOf, textsOf } from './converters';
import { urlFieldOf } from './recordDocs';
import type { Replaced, WriteRules } from './recordWrites';

/** An item or an input of any record kind, as its fields by name. */
export const byField = (record: object) => record as Readonly<Record<string, unknown>>;

/** A copy of a JSON value that shares nothing with it. */
const copied = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

/**
 * The fields of `kind` as `input` holds them (and nothing else it carries), copied, so that later
 * edits of the input do not leak in; a field the input leaves out is left out.
 */
export function documentFields(kind: RecordKind, input: object): DocumentData {
  const fields: DocumentData = {};
  for (const [field, type] of fieldsOf(kind)) {
    const value = byField(input)[field];
    if (value === undefined) continue;
    fields[field] = type === 'texts' || type === 'json' ? copied(value) : value;
  }
  return fields;
}

/**
 * Beside the fields, for the kinds that have them: the download URL of the image (`url`, '' for
 * none), and the stored paths of the files the document shows (`images`), so that a query finds a
 * file in use (Firestore cannot search inside text).
 */
export function fileFields(kind: RecordKind, url: string, images: readonly string[]): DocumentData {
  const { image, html } = declarationOf(kind);
  return {
    ...(image ? { [urlFieldOf(kind)]: url } : {}),
    ...(html ? { images: [...images] } : {}),
  };
}

/**
 * The stored files a document shows, kept while any version refers to them: its image, and the
 * files listed in `images` by the kinds that hold HTML (documents of older versions list none).
 */
export function storedFiles(kind: RecordKind, data: DocumentData): string[] {
  const { image, html } = declarationOf(kind);
  const paths = [...(image ? [textOf(data[image])] : []), ...(html ? textsOf(data.images) : [])];
  return [...new Set(paths.filter(Boolean))];
}

/** A document's image and the stored files it shows, as a write of it found them. */
export interface DocumentFiles {
  /** The download URL of its image ('' for none). */
  url: string;
  /** The stored paths of the files it shows. */
  images: readonly string[];
}

/** The rules of a kind that say what its documents hold. */
type DocumentRules<K extends RecordKind> = Pick<WriteRules<K>, 'fields' | 'more'>;

/**
 * The document a write of `input` stores, but its `createdAt` and version: its fields, its files,
 * its `updatedAt` when the kind is dated, and what else the kind's rules add, given the document
 * it replaces (null for a new one).
 */
export async function writtenDocument<K extends RecordKind>(
  kind: K,
  rules: DocumentRules<K>,
  input: InputOf<K>,
  files: DocumentFiles,
  replaced: Replaced<K> | null,
  now: string,
): Promise<DocumentData> {
  return {
    ...(rules.fields ? rules.fields(input) : documentFields(kind, input)),
    ...fileFields(kind, files.url, files.images),
    ...(recordOf(kind).dated ? { updatedAt: now } : {}),
    ...(await rules.more?.(input, replaced, now)),
  };
}

/** A whole new document: created now (unless the kind's rules say otherwise), version 1. */
export async function newDocument<K extends RecordKind>(
  kind: K,
  rules: DocumentRules<K>,
  input: InputOf<K>,
  files: DocumentFiles,
  now: string,
): Promise<DocumentData> {
  return {
    createdAt: now,
    ...(await writtenDocument(kind, rules, input, files, null, now)),
    version: 1,
  };
}
