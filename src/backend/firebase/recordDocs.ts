/**
 * How a record kind's documents are read (docs/firebase.md): each field by what it holds
 * (src/domain/recordFields.ts), with the record's id, times and version, and what the kind reads
 * otherwise by its own rules. The adapter's first load runs it, so it reads the fields' table
 * rather than the kinds' (docs/decisions.md#visitor-budget); a hero's documents are read by name
 * (heroDocReads.ts).
 */
import type { DocumentData } from 'firebase/firestore/lite';
import type { ItemOf, Kind, RecordKind } from '../../domain/kinds';
import {
  RECORD_FIELDS,
  type FieldType,
  type FieldTypes,
  type StoredFields,
  type StoredKind,
} from '../../domain/recordFields';
import { isoOf, isoOrNull, textOf, textsOf, versionOf } from './converters';

/** How the documents of a record kind are read. */
export interface RecordDocs<K extends RecordKind> {
  /** What one record is, for messages: "This team". */
  subject: string;
  /** The item a stored document reads as. */
  read(id: string, data: DocumentData): ItemOf<K>;
}

/**
 * The field of a document that holds the download URL of its image: a hero's is `image`, as the
 * upstream site named it.
 */
export const urlFieldOf = (kind: Kind) => (kind === 'heroes' ? 'image' : 'imageUrl');

type FieldsOf<K extends StoredKind> = (typeof RECORD_FIELDS)[K]['fields'];

/** The fields of `K` that hold JSON, which its own reader reads. */
type JsonField<K extends StoredKind> = {
  [F in keyof FieldsOf<K>]: FieldsOf<K>[F] extends 'json' ? F : never;
}[keyof FieldsOf<K>];

/** A kind's own rules for reading its documents, on top of reading each field by its type. */
type ReadRules<K extends StoredKind> = {
  subject: string;
  /** The item with what its document holds beyond its fields (a guide's state), or reads otherwise. */
  item?(read: ItemOf<K>, data: DocumentData): ItemOf<K>;
} & ([JsonField<K>] extends [never]
  ? unknown
  : {
      /** The kind's own forgiving reader of each of its JSON fields. */
      json: { [F in JsonField<K>]: (value: unknown) => ItemOf<K>[F & keyof ItemOf<K>] };
    });

/** Each field type but JSON read from a document's value: what is missing or unreadable is empty. */
const FROM_DOC: { [T in Exclude<FieldType, 'json'>]: (value: unknown) => FieldTypes[T] } = {
  text: textOf,
  html: textOf,
  image: textOf,
  int: (value) => (typeof value === 'number' && Number.isInteger(value) ? value : 0),
  bool: (value) => value === true,
  time: isoOrNull,
  texts: textsOf,
};

/**
 * How the documents of `kind` are read: each field by its type, a field holding an image with its
 * download URL, then its id, times and version (version 0 and empty times on documents of the
 * upstream site), then the kind's own rules.
 */
export function recordDocs<K extends StoredKind>(kind: K, rules: ReadRules<K>): RecordDocs<K> {
  const { fields, dated }: StoredFields = RECORD_FIELDS[kind];
  const json = (rules as { json?: Record<string, (value: unknown) => unknown> }).json ?? {};
  return {
    subject: rules.subject,
    read(id, data) {
      const item: Record<string, unknown> = { id };
      for (const [field, type] of Object.entries(fields)) {
        item[field] = type === 'json' ? json[field]!(data[field]) : FROM_DOC[type](data[field]);
        // Firebase makes no thumbnails: lists show the image itself.
        if (type === 'image') item.imageUrl = item.thumbnailUrl = textOf(data[urlFieldOf(kind)]);
      }
      item.createdAt = isoOf(data.createdAt);
      if (dated) item.updatedAt = isoOf(data.updatedAt);
      item.version = versionOf(data);
      // Every field the kind's item holds was read above, or is its own rules' to read.
      const read = item as unknown as ItemOf<K>;
      return rules.item ? rules.item(read, data) : read;
    },
  };
}
