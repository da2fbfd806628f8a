import type { Database } from '../db/database';
import { revisionLog, type WriteBy } from './revisionLog';
import { lockForUpdate, trashRow } from './versionedRows';
import type { Code, CodeInput } from '../../src/domain/code';

export interface CodeRow {
  id: string;
  code: string;
  never_expires: boolean;
  expiration_date: Date | null;
  reward: string;
  /** Null: added when created. */
  added_at: Date | null;
  created_at: Date;
  version: number;
}

const THIS_CODE = 'This code';

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
export const codeContent = (row: CodeRow): CodeInput => {
  const { code, neverExpires, expirationDate, reward } = codeFromRow(row);
  return {
    code,
    neverExpires,
    expirationDate,
    reward,
    addedAt: row.added_at?.toISOString() ?? null,
  };
};

/** A code that never expires stores no date, so the list can sort it last. */
export const codeVersion = (row: CodeRow) => ({
  collection: 'codes' as const,
  itemId: row.id,
  version: row.version,
  content: codeContent(row),
  // Codes keep no update time: the last version is dated by the code's creation.
  at: row.created_at,
});

const params = (input: CodeInput) => [
  input.code,
  input.neverExpires,
  input.neverExpires ? null : input.expirationDate,
  input.reward ?? '',
  input.addedAt ?? null,
];

export function codeRepository(db: Database) {
  const history = revisionLog();

  return {
    /** Expiring soonest first, never-expiring last; visitors get active codes only. */
    async list({ includeExpired }: { includeExpired: boolean }): Promise<Code[]> {
      const rows = await db.query<CodeRow>(
        `SELECT * FROM codes
         WHERE deleted_at IS NULL AND ($1 OR never_expires OR expiration_date > now())
         ORDER BY never_expires, expiration_date, created_at, id`,
        [includeExpired],
      );
      return rows.map(codeFromRow);
    },

    create: (input: CodeInput, by: WriteBy) =>
      db.transaction(async (tx) => {
        const [row] = await tx.query<CodeRow>(
          `INSERT INTO codes (code, never_expires, expiration_date, reward, added_at)
           VALUES ($1, $2, $3, $4, $5) RETURNING *`,
          params(input),
        );
        if (!row) throw new Error('INSERT INTO codes returned no row');
        await history.created(tx, codeVersion(row), by);
        return codeFromRow(row);
      }),

    update: (id: string, input: CodeInput, baseVersion: number, by: WriteBy) =>
      db.transaction(async (tx) => {
        const old = await lockForUpdate<CodeRow>(tx, 'codes', id, baseVersion, THIS_CODE);
        const [row] = await tx.query<CodeRow>(
          `UPDATE codes SET code = $2, never_expires = $3, expiration_date = $4, reward = $5,
             added_at = COALESCE($6, added_at), version = version + 1
           WHERE id = $1 RETURNING *`,
          [id, ...params(input)],
        );
        if (!row) throw new Error('UPDATE codes returned no row');
        await history.updated(tx, codeVersion(row), codeVersion(old), by);
        return codeFromRow(row);
      }),

    remove: (id: string, by: WriteBy) =>
      db.transaction(async (tx) => {
        const row = await trashRow<CodeRow>(tx, 'codes', id, by.author, THIS_CODE);
        await history.event(tx, codeVersion(row), 'deleted', by.author);
      }),
  };
}
