import type { EquipmentApi, SettingsApi } from '../contract';
import { compareEquipment, storedEquipmentStats } from '../../domain/equipment';
import { recordApi } from './recordApi';
import { recordDocs } from './recordDocs';
import { recordReads } from './recordReads';
import type { FirebaseServices } from './services';
import type { LazyWrites } from './writes';

/**
 * How an equipment document is read: its stats as our server reads them. Unlike the other records'
 * reads, it is not in the adapter's first load: only the equipment pages, the writes and history
 * download it.
 */
export const EQUIPMENT_DOCS = recordDocs('equipment', {
  subject: 'This equipment item',
  json: { stats: storedEquipmentStats },
});

/**
 * Equipment items (docs/product.md#equipment-items): documents of `equipment`, listed in the order
 * of the site settings' slot list. An item's image must be a file uploaded into `equipment/`.
 */
export function createFirebaseEquipment(
  services: FirebaseServices,
  /** The site settings, for the slot list the items are ordered by. */
  settings: Pick<SettingsApi, 'getSite'>,
  writes: LazyWrites,
): EquipmentApi {
  const items = recordReads(services, 'equipment', EQUIPMENT_DOCS);
  return {
    ...recordApi(items, writes),
    async list() {
      const [all, site] = await Promise.all([items.list(), settings.getSite()]);
      return all.sort(compareEquipment(site.equipmentSlots));
    },
  };
}
