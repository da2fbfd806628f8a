import type { Database } from '../db/database';
import { revisionLog, type WriteBy } from './revisionLog';
import { lockForUpdate, trashRow } from './versionedRows';
import { notFound } from '../../src/domain/errors';
import type { Guide, GuideInput } from '../../src/domain/guide';

export interface GuideRow {
  id: string;
  title: string;
  content: string;
  published: boolean;
  author: string;
  tags: string[];
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
    tags: row.tags,
    author: row.author,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    version: row.version,
  };
}

/** What a guide's history keeps of it (the byline stays the creator's: it is not content). */
export const guideContent = (row: GuideRow): GuideInput => ({
  title: row.title,
  content: row.content,
  tags: row.tags,
});

export const guideVersion = (row: GuideRow) => ({
  collection: 'guides' as const,
  itemId: row.id,
  version: row.version,
  content: guideContent(row),
  at: row.updated_at,
});

/** Callers pass content that is already sanitized (see server/guides/sanitizeGuideHtml.ts). */
export function guideRepository(db: Database, basePath: string) {
  const history = revisionLog(basePath);

  return {
    /** The published guides (`published: true`) or the drafts (`false`), newest first. */
    async list(published = true): Promise<Guide[]> {
      const rows = await db.query<GuideRow>(
        `SELECT * FROM guides WHERE deleted_at IS NULL AND published = $1
         ORDER BY created_at DESC, id`,
        [published],
      );
      return rows.map(guideFromRow);
    },

    /** A draft is found only when the reader may see drafts (admins). */
    async get(id: string, { drafts }: { drafts: boolean }): Promise<Guide> {
      const [row] = await db.query<GuideRow>(
        'SELECT * FROM guides WHERE id = $1 AND deleted_at IS NULL AND (published OR $2)',
        [id, drafts],
      );
      if (!row) throw notFound(THIS_GUIDE);
      return guideFromRow(row);
    },

    /**
     * A new guide is published unless it is saved as a draft; `author` is the byline, the
     * creating admin's display name.
     */
    create: (input: GuideInput, by: WriteBy, author: string) =>
      db.transaction(async (tx) => {
        const [row] = await tx.query<GuideRow>(
          `INSERT INTO guides (title, content, published, tags, author)
           VALUES ($1, $2, $3, $4, $5) RETURNING *`,
          [
            input.title,
            input.content,
            input.published ?? true,
            JSON.stringify(input.tags ?? []),
            author,
          ],
        );
        if (!row) throw new Error('INSERT INTO guides returned no row');
        await history.created(tx, guideVersion(row), by);
        return guideFromRow(row);
      }),

    update: (id: string, input: GuideInput, baseVersion: number, by: WriteBy) =>
      db.transaction(async (tx) => {
        const old = await lockForUpdate<GuideRow>(tx, 'guides', id, baseVersion, THIS_GUIDE);
        const [row] = await tx.query<GuideRow>(
          `UPDATE guides SET title = $2, content = $3, published = COALESCE($4, published),
             tags = COALESCE($5::jsonb, tags), updated_at = now(), version = version + 1
           WHERE id = $1 RETURNING *`,
          [
            id,
            input.title,
            input.content,
            input.published ?? null,
            input.tags === undefined ? null : JSON.stringify(input.tags),
          ],
        );
        if (!row) throw new Error('UPDATE guides returned no row');
        await history.updated(tx, guideVersion(row), guideVersion(old), by);
        return guideFromRow(row);
      }),

    remove: (id: string, by: WriteBy) =>
      db.transaction(async (tx) => {
        const row = await trashRow<GuideRow>(tx, 'guides', id, by.author, THIS_GUIDE);
        await history.event(tx, guideVersion(row), 'deleted', by.author);
      }),
  };
}
