import type { Queryable } from '../db/database';
import { storedPathOfUrl } from '../files/fileUrls';
import {
  historyFiles,
  historyLabel,
  type HistoryCollection,
  type HistoryContent,
  type RevisionAction,
  type VersionAction,
} from '../../src/domain/history';

/** Who makes a change, and whether it puts back an earlier version (docs/product.md#history-and-trash). */
export interface WriteBy {
  /** The admin's email. */
  author: string;
  /** `restored` when the content comes from an earlier version or the trash. */
  action?: 'restored';
}

export interface VersionRecord<C extends HistoryCollection> {
  collection: C;
  itemId: string;
  version: number;
  content: HistoryContent[C];
}

/** The columns every row of `revisions` starts with: which item, what happened, by whom. */
const rowHead = (
  record: VersionRecord<HistoryCollection>,
  action: RevisionAction,
  author: string,
) => [
  record.collection,
  record.itemId,
  record.version,
  action,
  historyLabel(record.collection, record.itemId, record.content),
  author,
];

/** A version already kept is left as it is (it is the same content). */
const KEEP_EXISTING = `ON CONFLICT (collection, item_id, item_version)
  WHERE action IN ('created', 'updated', 'restored') DO NOTHING`;

/**
 * Writes the rows of `revisions` (server/db/migrations/005_history.sql), always on the
 * transaction of the change they describe: a change and its history land together or not at all.
 */
export function revisionLog(
  /** The site's base path, to tell this site's file URLs in a guide (default: the root). */
  basePath = '/',
) {
  const filesOf = (collection: HistoryCollection, content: unknown) =>
    historyFiles(collection, content, (url) => storedPathOfUrl(basePath, url));

  /** Rows of versions, 200 per statement (an import writes thousands). */
  async function insertVersions(
    tx: Queryable,
    records: VersionRecord<HistoryCollection>[],
    action: VersionAction,
    author: string,
    at: Date | null,
    /** Only a version kept first (from before history) may be there already. */
    { keptFirst = false } = {},
  ) {
    for (let start = 0; start < records.length; start += 200) {
      const batch = records.slice(start, start + 200);
      const values = batch.map((_, row) => {
        const n = row * 9;
        return `($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}, $${n + 6},
          coalesce($${n + 7}::timestamptz, now()), $${n + 8}::jsonb, $${n + 9}::text[])`;
      });
      await tx.query(
        `INSERT INTO revisions
           (collection, item_id, item_version, action, label, author, at, content, files)
         VALUES ${values.join(', ')}
         ${keptFirst ? KEEP_EXISTING : ''}`,
        batch.flatMap((record) => [
          ...rowHead(record, action, author),
          at,
          JSON.stringify(record.content),
          filesOf(record.collection, record.content),
        ]),
      );
    }
  }

  const insertVersion = (
    tx: Queryable,
    record: VersionRecord<HistoryCollection>,
    action: VersionAction,
    author: string,
    at: Date | null,
    options?: { keptFirst: boolean },
  ) => insertVersions(tx, [record], action, author, at, options);

  return {
    filesOf,

    /** A new item. */
    created: (tx: Queryable, record: VersionRecord<HistoryCollection>, by: WriteBy) =>
      insertVersion(tx, record, by.action ?? 'created', by.author, null),

    /** Every item of an import. */
    createdMany: (tx: Queryable, records: VersionRecord<HistoryCollection>[], by: WriteBy) =>
      insertVersions(tx, records, 'created', by.author, null),

    /**
     * A new version of an item. `replaced` is the version it replaces: kept first when history
     * has no row for it yet (content written before history was kept, or by seeding), so an
     * earlier version is never lost.
     */
    async updated(
      tx: Queryable,
      record: VersionRecord<HistoryCollection>,
      replaced: VersionRecord<HistoryCollection> & { at: Date },
      by: WriteBy,
    ) {
      const before = replaced.version <= 1 ? 'created' : 'updated';
      await insertVersion(tx, replaced, before, '', replaced.at, { keptFirst: true });
      await insertVersion(tx, record, by.action ?? 'updated', by.author, null);
    },

    /**
     * A delete or a purge: an event on the item's last version, without new content. A delete
     * first keeps that version, like an update does.
     */
    async event(
      tx: Queryable,
      record: VersionRecord<HistoryCollection> & { at: Date },
      action: 'deleted' | 'purged',
      author: string,
    ) {
      if (action === 'deleted') {
        const action = record.version <= 1 ? 'created' : 'updated';
        await insertVersion(tx, record, action, '', record.at, { keptFirst: true });
      }
      await tx.query(
        `INSERT INTO revisions (collection, item_id, item_version, action, label, author)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        rowHead(record, action, author),
      );
    },
  };
}

export type RevisionLog = ReturnType<typeof revisionLog>;
