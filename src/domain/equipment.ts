/**
 * Equipment (docs/product.md#equipment): the items a hero can wear, each a record like a code:
 * versioned, kept in history, deleted to the trash. Slots are a list admins keep in the site
 * settings (`equipmentSlots`); rarities are the game's fixed scale below.
 */

/** One line of an item's stats: "ATK" and "+120". */
export interface EquipmentStat {
  label: string;
  value: string;
}

/** What an admin writes. */
export interface EquipmentInput {
  name: string;
  /** A slot's name from the site's slot list (EQUIPMENT_SLOTS_DEFAULT until admins change it). */
  slot: string;
  /** One of EQUIPMENT_RARITIES. */
  rarity: EquipmentRarity;
  stats: EquipmentStat[];
  /** Plain text, '' when the item has no set. */
  setBonus: string;
  /** Plain text: where players find it. */
  howToGet: string;
  /** Storage path of the item's image (from FilesApi.upload, folder `equipment`); '' when none. */
  imagePath: string;
}

export interface EquipmentItem extends EquipmentInput {
  id: string;
  /** Public URL of the image ('' when none). */
  imageUrl: string;
  /** Public URL of a small WebP thumbnail for lists ('' when none). */
  thumbnailUrl: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** The game's rarities, lowest first: the order filters and lists show. */
export const EQUIPMENT_RARITIES = ['Common', 'Rare', 'Epic', 'Legendary', 'Mythic'] as const;
export type EquipmentRarity = (typeof EQUIPMENT_RARITIES)[number];

// The slot list is a site setting: its rules live with the settings, which every page reads.
export { EQUIPMENT_SLOTS_DEFAULT, EQUIPMENT_SLOT_MAX, EQUIPMENT_SLOTS_MAX } from './siteSettings';

export const EQUIPMENT_NAME_MAX = 80;
export const EQUIPMENT_STATS_MAX = 8;
export const EQUIPMENT_STAT_LABEL_MAX = 30;
export const EQUIPMENT_STAT_VALUE_MAX = 30;
export const EQUIPMENT_TEXT_MAX = 300;

/** The folder of the file store that items' images go to. */
export const EQUIPMENT_IMAGE_FOLDER = 'equipment';

export const rarityRank = (rarity: string) =>
  (EQUIPMENT_RARITIES as readonly string[]).indexOf(rarity);

/**
 * The list's order: by slot in the slot list (slots no longer listed after, A–Z), then rarest
 * first, then by name.
 */
export function compareEquipment(
  slots: readonly string[],
): (
  a: Pick<EquipmentInput, 'slot' | 'rarity' | 'name'>,
  b: Pick<EquipmentInput, 'slot' | 'rarity' | 'name'>,
) => number {
  const slotRank = (slot: string) => {
    const index = slots.indexOf(slot);
    return index === -1 ? slots.length : index;
  };
  return (a, b) =>
    slotRank(a.slot) - slotRank(b.slot) ||
    a.slot.localeCompare(b.slot) ||
    rarityRank(b.rarity) - rarityRank(a.rarity) ||
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });
}

/** The items of the filter `?slot=…&rarity=…` (an empty value: any). */
export function filterEquipment<T extends Pick<EquipmentInput, 'slot' | 'rarity'>>(
  items: readonly T[],
  filter: { slot?: string; rarity?: string },
): T[] {
  return items.filter(
    (item) =>
      (!filter.slot || item.slot === filter.slot) &&
      (!filter.rarity || item.rarity === filter.rarity),
  );
}

/**
 * A hero's recommended items that are on the site, in the hero's order: an id of an item in the
 * trash or deleted for good is left out (and comes back with a restored item).
 */
export function liveEquipment<T extends Pick<EquipmentItem, 'id'>>(
  ids: readonly string[],
  items: readonly T[],
): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}
