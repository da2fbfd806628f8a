import type { Hero } from '../domain/hero';
import { filledHeroInput, TEST_STATS } from '../../tests/support/heroInput';

/** A stored hero for component tests. */
export function makeHero(overrides: Partial<Hero> = {}): Hero {
  const name = overrides.name ?? 'Test Hero';
  return {
    ...filledHeroInput({
      name,
      description: `${name} is a test hero.`,
      // An empty stat, which the pages show as 0.
      stats: { ...TEST_STATS, SPD: '' },
    }),
    id: overrides.id ?? name.toLowerCase().replace(/\W+/g, '-'),
    imageUrl: '',
    thumbnailUrl: '',
    tierHistory: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}
