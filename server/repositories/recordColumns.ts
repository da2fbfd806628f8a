import { fileUrl, thumbnailUrl } from '../files/fileUrls';
import {
  KINDS,
  declarationOf,
  fieldsOf,
  recordOf,
  type FieldType,
  type RecordKind,
} from '../../src/domain/kinds';

/**
 * A record kind's fields as our server's columns (docs/decisions.md#record-kinds): each field is
 * the column of its name in snake_case, of the type its field type says (texts and JSON as jsonb),
 * read back forgivingly, as every read of stored records is.
 */

/** The columns every record table has; only the kinds whose writes are dated have `updated_at`. */
export interface RecordRowBase {
  id: string;
  version: number;
  created_at: Date;
  updated_at: Date;
}

/** A row of a record table: its content columns, then the columns every record table has. */
export interface RecordRow extends RecordRowBase {
  [column: string]: unknown;
}

/** The column a field is stored in, as a type: `setBonus` is `set_bonus`. */
export type ColumnOf<Field extends string> = Field extends `${infer First}${infer Rest}`
  ? `${First extends Lowercase<First> ? First : `_${Lowercase<First>}`}${ColumnOf<Rest>}`
  : Field;

/** `setBonus` is stored in `set_bonus`. */
export const columnOf = <Field extends string>(field: Field) =>
  field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as ColumnOf<Field>;

/** Field types stored as jsonb: their values are sent as JSON text and cast. */
export const isJson = (type: FieldType) => type === 'texts' || type === 'json';

/** The cast of a parameter of each field type, so that a null or a default has its type. */
export const CAST: Record<FieldType, string> = {
  text: '::text',
  html: '::text',
  image: '::text',
  int: '::integer',
  bool: '::boolean',
  time: '::timestamptz',
  texts: '::jsonb',
  json: '::jsonb',
};

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** Each field type read from its column. */
const FROM_COLUMN: Record<FieldType, (value: unknown) => unknown> = {
  text: textOf,
  html: textOf,
  image: textOf,
  int: (value) => (Number.isInteger(value) ? value : 0),
  bool: (value) => value === true,
  time: (value) => (value instanceof Date ? value.toISOString() : null),
  texts: (value) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [],
  json: (value) => value ?? null,
};

/** The fields of `kind` as its row holds them (a JSON field as it is: its kind reads it). */
export function fieldsFromRow(kind: RecordKind, row: Readonly<Record<string, unknown>>) {
  return Object.fromEntries(
    fieldsOf(kind).map(([field, type]) => [field, FROM_COLUMN[type](row[columnOf(field)])]),
  );
}

/**
 * What every record's row adds to its fields: its id, times and version, and the URLs of its
 * image when it has one.
 */
export function recordFromRow(kind: RecordKind, row: RecordRowBase, basePath: string) {
  const { image } = declarationOf(kind);
  const path = image ? textOf((row as RecordRow)[columnOf(image)]) : null;
  return {
    id: row.id,
    ...(path === null
      ? {}
      : { imageUrl: fileUrl(basePath, path), thumbnailUrl: thumbnailUrl(basePath, path) }),
    createdAt: row.created_at.toISOString(),
    ...(recordOf(kind).dated ? { updatedAt: row.updated_at.toISOString() } : {}),
    version: row.version,
  };
}

/** A kind's label column, for lists of rows of every kind (the trash, the files' usages). */
export const labelColumnOf = (kind: RecordKind) => {
  const label = KINDS[kind].label;
  return typeof label === 'string' ? columnOf(label) : 'id';
};
