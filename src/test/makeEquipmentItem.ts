import type { EquipmentInput, EquipmentItem } from '../domain/equipment';

/** Three stat lines, so that a test sees a list kept in its order. */
const STATS = [
  { label: 'ATK', value: '+120' },
  { label: 'Crit', value: '5%' },
  { label: 'SPD', value: '+3' },
];

/** What an admin's equipment form sends, for tests; the texts and image are left empty. */
export function makeEquipmentInput(overrides: Partial<EquipmentInput> = {}): EquipmentInput {
  return {
    name: 'Test Blade',
    slot: 'Weapon',
    rarity: 'Rare',
    // A copy per item, so that a test changing one item's stats changes no other.
    stats: STATS.map((stat) => ({ ...stat })),
    setBonus: '',
    howToGet: '',
    imagePath: '',
    ...overrides,
  };
}

/** A stored equipment item for component tests. */
export function makeEquipmentItem(overrides: Partial<EquipmentItem> = {}): EquipmentItem {
  const name = overrides.name ?? 'Test Blade';
  return {
    id: overrides.id ?? name.toLowerCase().replace(/\W+/g, '-'),
    ...makeEquipmentInput(),
    imageUrl: '',
    thumbnailUrl: '',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}
