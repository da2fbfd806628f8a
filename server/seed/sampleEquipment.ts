import type { EquipmentInput, EquipmentRarity } from '../../src/domain/equipment';
import { initialsSvg } from './heroImage';
import sampleEquipmentFile from './equipment.json';

/**
 * A sample item as written: everything but its image, which is stored when seeding
 * (server/seed/sampleImages.ts).
 */
export type SampleEquipment = Omit<EquipmentInput, 'imagePath'>;

/**
 * The sample equipment (docs/product.md#equipment-items), as data (equipment.json): every default
 * slot, every rarity, stats on each, two sets of two items, and where each is found. Fictional,
 * like the heroes; held to the items' schema when seeding.
 */
export const SAMPLE_EQUIPMENT = sampleEquipmentFile as SampleEquipment[];

/**
 * The items each sample hero recommends, by name, in order (docs/product.md#hero-page): resolved
 * to the items' ids when seeding, so the item pages show "Recommended for".
 */
export const SAMPLE_HERO_EQUIPMENT: Record<string, readonly string[]> = {
  'Aurelia the Dawnblade': ['Dawnforged Blade', 'Dawnforged Plate', 'Stormcaller Ring'],
  'Korrin Ashfang': ['Ember Longbow', 'Swiftstep Boots'],
  'Seraphine Vale': ["Pilgrim's Charm", "Wayfarer's Hood"],
  'Mordrek Ironhide': ["Warden's Mail", 'Stormcaller Helm'],
  'Lyssa Moonwhisper': ['Ember Longbow', 'Stormcaller Ring'],
  'Thane Brightforge': ['Dawnforged Plate', 'Dawnforged Blade'],
  'Vex the Unbound': ['Swiftstep Boots', 'Stormcaller Helm', 'Stormcaller Ring'],
  'Isolde Frostwarden': ["Warden's Mail"],
  'Garruk Stonefist': ['Rusted Shortsword', "Warden's Mail"],
  'Nyra Emberveil': ['Ember Longbow'],
  'Calder Stormcaller': ['Stormcaller Helm', 'Stormcaller Ring'],
  'Pip Thistledown': ["Wayfarer's Hood", 'Swiftstep Boots'],
};

/** A colour per rarity for the sample pictures, from grey to red. */
const RARITY_COLOURS: Record<EquipmentRarity, string> = {
  Common: '#5b6470',
  Rare: '#1f5fa8',
  Epic: '#6b2fa3',
  Legendary: '#a8660f',
  Mythic: '#a3202c',
};

/** A sample item's picture: its initials in a diamond frame, on its rarity's colour. */
export const equipmentIconSvg = (name: string, rarity: EquipmentRarity): string =>
  initialsSvg(name, {
    colour: RARITY_COLOURS[rarity],
    corner: 24,
    frame:
      '<polygon points="128,22 234,128 128,234 22,128" fill="none" stroke="#ffffff" stroke-opacity="0.4" stroke-width="6"/>',
    textY: 152,
    fontSize: 72,
  });
