/**
 * What an item of equipment is (docs/product.md#equipment): its record and the game's rarities.
 * Apart from the rules in equipment.ts, which re-exports it, so that liveEquipment.ts can name an
 * item without importing those rules, and no two modules of the domain import each other.
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
