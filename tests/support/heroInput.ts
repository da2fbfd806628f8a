import type { HeroInput, HeroStats } from '../../src/domain/hero';
import type { HeroSkill } from '../../src/domain/heroSkill';
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

/** A valid skill with every field and one upgrade filled in, under what a test sets. */
export const testSkill = (overrides: Partial<HeroSkill> = {}): HeroSkill => ({
  name: 'Blazing Arc',
  kind: 'Active',
  cooldown: '8 s',
  description: '<p>Fire.</p>',
  upgrades: [{ level: 'Lv 2', effect: '+10% damage' }],
  ...overrides,
});

/** Two skills: one with every field and an upgrade, one with no more than its name and kind. */
export const TWO_SKILLS: HeroSkill[] = [
  {
    name: 'Gale Step',
    kind: 'Active',
    cooldown: '6 s',
    description: '<p>Dashes.</p>',
    upgrades: [{ level: 'Lv 2', effect: 'Dashes twice.' }],
  },
  { name: 'Tailwind', kind: 'Passive', cooldown: '', description: '', upgrades: [] },
];

/**
 * Three skills, one of each kind: the first with every field and two upgrades, the second with no
 * more than its name and kind. For lists kept in their order.
 */
export const THREE_SKILLS: [HeroSkill, HeroSkill, HeroSkill] = [
  testSkill({
    description: '<p>Deals <strong>fire</strong> damage.</p>',
    upgrades: [
      { level: 'Lv 2', effect: '+10% damage' },
      { level: 'Lv 3', effect: 'Burns for 2 turns' },
    ],
  }),
  { name: 'Dawn Ward', kind: 'Passive', cooldown: '', description: '', upgrades: [] },
  {
    name: 'Sun Nova',
    kind: 'Ultimate',
    cooldown: '3 turns',
    description: '<p>Blinds.</p>',
    upgrades: [{ level: 'Lv 2', effect: 'Blinds longer' }],
  },
];

/** The stats a filled-in test hero has. */
export const TEST_STATS: HeroStats = { ATK: '100', DEF: '50', HP: '900', SPD: '10' };

/** A valid hero with its stats and some recommendations filled in, under what a test sets. */
export function filledHeroInput(overrides: Partial<HeroInput> = {}): HeroInput {
  return testHeroInput({
    stats: { ...TEST_STATS },
    recommendedTalisman: ['Phoenix Sigil'],
    recommendedPet: ['Cinder Fox'],
    ...overrides,
  });
}

/**
 * Heroes named for their tiers, in the order a list of them is not in; a hero list orders them by
 * tier, then name, with tiers it does not know last: `ORDERED_BY_TIER`.
 */
export const HEROES_BY_TIER = [
  ['Zed', 'Z'],
  ['Bea', 'S'],
  ['Al', 'S'],
  ['Mo', 'Meta'],
  ['Cy', 'Food'],
] as const;
export const ORDERED_BY_TIER = ['Mo', 'Al', 'Bea', 'Cy', 'Zed'];
