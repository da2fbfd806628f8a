import type { Database } from '../db/database';
import { fileUrl } from '../files/fileUrls';
import { notFound } from '../../src/domain/errors';
import {
  ACTIVITY_PAGE,
  type ActivityEntry,
  type HistoryCollection,
  type Revision,
  type RevisionAction,
} from '../../src/domain/history';

interface RevisionRow {
  id: string;
  collection: HistoryCollection;
  item_id: string;
  item_version: number;
  action: RevisionAction;
  label: string;
  author: string;
  at: Date;
  content: unknown;
  files: string[];
}

const entryFromRow = (row: RevisionRow): ActivityEntry => ({
  id: String(row.id),
  collection: row.collection,
  itemId: row.item_id,
  version: row.item_version,
  action: row.action,
  label: row.label,
  author: row.author,
  at: row.at.toISOString(),
});

/** Reads of `revisions` for the admin pages (docs/product.md#history-and-trash). */
export function historyReads(db: Database, basePath: string) {
  const revisionFromRow = (row: RevisionRow): Revision => ({
    ...entryFromRow(row),
    content: row.content,
    imageUrls: Object.fromEntries(row.files.map((path) => [path, fileUrl(basePath, path)])),
  });

  return {
    /** Every version and event of one item, newest first. */
    async versions(collection: HistoryCollection, itemId: string): Promise<Revision[]> {
      const rows = await db.query<RevisionRow>(
        `SELECT * FROM revisions WHERE collection = $1 AND item_id = $2 ORDER BY id DESC`,
        [collection, itemId],
      );
      return rows.map(revisionFromRow);
    },

    /** A version with content that can be restored, of this item. */
    async version(collection: HistoryCollection, itemId: string, id: string): Promise<Revision> {
      const [row] = /^\d{1,18}$/.test(id)
        ? await db.query<RevisionRow>(
            `SELECT * FROM revisions WHERE id = $1 AND collection = $2 AND item_id = $3
               AND content IS NOT NULL`,
            [id, collection, itemId],
          )
        : [];
      if (!row) throw notFound('This version');
      return revisionFromRow(row);
    },

    /** Who changed what, newest first; `after` is the last line of the page before. */
    async activity(
      after?: Pick<ActivityEntry, 'at' | 'id'>,
      limit = ACTIVITY_PAGE,
    ): Promise<ActivityEntry[]> {
      const rows = await db.query<RevisionRow>(
        `SELECT id, collection, item_id, item_version, action, label, author, at FROM revisions
         WHERE $1::timestamptz IS NULL OR (at, id) < ($1::timestamptz, $2::bigint)
         ORDER BY at DESC, id DESC LIMIT $3`,
        [after?.at ?? null, after?.id ?? null, limit],
      );
      return rows.map(entryFromRow);
    },
  };
}
