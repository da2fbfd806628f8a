import type { Database, Queryable } from '../db/database';
import { storedPathOfUrl } from '../files/fileUrls';
import { createDbFileStore } from '../files/fileStore';
import { sanitizeGuideHtml } from '../guides/sanitizeGuideHtml';
import { revisionLog, type WriteBy } from './revisionLog';
import { requireStoredImage } from './fileReferences';
import {
  CONTENT_COLUMNS,
  HERO_SELECT,
  contentParams,
  contentPlaceholders,
  heroFromRow,
  heroInputFromRow,
  type HeroRow,
} from './heroRows';
import { equipmentFromRow, type EquipmentRow } from './equipment';
import { gameModeFromRow, type GameModeRow } from './modes';
import { lockForUpdate, trashRow } from './versionedRows';
import { notFound } from '../../src/domain/errors';
import { sortGameModes, type GameMode } from '../../src/domain/gameMode';
import { compareHeroes, type Hero, type HeroInput } from '../../src/domain/hero';
import { cleanedHero } from '../../src/domain/heroBuildNotes';
import { requireLiveEquipment } from '../../src/domain/heroEquipment';
import { tierMoves } from '../../src/domain/heroRatings';
import { contentOfRecord } from '../../src/domain/history';
import type { ImportImages, ImportPreview } from '../../src/domain/heroImportPlanTypes';
import { imagesOfPlan, importHeroes, previewImport } from '../../src/domain/heroImportRun';

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

/**
 * The live game modes in list order: the names an import's ratings are read by. `lock` keeps them
 * until the transaction ends, so that no mode is renamed or deleted between an import's plan and
 * its writes (a mode's writes wait for it; they touch no hero, so nothing waits the other way).
 */
async function liveModes(q: Queryable, { lock = false } = {}): Promise<GameMode[]> {
  const rows = await q.query<GameModeRow>(
    `SELECT * FROM game_modes WHERE deleted_at IS NULL${lock ? ' FOR SHARE' : ''}`,
  );
  return sortGameModes(rows.map(gameModeFromRow));
}

/**
 * The live equipment items: the names an import's recommended equipment is read by. `lock` holds
 * them until the transaction ends, like the modes (an item's delete waits; it touches no hero).
 */
async function liveEquipmentItems(q: Queryable, basePath: string, { lock = false } = {}) {
  const rows = await q.query<EquipmentRow>(
    `SELECT * FROM equipment WHERE deleted_at IS NULL ORDER BY created_at, id${lock ? ' FOR SHARE' : ''}`,
  );
  return rows.map((row) => equipmentFromRow(row, basePath));
}

/**
 * Refuses a write whose recommended equipment adds an item that is not live now; ids the hero
 * already had stay (docs/product.md#hero-equipment). The rows read are held (FOR SHARE) until the
 * transaction ends, so none of them goes to the trash before the hero is written.
 */
async function requireLiveEquipmentNow(tx: Queryable, ids: readonly string[], kept: string[]) {
  if (!ids.length) return;
  const rows = await tx.query<{ id: string }>(
    'SELECT id FROM equipment WHERE id = ANY($1::text[]) AND deleted_at IS NULL FOR SHARE',
    [[...new Set(ids)]],
  );
  requireLiveEquipment(ids, new Set(rows.map((row) => row.id)), kept);
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
  const isOwnImage = (src: string) => storedPathOfUrl(basePath, src) !== null;
  /** Every write stores build notes cleaned (src/domain/heroBuildNotes.ts). */
  const clean = <T extends HeroInput>(input: T) =>
    cleanedHero(input, sanitizeGuideHtml, isOwnImage);
  /** An import cleans each entry's notes as it plans, so the preview shows what is stored. */
  const importNotes = { sanitize: sanitizeGuideHtml, isOwnImage };

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

  async function listHeroes(): Promise<Hero[]> {
    const rows = await db.query<HeroRow>(HERO_SELECT);
    return rows.map((row) => heroFromRow(row, basePath)).sort(compareHeroes);
  }

  /**
   * Writes `input` over the locked row `old`, keeping history and the tier moves as an edit does:
   * the overall tier's, then one per game mode whose tier moved (src/domain/heroRatings.ts).
   */
  async function replaceHero(tx: Queryable, old: HeroRow, input: HeroInput, by: WriteBy) {
    const placeholders = contentPlaceholders(1);
    const sets = CONTENT_COLUMNS.map((column, i) => `${column} = ${placeholders[i]}`);
    const [row] = await tx.query<HeroRow>(
      `UPDATE heroes SET ${sets.join(', ')}, version = version + 1, updated_at = now()
       WHERE id = $1 RETURNING *`,
      [old.id, ...contentParams(input)],
    );
    if (!row) throw new Error('UPDATE heroes returned no row');
    // The earlier image stays: the version kept in history still shows it.
    await history.updated(tx, versionOf(row), versionOf(old), by);
    const moves = tierMoves(heroInputFromRow(old), input);
    if (moves.length) {
      // One statement: the moves share the save's time and keep their order by id.
      const values = moves.map((_, n) => `($1, $${n * 3 + 2}, $${n * 3 + 3}, $${n * 3 + 4})`);
      await tx.query(
        `INSERT INTO hero_tier_changes (hero_id, mode_id, from_tier, to_tier)
         VALUES ${values.join(', ')}`,
        [old.id, ...moves.flatMap((move) => [move.mode, move.from, move.to])],
      );
    }
  }

  /** Inserts new heroes with their first versions. */
  async function insertWithHistory(tx: Queryable, inputs: HeroInput[], by: WriteBy) {
    const ids = await insertHeroes(tx, inputs);
    const records = ids.map((itemId, index) => ({
      collection: 'heroes' as const,
      itemId,
      version: 1,
      content: inputs[index]!,
    }));
    await history.createdMany(tx, records, by);
    return ids;
  }

  return {
    list: listHeroes,

    get: (id: string) => find(db, id),

    create: (raw: HeroInput, by: WriteBy) =>
      db.transaction(async (tx) => {
        const input = clean(raw);
        if (input.imagePath) await requireStoredImage(store, tx, input.imagePath, 'heroes');
        await requireLiveEquipmentNow(tx, input.recommendedEquipment, []);
        const [id] = await insertHeroes(tx, [input]);
        if (!id) throw new Error('INSERT INTO heroes returned no row');
        await history.created(tx, versionOf(await rowOf(tx, id)), by);
        return find(tx, id);
      }),

    update: (id: string, raw: HeroInput, baseVersion: number, by: WriteBy) =>
      db.transaction(async (tx) => {
        const input = clean(raw);
        // The row lock makes the old tier and image we read the ones this update replaces.
        const old = await lockForUpdate<HeroRow>(tx, 'heroes', id, baseVersion, THIS_HERO);
        if (input.imagePath && input.imagePath !== old.image_path) {
          await requireStoredImage(store, tx, input.imagePath, 'heroes');
        }
        const kept = heroInputFromRow(old).recommendedEquipment;
        await requireLiveEquipmentNow(tx, input.recommendedEquipment, kept);
        await replaceHero(tx, old, input, by);
        return find(tx, id);
      }),

    /** Into the trash: the image stays until the hero is purged. */
    remove: (id: string, by: WriteBy) =>
      db.transaction(async (tx) => {
        const row = await trashRow<HeroRow>(tx, 'heroes', id, by.author, THIS_HERO);
        await history.event(tx, versionOf(row), 'deleted', by.author);
      }),

    /** What importing `data` would do now, writing nothing. */
    previewImport: async (data: unknown, imageFiles: readonly string[]): Promise<ImportPreview> => {
      const [existing, modes, items] = await Promise.all([
        listHeroes(),
        liveModes(db),
        liveEquipmentItems(db, basePath),
      ]);
      return previewImport(data, existing, modes, items, imageFiles, importNotes);
    },

    /**
     * All of it or none: one transaction, planned against the heroes, the live game modes and the
     * live equipment items as they are inside it (every live hero is locked, and every live mode
     * and item held from a rename or a delete, so no edit slips in between the plan and its
     * writes).
     */
    importMany: (data: unknown, images: ImportImages, by: WriteBy) =>
      db.transaction(async (tx) => {
        const rows = await tx.query<HeroRow>(
          'SELECT * FROM heroes WHERE deleted_at IS NULL ORDER BY created_at, id FOR UPDATE',
        );
        const stored = new Map(rows.map((row) => [row.id, row]));
        const existing = rows.map((row) => heroFromRow({ ...row, tier_history: [] }, basePath));
        const modes = await liveModes(tx, { lock: true });
        const items = await liveEquipmentItems(tx, basePath, { lock: true });
        // The plan's heroes carry their build notes cleaned already.
        return importHeroes(data, existing, modes, items, images, importNotes, async (plan) => {
          for (const path of imagesOfPlan(plan, images)) {
            await requireStoredImage(store, tx, path, 'heroes');
          }
          if (plan.creates.length) await insertWithHistory(tx, plan.creates, by);
          for (const update of plan.updates) {
            await replaceHero(tx, stored.get(update.id)!, update.hero, by);
          }
        });
      }),
  };
}

export type HeroRepository = ReturnType<typeof heroRepository>;
