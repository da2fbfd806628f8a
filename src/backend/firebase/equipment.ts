import type { EquipmentApi, SettingsApi } from '../contract';
import {
  compareEquipment,
  EQUIPMENT_IMAGE_FOLDER,
  type EquipmentInput,
} from '../../domain/equipment';
import { parseOrInvalid } from '../../domain/validation';
import { adminEmail } from './adminGuard';
import { equipmentFields, equipmentFromDoc, equipmentHistory } from './equipmentDocs';
import { lazyModule } from './lazyModule';
import type { recordCollection } from './recordCollection';
import type { FirebaseServices } from './services';
import { storedImageUrl } from './storedImages';
import type { WriteBy } from './versionedWrite';

const THIS_ITEM = 'This equipment item';

/** The zod schema is downloaded with the first write, not by every visitor. */
const equipmentRules = lazyModule(() => import('../../domain/equipmentSchema'));

/**
 * What this module, loaded on its first call (index.ts), is handed by the adapter rather than
 * importing itself: imported from here, the bundler moved them and the history modules they import
 * out of the adapter's chunk into one more chunk that every visitor downloads, 350 bytes gzip
 * past the first-load budget (docs/decisions.md#visitor-budget).
 */
export interface AdapterKit {
  recordCollection: typeof recordCollection;
  nowIso: () => string;
}

/**
 * Equipment items (docs/product.md#equipment-items): documents of `equipment`, listed in the order
 * of the site settings' slot list. An item's image must be a file uploaded into `equipment/`.
 */
export function createFirebaseEquipment(
  services: FirebaseServices,
  /** The site settings, for the slot list the items are ordered by. */
  settings: Pick<SettingsApi, 'getSite'>,
  { recordCollection, nowIso }: AdapterKit,
): EquipmentApi {
  const items = recordCollection(
    services,
    'equipment',
    THIS_ITEM,
    equipmentFromDoc,
    equipmentHistory,
  );

  /** The input as the schema cleans it (trimmed, defaults filled), or `invalid` by field. */
  async function checked(input: EquipmentInput): Promise<EquipmentInput> {
    return parseOrInvalid((await equipmentRules()).equipmentInputSchema, input);
  }

  /** The download URL of an image the item is about to show ('' for none). */
  const imageUrlOf = (path: string) =>
    path ? storedImageUrl(services, path, EQUIPMENT_IMAGE_FOLDER) : Promise.resolve('');

  return {
    async list() {
      const [all, site] = await Promise.all([items.list(), settings.getSite()]);
      return all.sort(compareEquipment(site.equipmentSlots));
    },

    get: (id) => items.get(id),

    async create(input) {
      const author = await adminEmail(services);
      const item = await checked(input);
      const imageUrl = await imageUrlOf(item.imagePath);
      const now = nowIso();
      const data = {
        ...equipmentFields(item),
        imageUrl,
        createdAt: now,
        updatedAt: now,
        version: 1,
      };
      return items.add(data, { author });
    },

    async update(id, input, baseVersion, by?: Pick<WriteBy, 'action'>) {
      const author = await adminEmail(services);
      const item = await checked(input);
      const { record } = await items.update(
        id,
        baseVersion,
        async (stored) => {
          const old = equipmentFromDoc(id, stored);
          // The stored URL is kept unless the image itself changed.
          const imageUrl =
            item.imagePath === old.imagePath ? old.imageUrl : await imageUrlOf(item.imagePath);
          return { ...equipmentFields(item), imageUrl, updatedAt: nowIso() };
        },
        { author, ...by },
      );
      // The earlier image stays: the version kept in history still shows it.
      return record;
    },

    /** Into the trash: the image stays until the item is purged (history.ts). */
    async remove(id) {
      await items.remove(id, { author: await adminEmail(services) });
    },
  };
}
