import type { Database, Queryable } from '../db/database';
import { createDbFileStore } from '../files/fileStore';
import { deleteFileIfUnused } from '../repositories/fileReferences';
import { revisionLog, type WriteBy } from '../repositories/revisionLog';
import { labelColumnOf } from '../repositories/recordColumns';
import type { RecordRepository } from '../repositories/versionedRecords';
import { BackendError, notFound } from '../../src/domain/errors';
import {
  HISTORY_KEEP_VERSIONS,
  historyCutoff,
  purgeCutoff,
  purgeDate,
  type TrashCollection,
  type TrashEntry,
} from '../../src/domain/history';
import { RECORD_KINDS, recordOf } from '../../src/domain/kinds';

/** Each record kind's repository: what a trashed row is as history keeps it, and its own rules. */
export type TrashedKinds = { [K in TrashCollection]: RecordRepository<K> };

const IN_TRASH = 'This item of the trash';

interface TrashRow {
  collection: TrashCollection;
  item_id: string;
  label: string;
  deleted_by: string | null;
  deleted_at: Date;
}

/**
 * The trash (docs/product.md#history-and-trash): deleted items of every record kind keep their
 * rows, marked `deleted_at`, until they are restored or purged, TRASH_DAYS after the delete or by
 * hand.
 */
export function trashRepository(db: Database, basePath: string, kinds: TrashedKinds) {
  const history = revisionLog(basePath);
  const store = createDbFileStore(db);

  /** Purges one trashed item; with `deletedBefore`, only if it was deleted before then. */
  async function purgeOne(
    tx: Queryable,
    collection: TrashCollection,
    id: string,
    author: string,
    deletedBefore: Date | null = null,
  ): Promise<boolean> {
    const [row] = await tx.query<never>(
      `DELETE FROM ${recordOf(collection).table}
       WHERE id = $1 AND deleted_at IS NOT NULL AND ($2::timestamptz IS NULL OR deleted_at < $2)
       RETURNING *`,
      [id, deletedBefore],
    );
    if (!row) return false;
    const last = kinds[collection].versionOf(row);
    // Every file any version showed: released below unless something else still shows it.
    const kept = await tx.query<{ path: string }>(
      `SELECT DISTINCT unnest(files) AS path FROM revisions WHERE collection = $1 AND item_id = $2`,
      [collection, id],
    );
    const files = new Set([
      ...history.filesOf(collection, last.content),
      ...kept.map((file) => file.path),
    ]);
    await tx.query(
      `UPDATE revisions SET content = NULL, files = '{}' WHERE collection = $1 AND item_id = $2`,
      [collection, id],
    );
    await history.event(tx, last, 'purged', author);
    for (const path of files) await deleteFileIfUnused(store, tx, path);
    return true;
  }

  /** Newest delete first. */
  async function list(): Promise<TrashEntry[]> {
    const selects = RECORD_KINDS.map(
      (collection) =>
        `SELECT '${collection}' AS collection, id AS item_id, ${labelColumnOf(collection)} AS label,
           deleted_by, deleted_at FROM ${recordOf(collection).table} WHERE deleted_at IS NOT NULL`,
    );
    const rows = await db.query<TrashRow>(
      `${selects.join(' UNION ALL ')} ORDER BY deleted_at DESC, item_id`,
    );
    return rows.map((row) => ({
      collection: row.collection,
      itemId: row.item_id,
      label: row.label,
      deletedBy: row.deleted_by ?? '',
      deletedAt: row.deleted_at.toISOString(),
      purgeAt: purgeDate(row.deleted_at),
    }));
  }

  return {
    list,

    /**
     * Puts the item back as it was deleted, as a new version; a game mode whose name a live mode
     * has meanwhile is refused with a conflict naming it.
     */
    restore: (collection: TrashCollection, id: string, by: WriteBy) =>
      db.transaction(async (tx) => {
        const refusal = await kinds[collection].restoreRefusal?.(tx, id);
        if (refusal) throw new BackendError('conflict', refusal);
        const { table, dated } = recordOf(collection);
        const [row] = await tx.query<never>(
          `UPDATE ${table} SET deleted_at = NULL, deleted_by = NULL,
             version = version + 1${dated ? ', updated_at = now()' : ''}
           WHERE id = $1 AND deleted_at IS NOT NULL RETURNING *`,
          [id],
        );
        if (!row) throw notFound(IN_TRASH);
        await history.created(tx, kinds[collection].versionOf(row), {
          author: by.author,
          action: 'restored',
        });
      }),

    /** Deletes the item for good, with its history's content and every file only it showed. */
    purge: (collection: TrashCollection, id: string, by: WriteBy) =>
      db.transaction(async (tx) => {
        if (!(await purgeOne(tx, collection, id, by.author))) throw notFound(IN_TRASH);
      }),

    /**
     * Purges what was deleted more than TRASH_DAYS ago; resolves with how many. An item restored
     * (or purged by another instance) meanwhile is skipped: the date is checked again on delete.
     */
    async purgeExpired(now = Date.now()): Promise<number> {
      const cutoff = purgeCutoff(now);
      const due = (await list()).filter((entry) => new Date(entry.deletedAt) < cutoff);
      let purged = 0;
      for (const entry of due) {
        const done = await db.transaction((tx) =>
          purgeOne(tx, entry.collection, entry.itemId, '', cutoff),
        );
        if (done) purged += 1;
      }
      return purged;
    },

    /**
     * History retention (docs/product.md#history-retention): empties the content of every version
     * older than HISTORY_KEEP_DAYS beyond its item's HISTORY_KEEP_VERSIONS newest, and deletes the
     * files only those versions kept; resolves with how many versions were emptied. The rows stay
     * for the activity.
     */
    emptyExpiredVersions: (now = Date.now()) =>
      db.transaction(async (tx) => {
        const emptied = await tx.query<{ files: string[] }>(
          `WITH ranked AS (
             SELECT id, files, at, row_number() OVER (
               PARTITION BY collection, item_id ORDER BY item_version DESC, id DESC
             ) AS place
             FROM revisions WHERE action IN ('created', 'updated', 'restored')
           ), expired AS (
             SELECT id, files FROM ranked WHERE place > $1 AND at < $2
           )
           UPDATE revisions SET content = NULL, files = '{}'
           FROM expired WHERE revisions.id = expired.id AND revisions.content IS NOT NULL
           RETURNING expired.files`,
          [HISTORY_KEEP_VERSIONS, historyCutoff(now)],
        );
        const files = new Set(emptied.flatMap((row) => row.files));
        for (const path of files) await deleteFileIfUnused(store, tx, path);
        return emptied.length;
      }),
  };
}

export type TrashRepository = ReturnType<typeof trashRepository>;
