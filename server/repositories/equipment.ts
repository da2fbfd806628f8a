import type { Database, Queryable } from '../db/database';
import { fieldsFromRow, recordFromRow, type RecordRow } from './recordColumns';
import { versionedRecords } from './versionedRecords';
import {
  compareEquipment,
  storedEquipmentStats,
  type EquipmentItem,
} from '../../src/domain/equipment';
import { SITE_SETTINGS_ITEM, siteSettingsFromStored } from '../../src/domain/siteSettings';

/** The slots of the site settings, in their order: the list's order (docs/product.md#equipment-slots). */
async function equipmentSlots(q: Queryable): Promise<string[]> {
  const [row] = await q.query<{ value: unknown }>('SELECT value FROM settings WHERE key = $1', [
    SITE_SETTINGS_ITEM,
  ]);
  return siteSettingsFromStored(row?.value).equipmentSlots;
}

/** An item as its row holds it: its stats read line by line, as every store reads them. */
export function equipmentFromRow(row: RecordRow, basePath: string): EquipmentItem {
  const item = { ...fieldsFromRow('equipment', row), ...recordFromRow('equipment', row, basePath) };
  return { ...item, stats: storedEquipmentStats(row.stats) } as EquipmentItem;
}

/**
 * Equipment items (docs/product.md#equipment-items). Inputs come checked and cleaned by
 * `equipmentInputSchema`; the image must be a file uploaded into the `equipment` folder (as every
 * record's image must be into its kind's). An item's slot is kept as written, whether or not the
 * slot list still names it. Listed by slot (in the slot list's order), rarest first, then by name.
 */
export const equipmentRepository = (db: Database, basePath: string) =>
  versionedRecords(db, basePath, 'equipment', {
    fromRow: equipmentFromRow,
    sort: async (items, q) => items.sort(compareEquipment(await equipmentSlots(q))),
  });

export type EquipmentRepository = ReturnType<typeof equipmentRepository>;
