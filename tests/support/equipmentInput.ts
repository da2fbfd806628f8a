import type { EquipmentInput } from '../../src/domain/equipment';

/** A valid equipment item as an admin's form sends it: plain defaults under what a test sets. */
export function testEquipmentInput(overrides: Partial<EquipmentInput> = {}): EquipmentInput {
  return {
    name: 'Test item',
    slot: 'Weapon',
    rarity: 'Epic',
    stats: [],
    setBonus: '',
    howToGet: '',
    imagePath: '',
    ...overrides,
  };
}
