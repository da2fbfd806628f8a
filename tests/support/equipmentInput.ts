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

/**
 * An item sent with spaces around its texts and an empty stat line, with its image: it is stored
 * trimmed and without the empty line, as UNTRIMMED_ITEM_STORED shows (docs/product.md#equipment-items).
 */
export const untrimmedItem = (name: string, imagePath: string): EquipmentInput => ({
  name: `  ${name} `,
  slot: ' Weapon ',
  rarity: 'Mythic',
  stats: [
    { label: ' ATK ', value: '+420 ' },
    { label: '', value: '' },
  ],
  setBonus: ' Dawn set (2 items): +10% skill damage. ',
  howToGet: 'Guild Boss.',
  imagePath,
});

/** What an untrimmed item is stored as, beside its name and image. */
export const UNTRIMMED_ITEM_STORED = {
  slot: 'Weapon',
  rarity: 'Mythic',
  stats: [{ label: 'ATK', value: '+420' }],
  setBonus: 'Dawn set (2 items): +10% skill damage.',
  howToGet: 'Guild Boss.',
};
