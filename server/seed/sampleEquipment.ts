import type { EquipmentInput, EquipmentRarity } from '../../src/domain/equipment';
import { initialsOf } from '../../src/domain/heroPortrait';

/**
 * A sample item as written: everything but its image, which is stored when seeding
 * (server/seed/sampleImages.ts).
 */
export type SampleEquipment = Omit<EquipmentInput, 'imagePath'>;

const DAWNFORGED = 'Dawnforged set (2 items): skills deal 10% more damage.';
const STORMCALLER = 'Stormcaller set (2 items): +15 SPD at the start of every battle.';

/**
 * The sample equipment (docs/product.md#equipment-items): every default slot, every rarity, stats
 * on each, two sets of two items, and where each is found. Fictional, like the heroes.
 */
export const SAMPLE_EQUIPMENT: SampleEquipment[] = [
  {
    name: 'Dawnforged Blade',
    slot: 'Weapon',
    rarity: 'Mythic',
    stats: [
      { label: 'ATK', value: '+420' },
      { label: 'Crit rate', value: '+12%' },
    ],
    setBonus: DAWNFORGED,
    howToGet: 'Forged from 50 Dawn Shards, dropped by the weekly Guild Boss.',
  },
  {
    name: 'Ember Longbow',
    slot: 'Weapon',
    rarity: 'Epic',
    stats: [
      { label: 'ATK', value: '+260' },
      { label: 'SPD', value: '+8' },
    ],
    setBonus: '',
    howToGet: 'Arena shop, 1,200 medals.',
  },
  {
    name: 'Rusted Shortsword',
    slot: 'Weapon',
    rarity: 'Common',
    stats: [{ label: 'ATK', value: '+40' }],
    setBonus: '',
    howToGet: 'Dropped by the monsters of Campaign chapter 1.',
  },
  {
    name: 'Dawnforged Plate',
    slot: 'Armor',
    rarity: 'Legendary',
    stats: [
      { label: 'DEF', value: '+300' },
      { label: 'HP', value: '+1,800' },
    ],
    setBonus: DAWNFORGED,
    howToGet: 'Chests of Dungeon floors 40 and up.',
  },
  {
    name: "Warden's Mail",
    slot: 'Armor',
    rarity: 'Rare',
    stats: [
      { label: 'DEF', value: '+120' },
      { label: 'HP', value: '+600' },
    ],
    setBonus: '',
    howToGet: 'The boss of Campaign chapter 6.',
  },
  {
    name: 'Stormcaller Helm',
    slot: 'Helmet',
    rarity: 'Epic',
    stats: [
      { label: 'HP', value: '+900' },
      { label: 'Effect resist', value: '+6%' },
    ],
    setBonus: STORMCALLER,
    howToGet: 'Guild shop, once a week.',
  },
  {
    name: "Wayfarer's Hood",
    slot: 'Helmet',
    rarity: 'Common',
    stats: [{ label: 'HP', value: '+150' }],
    setBonus: '',
    howToGet: 'Daily login reward, day 3.',
  },
  {
    name: 'Stormcaller Ring',
    slot: 'Accessory',
    rarity: 'Legendary',
    stats: [
      { label: 'Crit damage', value: '+25%' },
      { label: 'SPD', value: '+10' },
    ],
    setBonus: STORMCALLER,
    howToGet: 'Arena season reward for the top 100.',
  },
  {
    name: "Pilgrim's Charm",
    slot: 'Accessory',
    rarity: 'Rare',
    stats: [{ label: 'Effect hit', value: '+8%' }],
    setBonus: '',
    howToGet: 'Event shop, exchanged for festival tokens.',
  },
  {
    name: 'Swiftstep Boots',
    slot: 'Boots',
    rarity: 'Epic',
    stats: [
      { label: 'SPD', value: '+24' },
      { label: 'HP', value: '+300' },
    ],
    setBonus: '',
    howToGet: 'The chest of Dungeon floor 25.',
  },
];

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
export function equipmentIconSvg(name: string, rarity: EquipmentRarity): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    `<rect width="256" height="256" rx="24" fill="${RARITY_COLOURS[rarity]}"/>`,
    '<polygon points="128,22 234,128 128,234 22,128" fill="none" stroke="#ffffff" stroke-opacity="0.4" stroke-width="6"/>',
    '<text x="128" y="152" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="72" fill="#ffffff">',
    initialsOf(name),
    '</text>',
    '</svg>',
  ].join('');
}
