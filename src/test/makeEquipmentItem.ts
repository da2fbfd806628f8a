import type { EquipmentItem } from '../domain/equipment';

/** A stored equipment item for component tests. */
export function makeEquipmentItem(overrides: Partial<EquipmentItem> = {}): EquipmentItem {
  const name = overrides.name ?? 'Test Blade';
  return {
    id: overrides.id ?? name.toLowerCase().replace(/\W+/g, '-'),
    name,
    slot: 'Weapon',
    rarity: 'Rare',
    stats: [
      { label: 'ATK', value: '+120' },
      { label: 'Crit', value: '5%' },
      { label: 'SPD', value: '+3' },
    ],
    setBonus: '',
    howToGet: '',
    imagePath: '',
    imageUrl: '',
    thumbnailUrl: '',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}
