import { TIER_ORDER } from '../src/domain/hero';

const WORDS = ['Aurora', 'Árvid', 'Korrin', 'Héloïse', 'Zed', 'Mira', 'Thorn', 'Sable', 'Ilka'];
/** Tiers the spec does not list, which sort after the known ones. */
const EXTRA_TIERS = ['Z', 'Legacy'];

/**
 * Heroes in the import format, every list filled, no images, every tier used: `{word}{infix} {i}`
 * (an infix keeps them apart from heroes already there, such as the sample's).
 */
export function generatedHeroes(count: number, infix = '') {
  const tiers = [...TIER_ORDER, ...EXTRA_TIERS];
  return Array.from({ length: count }, (_, i) => ({
    name: `${WORDS[i % WORDS.length]}${infix} ${i}`,
    tier: tiers[i % tiers.length],
    description: `Generated hero number ${i}, with a description of ordinary length for the list.`,
    stats: { ATK: String(1000 + i), DEF: String(500 + (i % 300)), HP: String(6000 + i), SPD: '90' },
    recommendedTalisman: ['Phoenix Sigil', 'Warden Seal', 'Sage Token', 'Tempest Charm'],
    recommendedSpirit: ['Tide Spirit'],
    recommendedRune: ['Fury Rune'],
    recommendedCodex: ['Codex of Tides'],
    recommendedPet: [{ name: 'Cinder Fox' }, { name: 'Frost Pup' }],
  }));
}
