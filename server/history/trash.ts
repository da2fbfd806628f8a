import type { Database, Queryable } from '../db/database';
import { createDbFileStore } from '../files/fileStore';
import { codeVersion, type CodeRow } from '../repositories/codes';
import { equipmentVersion, type EquipmentRow } from '../repositories/equipment';
import { deleteFileIfUnused } from '../repositories/fileReferences';
import { guideVersion, type GuideRow } from '../repositories/guides';
import type { HeroRow } from '../repositories/heroRows';
import { heroVersion } from '../repositories/heroes';
import {
  gameModeRefusalNow,
  gameModeVersion,
  lockModeNames,
  type GameModeRow,
} from '../repositories/modes';
import { revisionLog, type VersionRecord, type WriteBy } from '../repositories/revisionLog';
import { teamVersion, type TeamRow } from '../repositories/teams';
import { TRASH_TABLES } from '../repositories/versionedRows';
import { BackendError, notFound } from '../../src/domain/errors';
import {
  HISTORY_KEEP_VERSIONS,
  historyCutoff,
  purgeCutoff,
  purgeDate,
  type HistoryCollection,
  type TrashCollection,
  type TrashEntry,
} from '../../src/domain/history';

type Version = VersionRecord<HistoryCollection> & { at: Date };

/** How each collection's rows sit in the trash: its name column, its history. */
const TRASHED: Record<
  TrashCollection,
  {
    label: string;
    touch: string;
    version: (row: never, basePath: string) => Version;
    /** Why the trashed item `id` may not be live again now, if it may not (answered 409). */
    restoreRefusal?: (tx: Queryable, id: string) => Promise<string | null>;
  }
> = {
  heroes: {
    label: 'name',
    touch: ', updated_at = now()',
    version: (row: HeroRow, basePath) => heroVersion(row, basePath),
  },
  codes: { label: 'code', touch: '', version: (row: CodeRow) => codeVersion(row) },
  guides: {
    label: 'title',
    touch: ', updated_at = now()',
    version: (row: GuideRow) => guideVersion(row),
  },
  modes: {
    label: 'name',
    touch: ', updated_at = now()',
    version: (row: GameModeRow) => gameModeVersion(row),
    // Back among the live modes, its name must be free and the list must have room; the names
    // lock is held from this check to the end of the restore.
    async restoreRefusal(tx, id) {
      await lockModeNames(tx);
      const [row] = await tx.query<Pick<GameModeRow, 'name'>>(
        'SELECT name FROM game_modes WHERE id = $1 AND deleted_at IS NOT NULL',
        [id],
      );
      return row ? gameModeRefusalNow(tx, row, { except: id, isNew: true }) : null;
    },
  },
  // A team comes back as it was deleted, with a mode or heroes that have gone since: its pages
  // show them as removed (src/domain/team.ts, teamHeroState).
  teams: {
    label: 'name',
    touch: ', updated_at = now()',
    version: (row: TeamRow) => teamVersion(row),
  },
  equipment: {
    label: 'name',
    touch: ', updated_at = now()',
    version: (row: EquipmentRow) => equipmentVersion(row),
  },
};

const IN_TRASH = 'This item of the trash';

interface TrashRow {
  collection: TrashCollection;
  item_id: string;
  label: string;
  deleted_by: string | null;
  deleted_at: Date;
}

/**
 * The trash (docs/product.md#history-and-trash): deleted heroes, codes, guides, game modes, teams
 * and equipment items keep
 * their rows, marked `deleted_at`, until they are restored or purged, TRASH_DAYS after the delete
 * or by hand.
 */
export function trashRepository(db: Database, basePath: string) {
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
      `DELETE FROM ${TRASH_TABLES[collection]}
       WHERE id = $1 AND deleted_at IS NOT NULL AND ($2::timestamptz IS NULL OR deleted_at < $2)
       RETURNING *`,
      [id, deletedBefore],
    );
    if (!row) return false;
    const last = TRASHED[collection].version(row, basePath);
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
    const selects = (Object.keys(TRASHED) as TrashCollection[]).map(
      (collection) =>
        `SELECT '${collection}' AS collection, id AS item_id, ${TRASHED[collection].label} AS label,
           deleted_by, deleted_at FROM ${TRASH_TABLES[collection]} WHERE deleted_at IS NOT NULL`,
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
        const refusal = await TRASHED[collection].restoreRefusal?.(tx, id);
        if (refusal) throw new BackendError('conflict', refusal);
        const [row] = await tx.query<never>(
          `UPDATE ${TRASH_TABLES[collection]} SET deleted_at = NULL, deleted_by = NULL,
             version = version + 1${TRASHED[collection].touch}
           WHERE id = $1 AND deleted_at IS NOT NULL RETURNING *`,
          [id],
        );
        if (!row) throw notFound(IN_TRASH);
        await history.created(tx, TRASHED[collection].version(row, basePath), {
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
