import type { Database } from '../db/database';
import { deleteById, missedUpdate } from './versionedRows';
import type { Code, CodeInput } from '../../src/domain/code';

interface CodeRow {
  id: string;
  code: string;
  never_expires: boolean;
  expiration_date: Date | null;
  created_at: Date;
  version: number;
}

const THIS_CODE = 'This code';

function codeFromRow(row: CodeRow): Code {
  return {
    id: row.id,
    code: row.code,
    neverExpires: row.never_expires,
    expirationDate: row.never_expires ? null : (row.expiration_date?.toISOString() ?? null),
    createdAt: row.created_at.toISOString(),
    version: row.version,
  };
}

/** A code that never expires stores no date, so the list can sort it last. */
const params = (input: CodeInput) => [
  input.code,
  input.neverExpires,
  input.neverExpires ? null : input.expirationDate,
];

export function codeRepository(db: Database) {
  return {
    /** Expiring soonest first, never-expiring last; visitors get active codes only. */
    async list({ includeExpired }: { includeExpired: boolean }): Promise<Code[]> {
      const rows = await db.query<CodeRow>(
        `SELECT * FROM codes
         WHERE $1 OR never_expires OR expiration_date > now()
         ORDER BY never_expires, expiration_date, created_at, id`,
        [includeExpired],
      );
      return rows.map(codeFromRow);
    },

    async create(input: CodeInput): Promise<Code> {
      const [row] = await db.query<CodeRow>(
        `INSERT INTO codes (code, never_expires, expiration_date) VALUES ($1, $2, $3) RETURNING *`,
        params(input),
      );
      if (!row) throw new Error('INSERT INTO codes returned no row');
      return codeFromRow(row);
    },

    update: (id: string, input: CodeInput, baseVersion: number) =>
      db.transaction(async (tx) => {
        const [row] = await tx.query<CodeRow>(
          `UPDATE codes SET code = $3, never_expires = $4, expiration_date = $5,
             version = version + 1
           WHERE id = $1 AND version = $2 RETURNING *`,
          [id, baseVersion, ...params(input)],
        );
        if (row) return codeFromRow(row);
        throw await missedUpdate(tx, 'codes', id, THIS_CODE);
      }),

    remove: (id: string) => deleteById(db, 'codes', id, THIS_CODE),
  };
}
