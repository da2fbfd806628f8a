import type { Database } from '../db/database';
import { deleteById, missedUpdate } from './versionedRows';
import { notFound } from '../../src/domain/errors';
import type { Guide, GuideInput } from '../../src/domain/guide';

interface GuideRow {
  id: string;
  title: string;
  content: string;
  published: boolean;
  created_at: Date;
  updated_at: Date;
  version: number;
}

const THIS_GUIDE = 'This guide';

function guideFromRow(row: GuideRow): Guide {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    published: row.published,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    version: row.version,
  };
}

/** Callers pass content that is already sanitized (see server/guides/sanitizeGuideHtml.ts). */
export function guideRepository(db: Database) {
  return {
    async list(): Promise<Guide[]> {
      const rows = await db.query<GuideRow>('SELECT * FROM guides ORDER BY created_at DESC, id');
      return rows.map(guideFromRow);
    },

    async get(id: string): Promise<Guide> {
      const [row] = await db.query<GuideRow>('SELECT * FROM guides WHERE id = $1', [id]);
      if (!row) throw notFound(THIS_GUIDE);
      return guideFromRow(row);
    },

    /** Publishing is the only way to create one, so a new guide is published. */
    async create(input: GuideInput): Promise<Guide> {
      const [row] = await db.query<GuideRow>(
        `INSERT INTO guides (title, content, published) VALUES ($1, $2, true) RETURNING *`,
        [input.title, input.content],
      );
      if (!row) throw new Error('INSERT INTO guides returned no row');
      return guideFromRow(row);
    },

    update: (id: string, input: GuideInput, baseVersion: number) =>
      db.transaction(async (tx) => {
        const [row] = await tx.query<GuideRow>(
          `UPDATE guides SET title = $3, content = $4, updated_at = now(), version = version + 1
           WHERE id = $1 AND version = $2 RETURNING *`,
          [id, baseVersion, input.title, input.content],
        );
        if (row) return guideFromRow(row);
        throw await missedUpdate(tx, 'guides', id, THIS_GUIDE);
      }),

    remove: (id: string) => deleteById(db, 'guides', id, THIS_GUIDE),
  };
}
