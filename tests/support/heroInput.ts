import type { HeroInput } from '../../src/domain/hero';
import { emptyHeroInput } from '../../src/domain/heroFields';

/** A valid hero as an admin's form sends it: plain defaults under what a test sets. */
export function testHeroInput(overrides: Partial<HeroInput> = {}): HeroInput {
  return {
    ...emptyHeroInput(),
    name: 'Test Hero',
    tier: 'S',
    description: 'Made by a test.',
    ...overrides,
  };
}
