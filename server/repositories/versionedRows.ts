import type { Queryable } from '../db/database';
import { conflict, notFound, type BackendError } from '../../src/domain/errors';

/** Tables of records that are edited by version and removed by id. */
type VersionedTable = 'codes' | 'guides';

/**
 * Why an `UPDATE … WHERE id = $1 AND version = $2` matched no row: the record was changed since
 * it was read (409 conflict), or it is not there (404).
 */
export async function missedUpdate(
  tx: Queryable,
  table: VersionedTable,
  id: string,
  what: string,
): Promise<BackendError> {
  const rows = await tx.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
  return rows.length ? conflict(what) : notFound(what);
}

/** Deletes the record, or answers 404 when there is none. */
export async function deleteById(
  db: Queryable,
  table: VersionedTable,
  id: string,
  what: string,
): Promise<void> {
  const rows = await db.query(`DELETE FROM ${table} WHERE id = $1 RETURNING id`, [id]);
  if (!rows.length) throw notFound(what);
}
