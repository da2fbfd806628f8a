import { createHash } from 'node:crypto';
import { MAX_UPLOAD_BYTES, isStoredPath } from '../../src/domain/files';
import { guildLevelsSchema } from '../../src/domain/guildTableSchema';
import { GUILD_TABLE_ITEM, REVISION_ACTIONS } from '../../src/domain/history';
import { ROLES } from '../../src/domain/user';
import { emailSchema } from '../../src/domain/userSchema';
import {
  NOT_AN_IMAGE_MESSAGE,
  TOO_LARGE_MESSAGE,
  detectImageType,
} from '../../src/domain/imageType';
import { zodFieldErrors, type FailedCheck } from '../../src/domain/validation';

/**
 * Each row of a backup is checked as a write of it would be (docs/backups.md#what-a-restore-checks)
 * before anything is stored: its cells against the column types of this site's schema, then its
 * content against the zod schema the routes check the same content with, and a stored file
 * against the upload checks. A refusal names the field and says what is wrong; the caller names
 * the table and the row.
 */

/** A column of this site's schema, as information_schema describes it. */
export interface ColumnInfo {
  column_name: string;
  data_type: string;
  is_identity: string;
  is_nullable: string;
  column_default: string | null;
}

type Row = Record<string, unknown>;

const isTagged = <Tag extends '$date' | '$bytes'>(
  value: unknown,
  tag: Tag,
): value is Record<Tag, string> =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  typeof (value as Record<string, unknown>)[tag] === 'string';

const INT4 = 2 ** 31;

/** Why a cell cannot be stored in that column, or null. */
function cellRefusal(value: unknown, column: ColumnInfo): string | null {
  if (value === null) return column.is_nullable === 'YES' ? null : 'A value is required.';
  switch (column.data_type) {
    case 'text':
      return typeof value === 'string' ? null : 'Expected text.';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'Expected true or false.';
    case 'integer':
      return Number.isInteger(value) && Math.abs(value as number) < INT4
        ? null
        : 'Expected a whole number.';
    case 'bigint':
      // PostgreSQL's driver gives bigint as text.
      return Number.isSafeInteger(value) ||
        (typeof value === 'string' && /^-?\d{1,18}$/.test(value))
        ? null
        : 'Expected a whole number.';
    case 'timestamp with time zone':
      return isTagged(value, '$date') && !Number.isNaN(Date.parse(value.$date))
        ? null
        : 'Expected a time.';
    case 'bytea':
      return isTagged(value, '$bytes') ? null : 'Expected bytes.';
    case 'ARRAY':
      return Array.isArray(value) && value.every((item) => typeof item === 'string')
        ? null
        : 'Expected a list of texts.';
    default:
      // jsonb: any JSON value; the table's schema below says which.
      return null;
  }
}

const firstIssue = (error: FailedCheck, columns: Record<string, string> = {}) => {
  const [field, message] = Object.entries(zodFieldErrors(error))[0] ?? ['_', 'Not valid.'];
  const top = field.split('.')[0] ?? field;
  return `${columns[top] ? field.replace(top, columns[top]) : field}: ${message}`;
};

const bytesOf = (value: unknown) =>
  isTagged(value, '$bytes') ? Buffer.from(value.$bytes, 'base64') : null;

/**
 * The content rules of the tables that hold no record kind, on a row whose cells already fit
 * their columns; the record kinds' rows are checked with the schemas their writes go through
 * (TABLE_RULES in fitTables.ts).
 */
const CONTENT_RULES: Partial<Record<string, (row: Row) => string | null>> = {
  users: (row) => {
    const email = String(row.email);
    // Accounts store their address in lower case (server/auth/users.ts).
    if (!emailSchema.safeParse(email).success || email !== email.toLowerCase()) {
      return 'email: Expected an email address in lower case.';
    }
    if (!(ROLES as readonly unknown[]).includes(row.role)) {
      return `role: Expected ${ROLES.join(' or ')}.`;
    }
    return row.password_hash === '' ? 'password_hash: A value is required.' : null;
  },
  settings: (row) => {
    if (row.key !== GUILD_TABLE_ITEM) return null;
    const checked = guildLevelsSchema.safeParse(row.value);
    return checked.success ? null : firstIssue(checked.error, { _: 'value' });
  },
  files: fileRefusal,
  media_slots: (row) =>
    isStoredPath(String(row.image_path)) ? null : 'image_path: Not the path of a stored file.',
  revisions: (row) =>
    (REVISION_ACTIONS as readonly unknown[]).includes(row.action)
      ? null
      : `action: Expected ${REVISION_ACTIONS.slice(0, -1).join(', ')} or ${REVISION_ACTIONS.at(-1)}.`,
};

/**
 * A stored file as an upload would have stored it (server/files/imageCheck.ts): a path in an
 * upload folder, at most MAX_UPLOAD_BYTES, an accepted image type by its bytes which is the type
 * it is served with, its size and hash those of its bytes, and a WebP thumbnail or none.
 */
function fileRefusal(row: Row): string | null {
  if (!isStoredPath(String(row.path))) {
    return 'path: Not a stored file’s path (an upload folder, then a name).';
  }
  const bytes = bytesOf(row.bytes);
  if (!bytes) return 'bytes: Expected bytes.';
  if (bytes.length > MAX_UPLOAD_BYTES) return `bytes: ${TOO_LARGE_MESSAGE}`;
  const type = detectImageType(bytes);
  if (!type) return `bytes: ${NOT_AN_IMAGE_MESSAGE}`;
  if (row.content_type !== type) return `content_type: The bytes are ${type}.`;
  if (row.size !== undefined && row.size !== bytes.length) {
    return 'size: Not the size of the bytes.';
  }
  if (row.sha256 !== createHash('sha256').update(bytes).digest('hex')) {
    return 'sha256: Not the hash of the bytes.';
  }
  const thumbnail =
    row.thumbnail === undefined || row.thumbnail === null ? null : bytesOf(row.thumbnail);
  if (thumbnail && detectImageType(thumbnail) !== 'image/webp') {
    return 'thumbnail: Expected a WebP image.';
  }
  return null;
}

/** Why this row of `table` may not be restored ("field: message"), or null. */
export function rowRefusal(
  table: string,
  row: Row,
  columns: ReadonlyMap<string, ColumnInfo>,
): string | null {
  for (const [name, column] of columns) {
    const value = row[name];
    if (value === undefined) {
      const optional =
        column.is_nullable === 'YES' ||
        column.column_default !== null ||
        column.is_identity === 'YES';
      if (!optional) return `${name}: A value is required.`;
      continue;
    }
    const refusal = cellRefusal(value, column);
    if (refusal) return `${name}: ${refusal}`;
  }
  return CONTENT_RULES[table]?.(row) ?? null;
}

/** How a refusal names a row: its place in the table and its key. */
export function rowName(table: string, row: Row, index: number): string {
  const key = [row.id, row.path, row.slot_id, row.key].find(
    (value) => typeof value === 'string' || typeof value === 'number',
  );
  return `row ${index + 1} of ${table}${key === undefined ? '' : ` (“${String(key)}”)`}`;
}
