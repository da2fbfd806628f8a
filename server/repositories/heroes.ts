import type { Database, Queryable } from '../db/database';
import { createDbFileStore } from '../files/fileStore';
import { deleteFileIfUnused, requireStoredImage } from './fileReferences';
import {
  CONTENT_COLUMNS,
  HERO_SELECT,
  contentParams,
  contentPlaceholders,
  heroFromRow,
  type HeroRow,
} from './heroRows';
import { conflict, notFound } from '../../src/domain/errors';
import { compareHeroes, type Hero, type HeroInput } from '../../src/domain/hero';

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

export function heroRepository(db: Database, basePath: string) {
  const store = createDbFileStore(db);

  async function find(q: Queryable, id: string): Promise<Hero> {
    const [row] = await q.query<HeroRow>(`${HERO_SELECT} WHERE h.id = $1`, [id]);
    if (!row) throw notFound(THIS_HERO);
    return heroFromRow(row, basePath);
  }

  return {
    async list(): Promise<Hero[]> {
      const rows = await db.query<HeroRow>(HERO_SELECT);
      return rows.map((row) => heroFromRow(row, basePath)).sort(compareHeroes);
    },

    get: (id: string) => find(db, id),

    create: (input: HeroInput) =>
      db.transaction(async (tx) => {
        if (input.imagePath) await requireStoredImage(store, tx, input.imagePath, 'heroes');
        const [id] = await insertHeroes(tx, [input]);
        if (!id) throw new Error('INSERT INTO heroes returned no row');
        return find(tx, id);
      }),

    update: (id: string, input: HeroInput, baseVersion: number) =>
      db.transaction(async (tx) => {
        // The row lock makes the old tier and image we read the ones this update replaces.
        const [old] = await tx.query<{ tier: string; image_path: string }>(
          'SELECT tier, image_path FROM heroes WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (!old) throw notFound(THIS_HERO);
        if (input.imagePath && input.imagePath !== old.image_path) {
          await requireStoredImage(store, tx, input.imagePath, 'heroes');
        }
        const placeholders = contentPlaceholders(2);
        const sets = CONTENT_COLUMNS.map((column, i) => `${column} = ${placeholders[i]}`);
        const updated = await tx.query(
          `UPDATE heroes SET ${sets.join(', ')}, version = version + 1, updated_at = now()
           WHERE id = $1 AND version = $2 RETURNING id`,
          [id, baseVersion, ...contentParams(input)],
        );
        if (!updated.length) throw conflict(THIS_HERO);
        if (old.tier !== input.tier) {
          await tx.query(
            'INSERT INTO hero_tier_changes (hero_id, from_tier, to_tier) VALUES ($1, $2, $3)',
            [id, old.tier, input.tier],
          );
        }
        if (old.image_path !== input.imagePath) await deleteFileIfUnused(store, tx, old.image_path);
        return find(tx, id);
      }),

    remove: (id: string) =>
      db.transaction(async (tx) => {
        const [row] = await tx.query<{ image_path: string }>(
          'DELETE FROM heroes WHERE id = $1 RETURNING image_path',
          [id],
        );
        if (!row) throw notFound(THIS_HERO);
        await deleteFileIfUnused(store, tx, row.image_path);
      }),

    /** All of them or none: one transaction. */
    insertMany: (inputs: HeroInput[]) => db.transaction((tx) => insertHeroes(tx, inputs)),
  };
}

export type HeroRepository = ReturnType<typeof heroRepository>;
