import type { Database, Queryable } from '../db/database';
import { createDbFileStore } from '../files/fileStore';
import { revisionLog, type WriteBy } from '../history/revisionLog';
import { requireStoredImage } from './fileReferences';
import {
  CONTENT_COLUMNS,
  HERO_SELECT,
  contentParams,
  contentPlaceholders,
  heroFromRow,
  type HeroRow,
} from './heroRows';
import { lockForUpdate, trashRow } from './versionedRows';
import { notFound } from '../../src/domain/errors';
import { compareHeroes, type Hero, type HeroInput } from '../../src/domain/hero';
import { contentOfRecord } from '../../src/domain/history';

const THIS_HERO = 'This hero';

/** Rows per INSERT: one statement per row made a 2,000-hero import take seconds. */
const INSERT_BATCH = 200;

/** Inserts heroes on the given connection (a transaction when several must land together). */
export async function insertHeroes(tx: Queryable, inputs: HeroInput[]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < inputs.length; start += INSERT_BATCH) {
    const batch = inputs.slice(start, start + INSERT_BATCH);
    const values = batch.map(
      (_, row) => `(${contentPlaceholders(row * CONTENT_COLUMNS.length).join(', ')})`,
    );
    const rows = await tx.query<{ id: string }>(
      `INSERT INTO heroes (${CONTENT_COLUMNS.join(', ')})
       VALUES ${values.join(', ')} RETURNING id`,
      batch.flatMap(contentParams),
    );
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** A hero's row as its history keeps it. */
export const heroVersion = (row: HeroRow, basePath: string) => ({
  collection: 'heroes' as const,
  itemId: row.id,
  version: row.version,
  content: contentOfRecord('heroes', heroFromRow(row, basePath)),
  at: row.updated_at,
});

export function heroRepository(db: Database, basePath: string) {
  const store = createDbFileStore(db);
  const history = revisionLog(basePath);

  const versionOf = (row: HeroRow) => heroVersion(row, basePath);

  async function find(q: Queryable, id: string): Promise<Hero> {
    const [row] = await q.query<HeroRow>(`${HERO_SELECT} AND h.id = $1`, [id]);
    if (!row) throw notFound(THIS_HERO);
    return heroFromRow(row, basePath);
  }

  async function rowOf(tx: Queryable, id: string): Promise<HeroRow> {
    const [row] = await tx.query<HeroRow>('SELECT * FROM heroes WHERE id = $1', [id]);
    if (!row) throw notFound(THIS_HERO);
    return row;
  }

  return {
    async list(): Promise<Hero[]> {
      const rows = await db.query<HeroRow>(HERO_SELECT);
      return rows.map((row) => heroFromRow(row, basePath)).sort(compareHeroes);
    },

    get: (id: string) => find(db, id),

    create: (input: HeroInput, by: WriteBy) =>
      db.transaction(async (tx) => {
        if (input.imagePath) await requireStoredImage(store, tx, input.imagePath, 'heroes');
        const [id] = await insertHeroes(tx, [input]);
        if (!id) throw new Error('INSERT INTO heroes returned no row');
        await history.created(tx, versionOf(await rowOf(tx, id)), by);
        return find(tx, id);
      }),

    update: (id: string, input: HeroInput, baseVersion: number, by: WriteBy) =>
      db.transaction(async (tx) => {
        // The row lock makes the old tier and image we read the ones this update replaces.
        const old = await lockForUpdate<HeroRow>(tx, 'heroes', id, baseVersion, THIS_HERO);
        if (input.imagePath && input.imagePath !== old.image_path) {
          await requireStoredImage(store, tx, input.imagePath, 'heroes');
        }
        const placeholders = contentPlaceholders(1);
        const sets = CONTENT_COLUMNS.map((column, i) => `${column} = ${placeholders[i]}`);
        const [row] = await tx.query<HeroRow>(
          `UPDATE heroes SET ${sets.join(', ')}, version = version + 1, updated_at = now()
           WHERE id = $1 RETURNING *`,
          [id, ...contentParams(input)],
        );
        if (!row) throw new Error('UPDATE heroes returned no row');
        // The earlier image stays: the version kept in history still shows it.
        await history.updated(tx, versionOf(row), versionOf(old), by);
        if (old.tier !== input.tier) {
          await tx.query(
            'INSERT INTO hero_tier_changes (hero_id, from_tier, to_tier) VALUES ($1, $2, $3)',
            [id, old.tier, input.tier],
          );
        }
        return find(tx, id);
      }),

    /** Into the trash: the image stays until the hero is purged. */
    remove: (id: string, by: WriteBy) =>
      db.transaction(async (tx) => {
        const row = await trashRow<HeroRow>(tx, 'heroes', id, by.author, THIS_HERO);
        await history.event(tx, versionOf(row), 'deleted', by.author);
      }),

    /** All of them or none: one transaction. */
    insertMany: (inputs: HeroInput[], by: WriteBy) =>
      db.transaction(async (tx) => {
        const ids = await insertHeroes(tx, inputs);
        const records = ids.map((itemId, index) => ({
          collection: 'heroes' as const,
          itemId,
          version: 1,
          content: inputs[index]!,
        }));
        await history.createdMany(tx, records, by);
        return ids;
      }),
  };
}

export type HeroRepository = ReturnType<typeof heroRepository>;
