import type { Database, Queryable } from '../db/database';
import { createDbFileStore } from '../files/fileStore';
import { requireStoredImage } from './fileReferences';
import { HERO_SELECT, heroFromRow, heroInputFromRow, type HeroRow } from './heroRows';
import { equipmentFromRow } from './equipment';
import { fieldsFromRow, recordFromRow, type RecordRow } from './recordColumns';
import { insertRecordRows, versionedRecords } from './versionedRecords';
import { sortGameModes, type GameMode } from '../../src/domain/gameMode';
import { compareHeroes, type HeroInput } from '../../src/domain/hero';
import { cleanedHero } from '../../src/domain/heroBuildNotes';
import { requireLiveEquipment } from '../../src/domain/heroEquipment';
import { tierMoves } from '../../src/domain/heroRatings';
import type { ImportImages, ImportPreview } from '../../src/domain/heroImportPlanTypes';
import { imagesOfPlan, importHeroes, previewImport } from '../../src/domain/heroImportRun';
import type { WriteBy } from './revisionLog';

/** Inserts heroes on the given connection (a transaction when several must land together). */
export async function insertHeroes(tx: Queryable, inputs: HeroInput[]): Promise<string[]> {
  const rows = await insertRecordRows(tx, 'heroes', inputs);
  return rows.map((row) => row.id);
}

/**
 * The live game modes in list order: the names an import's ratings are read by. `lock` keeps them
 * until the transaction ends, so that no mode is renamed or deleted between an import's plan and
 * its writes (a mode's writes wait for it; they touch no hero, so nothing waits the other way).
 */
async function liveModes(q: Queryable, basePath: string, { lock = false } = {}) {
  const rows = await q.query<RecordRow>(
    `SELECT * FROM game_modes WHERE deleted_at IS NULL${lock ? ' FOR SHARE' : ''}`,
  );
  return sortGameModes(
    rows.map(
      (row) =>
        ({ ...fieldsFromRow('modes', row), ...recordFromRow('modes', row, basePath) }) as GameMode,
    ),
  );
}

/**
 * The live equipment items: the names an import's recommended equipment is read by. `lock` holds
 * them until the transaction ends, like the modes (an item's delete waits; it touches no hero).
 */
async function liveEquipmentItems(q: Queryable, basePath: string, { lock = false } = {}) {
  const rows = await q.query<RecordRow>(
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

/**
 * Heroes (docs/product.md#heroes): every write stores the build notes and skills cleaned
 * (src/domain/heroBuildNotes.ts), and keeps each tier move, the overall tier's then one per game
 * mode whose tier moved (src/domain/heroRatings.ts). Into the trash, the image stays until the
 * hero is purged. An import plans against the live heroes, modes and items and writes through
 * the same inserts and versioned updates.
 */
export function heroRepository(db: Database, basePath: string) {
  const store = createDbFileStore(db);
  const records = versionedRecords<'heroes', HeroRow>(db, basePath, 'heroes', {
    select: HERO_SELECT,
    fromRow: heroFromRow,
    sort: (heroes) => heroes.sort(compareHeroes),
    clean: (input, { sanitize, isOwnImage }) => cleanedHero(input, sanitize, isOwnImage),
    check: (tx, input, old) =>
      requireLiveEquipmentNow(
        tx,
        input.recommendedEquipment,
        old ? heroInputFromRow(old).recommendedEquipment : [],
      ),
    async afterUpdate(tx, old, input) {
      const moves = tierMoves(heroInputFromRow(old), input);
      if (!moves.length) return;
      // One statement: the moves share the save's time and keep their order by id.
      const values = moves.map((_, n) => `($1, $${n * 3 + 2}, $${n * 3 + 3}, $${n * 3 + 4})`);
      await tx.query(
        `INSERT INTO hero_tier_changes (hero_id, mode_id, from_tier, to_tier)
         VALUES ${values.join(', ')}`,
        [old.id, ...moves.flatMap((move) => [move.mode, move.from, move.to])],
      );
    },
  });
  /** An import cleans each entry's notes as it plans, so the preview shows what is stored. */
  const importNotes = records.html;

  return {
    ...records,

    /** What importing `data` would do now, writing nothing. */
    previewImport: async (data: unknown, imageFiles: readonly string[]): Promise<ImportPreview> => {
      const [existing, modes, items] = await Promise.all([
        records.list(),
        liveModes(db, basePath),
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
        const modes = await liveModes(tx, basePath, { lock: true });
        const items = await liveEquipmentItems(tx, basePath, { lock: true });
        // The plan's heroes carry their build notes cleaned already.
        return importHeroes(data, existing, modes, items, images, importNotes, async (plan) => {
          for (const path of imagesOfPlan(plan, images)) {
            await requireStoredImage(store, tx, path, 'heroes');
          }
          if (plan.creates.length) {
            const created = await records.insertRows(tx, plan.creates);
            await records.history.createdMany(tx, created.map(records.versionOf), by);
          }
          for (const update of plan.updates) {
            await records.replaceRow(tx, stored.get(update.id)!, update.hero, by);
          }
        });
      }),
  };
}

export type HeroRepository = ReturnType<typeof heroRepository>;
