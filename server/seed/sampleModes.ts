import type { GameModeInput } from '../../src/domain/gameMode';
import type { TierLegend } from '../../src/domain/siteSettings';

export type SampleModeName = 'Campaign' | 'Arena' | 'Guild Boss' | 'Dungeon';

/** The sample game modes, in list order (docs/product.md#game-modes). */
export const SAMPLE_MODES: (GameModeInput & { name: SampleModeName })[] = [
  {
    name: 'Campaign',
    description: 'The story chapters: waves of monsters, then a boss at the end of each stage.',
    position: 0,
  },
  {
    name: 'Arena',
    description: "Fights against other players' defense teams, ranked over a season.",
    position: 1,
  },
  {
    name: 'Guild Boss',
    description: 'The weekly boss the whole guild hits together, ranked by damage dealt.',
    position: 2,
  },
  {
    name: 'Dungeon',
    description: 'Floor after floor of elites with no healing between fights.',
    position: 3,
  },
];

/**
 * Each sample hero's tier and reason per mode, by mode name (the ids are made when the modes are
 * stored): every hero is rated in two modes at least, most in three or four, mostly at tiers that
 * differ from their overall one. Fictional, like the heroes.
 */
export const SAMPLE_RATINGS: Record<string, Partial<Record<SampleModeName, [string, string]>>> = {
  'Aurelia the Dawnblade': {
    Campaign: [
      'SS',
      'Clears every chapter boss on her own once her speed is raised; more than the early waves need.',
    ],
    Arena: [
      'S',
      'Hits hard, but most assassins act before her and she rarely lives past round one.',
    ],
    'Guild Boss': [
      'Meta',
      'The highest single-target damage on the guild boss, and her shield carries the team through the enrage.',
    ],
    Dungeon: ['SS', 'Her self-heal keeps her going on long floors where the healers run dry.'],
  },
  'Korrin Ashfang': {
    Campaign: ['S', 'Fast clears, but he stalls against the armored bosses of the later chapters.'],
    Arena: [
      'Meta',
      'Acts first in almost every match and removes the enemy healer before it moves.',
    ],
    'Guild Boss': [
      'A',
      'His burst is wasted on a boss with this much HP; bring him for the speed.',
    ],
    Dungeon: [
      'S+',
      'Picks off elites before they act, which saves the healing for the boss floors.',
    ],
  },
  'Seraphine Vale': {
    Campaign: ['S', 'More healing than the story needs, but she makes the hardest stages safe.'],
    Arena: ['SS', 'Her cleanse undoes most opening combos. Pair her with a fast tank.'],
    'Guild Boss': ['S+', 'Keeps the team standing until the timer ends, so every hit counts.'],
    Dungeon: [
      'Meta',
      'The one healer who keeps a team topped up from the first floor to the last.',
    ],
  },
  'Mordrek Ironhide': {
    Campaign: ['A+', 'Soaks chapter bosses well, though his low damage slows the clears.'],
    Arena: ['S+', 'A wall on defense: attackers run out of time before he falls.'],
    Dungeon: ['S', 'His taunt keeps elites off the back line on the hardest floors.'],
  },
  'Lyssa Moonwhisper': {
    Campaign: ['S+', 'Her area spells wipe whole waves: the fastest way through the story.'],
    Arena: ['B', 'Too slow and too fragile for the opening turns of a match.'],
    Dungeon: ['S', 'Clears the crowded floors quickly; single bosses take her longer.'],
  },
  'Thane Brightforge': {
    Campaign: ['A', 'Sturdy and steady, a safe front line while better tanks are built.'],
    Arena: ['C', 'Rarely gets to act before the enemy damage dealers do.'],
    'Guild Boss': ['S', "His armor break raises the whole team's damage on the boss."],
  },
  'Vex the Unbound': {
    Campaign: ['A', 'Good wave clear for a rare hero, and a fine pick early on.'],
    Arena: ['C', 'Falls before his big spell comes up.'],
    Dungeon: ['B', 'Runs out of energy halfway through the longer floors.'],
  },
  'Isolde Frostwarden': {
    Campaign: ['C', 'Adds little to story stages that a damage dealer would not do better.'],
    Arena: ['B', 'Her freeze can steal a turn, but the team must be built around her.'],
    'Guild Boss': [
      'A',
      'Her slow on the boss buys the healers time. Worth a slot until better supports arrive.',
    ],
  },
  'Garruk Stonefist': {
    Campaign: ['C', 'Survives the first chapters, then falls behind.'],
    Arena: ['Food', 'Nothing he does changes a match. Feed him to a hero you use.'],
  },
  'Nyra Emberveil': {
    Campaign: ['S+', 'Burns through chapter bosses; waves take her a little longer.'],
    Arena: ['S', 'A strong opener when she acts first, which is not often.'],
    'Guild Boss': [
      'SS',
      'Her burn stacks on the boss, so her damage grows through the whole fight.',
    ],
    Dungeon: ['S+', 'Her burns keep ticking while the team heals.'],
  },
  'Calder Stormcaller': {
    Campaign: ['A', 'His buff is more than story stages call for.'],
    'Guild Boss': ['S+', 'His energy buff lets the main damage dealer cast twice as often.'],
    Dungeon: ['A+', 'A good buffer, but his team needs a healer beside him.'],
  },
  'Pip Thistledown': {
    Campaign: ['A+', 'Keeps a new team alive through the story at no cost.'],
    Dungeon: ['S', 'Cheap heals that keep up with the floors: the best healer a new account has.'],
  },
};

/** What each tier means to a player, as the tier list's legend shows it. */
export const SAMPLE_TIER_LEGEND: TierLegend = {
  Meta: 'Defines the game right now: build your teams around these heroes first.',
  SS: 'Top of every team they fit. Worth your best gear and rarest materials.',
  'S+': 'Excellent almost everywhere, a step short of the very best.',
  S: 'Strong and reliable: a safe place for your upgrades.',
  'A+': 'Good at a clear job, and great in the right team.',
  A: 'Solid for now. Replace them when something better arrives.',
  B: 'Usable in a pinch, or in the one mode they were made for.',
  C: 'Weak in most teams. Level them only when nothing else is left.',
  Food: 'Feed them to other heroes as upgrade material.',
};
