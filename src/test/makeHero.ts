import type { Hero } from '../domain/hero';

/** A stored hero for component tests. */
export function makeHero(overrides: Partial<Hero> = {}): Hero {
  const name = overrides.name ?? 'Test Hero';
  return {
    id: overrides.id ?? name.toLowerCase().replace(/\W+/g, '-'),
    name,
    tier: 'S',
    description: `${name} is a test hero.`,
    stats: { ATK: '100', DEF: '50', HP: '900', SPD: '' },
    recommendedTalisman: ['Phoenix Sigil'],
    recommendedSpirit: [],
    recommendedRune: [],
    recommendedCodex: [],
    recommendedPet: ['Cinder Fox'],
    role: '',
    faction: '',
    rarity: '',
    buildNotes: '',
    imagePath: '',
    imageUrl: '',
    thumbnailUrl: '',
    tierHistory: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}
