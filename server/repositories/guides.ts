import type { Database } from '../db/database';
import type { RecordRow } from './recordColumns';
import { versionedRecords } from './versionedRecords';
import { notFound } from '../../src/domain/errors';
import { cleanedGuide, type Guide } from '../../src/domain/guide';

interface GuideRow extends RecordRow {
  title: string;
  content: string;
  published: boolean;
  author: string;
  tags: string[];
}

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

/**
 * Guides (docs/product.md#guides): their content cleaned by the one sanitizer on every write. A new
 * guide is published unless it is saved as a draft, and an edit that leaves out whether it is
 * published, or its tags, keeps them; the byline (`author`, the creating admin's display name)
 * is written by the create alone.
 */
export function guideRepository(db: Database, basePath: string) {
  const records = versionedRecords<'guides', GuideRow>(db, basePath, 'guides', {
    // A version keeps the title, the text and the tags; the byline stays the creator's.
    fromRow: guideFromRow,
    clean: (input, { sanitize, isOwnImage }) => cleanedGuide(input, sanitize, isOwnImage),
    columns: {
      published: { value: (input) => input.published ?? null, keep: 'true' },
      tags: { keep: `'[]'::jsonb` },
    },
  });

  return {
    ...records,

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
    async get(id: string, { drafts = false } = {}): Promise<Guide> {
      const [row] = await db.query<GuideRow>(
        'SELECT * FROM guides WHERE id = $1 AND deleted_at IS NULL AND (published OR $2)',
        [id, drafts],
      );
      if (!row) throw notFound('This guide');
      return guideFromRow(row);
    },
  };
}
