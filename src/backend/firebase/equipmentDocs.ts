/**
 * How an equipment document is read and written, and what its history keeps (docs/firebase.md).
 * Unlike the other records' mappings, it is not in the adapter's first load (vite.config.ts): only
 * the equipment pages, the equipment writes and the history download it, not every visitor.
 */
import type { DocumentData } from 'firebase/firestore/lite';
import {
  storedEquipmentStats,
  type EquipmentInput,
  type EquipmentItem,
  type EquipmentRarity,
} from '../../domain/equipment';
import { contentOfRecord } from '../../domain/history';
import { isoOf, textOf, versionOf } from './converters';
import type { HistoryOf } from './revisions';

/** What an equipment document holds besides its image's URL, times and version (docs/firebase.md). */
export const equipmentFields = (input: EquipmentInput): EquipmentInput => ({
  name: input.name,
  slot: input.slot,
  rarity: input.rarity,
  stats: input.stats.map(({ label, value }) => ({ label, value })),
  setBonus: input.setBonus,
  howToGet: input.howToGet,
  imagePath: input.imagePath,
});

export function equipmentFromDoc(id: string, data: DocumentData): EquipmentItem {
  const image = textOf(data.imageUrl);
  return {
    id,
    name: textOf(data.name),
    slot: textOf(data.slot),
    // Every write checks it against EQUIPMENT_RARITIES (the rules and the adapter's schema).
    rarity: textOf(data.rarity) as EquipmentRarity,
    stats: storedEquipmentStats(data.stats),
    setBonus: textOf(data.setBonus),
    howToGet: textOf(data.howToGet),
    imagePath: textOf(data.imagePath),
    imageUrl: image,
    // Firebase makes no thumbnails: lists show the image itself.
    thumbnailUrl: image,
    createdAt: isoOf(data.createdAt),
    updatedAt: isoOf(data.updatedAt),
    version: versionOf(data),
  };
}

export const equipmentHistory = (id: string) =>
  ({
    collection: 'equipment',
    itemId: id,
    content: (data) => contentOfRecord('equipment', equipmentFromDoc(id, data)),
    files: (data) => {
      const path = equipmentFromDoc(id, data).imagePath;
      return path ? [path] : [];
    },
    imageUrls: (data) => {
      const item = equipmentFromDoc(id, data);
      return item.imagePath ? { [item.imagePath]: item.imageUrl } : {};
    },
    writtenAt: (data) => equipmentFromDoc(id, data).updatedAt,
  }) satisfies HistoryOf & { collection: 'equipment' };
