import type { RecordApi } from '../contract';
import { subjectOf } from '../../domain/kinds';
import { RECORD_FIELDS, type FieldType, type StoredKind } from '../../domain/recordFields';
import { recordApi } from './recordApi';
import { recordDocs, type RecordDocs } from './recordDocs';
import { recordReads } from './recordReads';
import type { FirebaseServices } from './services';
import type { LazyWrites } from './writes';

/*
 * A record kind with no rule of its own on Firebase (docs/adding-a-kind.md): its documents read
 * field by field, its messages naming it by its noun, its writes every record's. Loaded with its
 * first call, like the kinds' own modules (index.ts).
 */

/** How the documents of a kind without its own reader are read; a JSON field is read as stored. */
export function plainDocs<K extends StoredKind>(kind: K): RecordDocs<K> {
  const fields: Readonly<Record<string, FieldType>> = RECORD_FIELDS[kind].fields;
  const json = Object.fromEntries(
    Object.entries(fields)
      .filter(([, type]) => type === 'json')
      .map(([field]) => [field, (value: unknown) => value]),
  );
  const rules: unknown = { subject: subjectOf(kind), json };
  // The rules' type asks for a reader of each JSON field by name, which `json` holds.
  return recordDocs(kind, rules as Parameters<typeof recordDocs<K>>[1]);
}

export function createPlainRecordApi<K extends StoredKind>(
  services: FirebaseServices,
  kind: K,
  writes: LazyWrites,
): RecordApi<K> {
  return recordApi(recordReads(services, kind, plainDocs(kind)), writes);
}
