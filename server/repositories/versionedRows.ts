import type { Queryable } from '../db/database';
import { conflict, notFound } from '../../src/domain/errors';
import type { TrashCollection } from '../../src/domain/history';

/** Tables of records that are edited by version and deleted into the trash. */
export type VersionedTable = 'heroes' | 'codes' | 'guides' | 'game_modes' | 'teams' | 'equipment';

/** The table each collection of the trash keeps its rows in. */
export const TRASH_TABLES: Record<TrashCollection, VersionedTable> = {
  heroes: 'heroes',
  codes: 'codes',
  guides: 'guides',
  modes: 'game_modes',
  teams: 'teams',
  equipment: 'equipment',
};

/**
 * The live (not deleted) row of `id`, locked until the transaction ends, so the version checked
 * and the content kept in history are the ones the write replaces. Answers 404 when there is
 * none, 409 when it is no longer at `baseVersion`.
 */
export async function lockForUpdate<Row extends { version: number }>(
  tx: Queryable,
  table: VersionedTable,
  id: string,
  baseVersion: number,
  what: string,
): Promise<Row> {
  const [row] = await tx.query<Row>(
    `SELECT * FROM ${table} WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
    [id],
  );
  if (!row) throw notFound(what);
  if (row.version !== baseVersion) throw conflict(what);
  return row;
}

/**
 * Moves a record to the trash: it keeps its row (its image, its tier history) but no page or
 * list shows it, until it is restored or purged (docs/product.md#history-and-trash).
 */
export async function trashRow<Row>(
  tx: Queryable,
  table: VersionedTable,
  id: string,
  author: string,
  what: string,
): Promise<Row> {
  const [row] = await tx.query<Row>(
    `UPDATE ${table} SET deleted_at = now(), deleted_by = $2
     WHERE id = $1 AND deleted_at IS NULL RETURNING *`,
    [id, author],
  );
  if (!row) throw notFound(what);
  return row;
}
