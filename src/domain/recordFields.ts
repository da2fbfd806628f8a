/**
 * What the records of each kind hold, by field (docs/decisions.md#record-kinds): the part of a
 * record kind's declaration that a read of a stored record needs. src/domain/kinds.ts declares
 * every kind with these; they sit apart so that the Firebase adapter's reads, which a visitor's
 * first load runs, read documents by them without the kinds' table, its words and the hero field
 * list (docs/decisions.md#visitor-budget). A hero's fields are its field list's
 * (src/domain/heroFields.ts), which only writes load: its reads take them by name.
 */

/**
 * What a field of a record holds, which says how every store treats it: our server's column
 * (named as the field in snake_case) and its type, how a Firestore document's value is read back,
 * how a backup's cell is checked, how two versions are compared.
 */
export interface FieldTypes {
  /** Plain text. */
  text: string;
  /** Guide HTML, cleaned by the one sanitizer on every write; it shows stored files by URL. */
  html: string;
  /** A stored file's path ('' for none), uploaded into the kind's folder. */
  image: string;
  /** A whole number. */
  int: number;
  bool: boolean;
  /** An instant, as an ISO date-time in UTC; null for none. */
  time: string | null;
  /** Texts in order: names, tags, other records' ids. */
  texts: string[];
  /** Anything else JSON holds, read back by the kind's own reader. */
  json: unknown;
}
export type FieldType = keyof FieldTypes;

/** The fields a version of a record keeps, and whether it is dated. */
export interface StoredFields {
  /** The fields a version keeps (what its form writes), in the form's order, with what they hold. */
  readonly fields: Readonly<Record<string, FieldType>>;
  /** Whether its rows have an `updated_at` that every write moves (codes have none). */
  readonly dated: boolean;
}

/** Every record kind's but heroes', which kinds.ts takes from the hero field list. */
export const RECORD_FIELDS = {
  codes: {
    fields: {
      code: 'text',
      neverExpires: 'bool',
      expirationDate: 'time',
      reward: 'text',
      addedAt: 'time',
    },
    dated: false,
  },
  // Whether a guide is published is not content: history restores its title, text and tags.
  guides: { fields: { title: 'text', content: 'html', tags: 'texts' }, dated: true },
  modes: { fields: { name: 'text', description: 'text', position: 'int' }, dated: true },
  teams: {
    fields: { name: 'text', mode: 'text', members: 'json', notes: 'html', tags: 'texts' },
    dated: true,
  },
  equipment: {
    fields: {
      name: 'text',
      slot: 'text',
      rarity: 'text',
      stats: 'json',
      setBonus: 'text',
      howToGet: 'text',
      imagePath: 'image',
    },
    dated: true,
  },
} as const satisfies Record<string, StoredFields>;

/** The record kinds whose fields are declared here. */
export type StoredKind = keyof typeof RECORD_FIELDS;
