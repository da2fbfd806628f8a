import type { Database } from '../db/database';
import type { RecordRow } from './recordColumns';
import { versionedRecords } from './versionedRecords';
import type { Code, CodeInput } from '../../src/domain/code';

interface CodeRow extends RecordRow {
  code: string;
  never_expires: boolean;
  expiration_date: Date | null;
  reward: string;
  /** Null: added when created. */
  added_at: Date | null;
}

/** A code that never expires stores no date, so the list can sort it last. */
export function codeFromRow(row: CodeRow): Code {
  return {
    id: row.id,
    code: row.code,
    neverExpires: row.never_expires,
    expirationDate: row.never_expires ? null : (row.expiration_date?.toISOString() ?? null),
    reward: row.reward,
    addedAt: (row.added_at ?? row.created_at).toISOString(),
    createdAt: row.created_at.toISOString(),
    version: row.version,
  };
}

/** What a code's history keeps of it: its date added only when an admin gave one. */
const codeContent = (row: CodeRow): CodeInput => {
  const { code, neverExpires, expirationDate, reward } = codeFromRow(row);
  return {
    code,
    neverExpires,
    expirationDate,
    reward,
    addedAt: row.added_at?.toISOString() ?? null,
  };
};

/** Redemption codes (docs/product.md#codes). */
export function codeRepository(db: Database, basePath: string) {
  const records = versionedRecords<'codes', CodeRow>(db, basePath, 'codes', {
    fromRow: codeFromRow,
    contentOf: codeContent,
    columns: {
      expirationDate: { value: (input) => (input.neverExpires ? null : input.expirationDate) },
      reward: { value: (input) => input.reward ?? '' },
      // Left out on an update, the date added stays; on a create, it is the time of creation.
      addedAt: { value: (input) => input.addedAt ?? null, keep: 'NULL' },
    },
  });

  return {
    ...records,

    /** Expiring soonest first, never-expiring last; visitors get active codes only. */
    async list({ includeExpired = false } = {}): Promise<Code[]> {
      const rows = await db.query<CodeRow>(
        `SELECT * FROM codes
         WHERE deleted_at IS NULL AND ($1 OR never_expires OR expiration_date > now())
         ORDER BY never_expires, expiration_date, created_at, id`,
        [includeExpired],
      );
      return rows.map(codeFromRow);
    },
  };
}
