import type { Database, Queryable } from '../db/database';
import { createDbFileStore } from '../files/fileStore';
import { fileUrl, thumbnailUrl } from '../files/fileUrls';
import { requireStoredImage } from './fileReferences';
import { revisionLog, type WriteBy } from './revisionLog';
import { lockForUpdate, trashRow } from './versionedRows';
import { notFound } from '../../src/domain/errors';
import {
  EQUIPMENT_IMAGE_FOLDER,
  compareEquipment,
  storedEquipmentStats,
  type EquipmentInput,
  type EquipmentItem,
  type EquipmentRarity,
} from '../../src/domain/equipment';
import { contentOfRecord } from '../../src/domain/history';
import { SITE_SETTINGS_ITEM, siteSettingsFromStored } from '../../src/domain/siteSettings';

export interface EquipmentRow {
  id: string;
  name: string;
  slot: string;
  rarity: string;
  stats: unknown;
  set_bonus: string;
  how_to_get: string;
  image_path: string;
  version: number;
  created_at: Date;
  updated_at: Date;
}

const THIS_ITEM = 'This equipment item';

/** The item's fields as its row holds them. */
function equipmentInputFromRow(row: EquipmentRow): EquipmentInput {
  return {
    name: row.name,
    slot: row.slot,
    // Every write and restore checks it against EQUIPMENT_RARITIES.
    rarity: row.rarity as EquipmentRarity,
    stats: storedEquipmentStats(row.stats),
    setBonus: row.set_bonus,
    howToGet: row.how_to_get,
    imagePath: row.image_path,
  };
}

export function equipmentFromRow(row: EquipmentRow, basePath: string): EquipmentItem {
  return {
    ...equipmentInputFromRow(row),
    id: row.id,
    imageUrl: fileUrl(basePath, row.image_path),
    thumbnailUrl: thumbnailUrl(basePath, row.image_path),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    version: row.version,
  };
}

/** An item's row as its history keeps it: what its form writes. */
export const equipmentVersion = (row: EquipmentRow) => ({
  collection: 'equipment' as const,
  itemId: row.id,
  version: row.version,
  content: contentOfRecord('equipment', equipmentInputFromRow(row)),
  at: row.updated_at,
});

/** The content columns in a fixed order, and their values as query parameters ($2 to $8). */
const CONTENT_COLUMNS = 'name, slot, rarity, stats, set_bonus, how_to_get, image_path';
const contentParams = (input: EquipmentInput) => [
  input.name,
  input.slot,
  input.rarity,
  JSON.stringify(input.stats),
  input.setBonus,
  input.howToGet,
  input.imagePath,
];

/** The slots of the site settings, in their order: the list's order (docs/product.md#equipment-slots). */
async function equipmentSlots(q: Queryable): Promise<string[]> {
  const [row] = await q.query<{ value: unknown }>('SELECT value FROM settings WHERE key = $1', [
    SITE_SETTINGS_ITEM,
  ]);
  return siteSettingsFromStored(row?.value).equipmentSlots;
}

/**
 * Equipment items (docs/product.md#equipment-items). Inputs come checked and cleaned by
 * `equipmentInputSchema`; the image must be a file uploaded into the `equipment` folder. An
 * item's slot is kept as written, whether or not the slot list still names it.
 */
export function equipmentRepository(db: Database, basePath: string) {
  const store = createDbFileStore(db);
  const history = revisionLog(basePath);

  async function find(q: Queryable, id: string): Promise<EquipmentItem> {
    const [row] = await q.query<EquipmentRow>(
      'SELECT * FROM equipment WHERE id = $1 AND deleted_at IS NULL',
      [id],
    );
    if (!row) throw notFound(THIS_ITEM);
    return equipmentFromRow(row, basePath);
  }

  return {
    /** The live items by slot (in the slot list's order), rarest first, then by name. */
    async list(): Promise<EquipmentItem[]> {
      const [rows, slots] = await Promise.all([
        db.query<EquipmentRow>('SELECT * FROM equipment WHERE deleted_at IS NULL'),
        equipmentSlots(db),
      ]);
      return rows.map((row) => equipmentFromRow(row, basePath)).sort(compareEquipment(slots));
    },

    /** A live item; one in the trash or purged is not found. */
    get: (id: string) => find(db, id),

    create: (input: EquipmentInput, by: WriteBy) =>
      db.transaction(async (tx) => {
        if (input.imagePath) {
          await requireStoredImage(store, tx, input.imagePath, EQUIPMENT_IMAGE_FOLDER);
        }
        const [row] = await tx.query<EquipmentRow>(
          `INSERT INTO equipment (${CONTENT_COLUMNS})
           VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7) RETURNING *`,
          contentParams(input),
        );
        if (!row) throw new Error('INSERT INTO equipment returned no row');
        await history.created(tx, equipmentVersion(row), by);
        return equipmentFromRow(row, basePath);
      }),

    update: (id: string, input: EquipmentInput, baseVersion: number, by: WriteBy) =>
      db.transaction(async (tx) => {
        // The row lock makes the image we compare with the one this update replaces.
        const old = await lockForUpdate<EquipmentRow>(tx, 'equipment', id, baseVersion, THIS_ITEM);
        if (input.imagePath && input.imagePath !== old.image_path) {
          await requireStoredImage(store, tx, input.imagePath, EQUIPMENT_IMAGE_FOLDER);
        }
        const [row] = await tx.query<EquipmentRow>(
          `UPDATE equipment SET name = $2, slot = $3, rarity = $4, stats = $5::jsonb,
             set_bonus = $6, how_to_get = $7, image_path = $8,
             version = version + 1, updated_at = now()
           WHERE id = $1 RETURNING *`,
          [id, ...contentParams(input)],
        );
        if (!row) throw new Error('UPDATE equipment returned no row');
        // The earlier image stays: the version kept in history still shows it.
        await history.updated(tx, equipmentVersion(row), equipmentVersion(old), by);
        return equipmentFromRow(row, basePath);
      }),

    /** Into the trash: the image stays until the item is purged. */
    remove: (id: string, by: WriteBy) =>
      db.transaction(async (tx) => {
        const row = await trashRow<EquipmentRow>(tx, 'equipment', id, by.author, THIS_ITEM);
        await history.event(tx, equipmentVersion(row), 'deleted', by.author);
      }),
  };
}

export type EquipmentRepository = ReturnType<typeof equipmentRepository>;
