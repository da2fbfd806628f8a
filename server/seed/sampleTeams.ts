import type { SampleModeName } from './sampleModes';

/** A sample team's slot, by the sample hero's name (the ids are made when the heroes are stored). */
export interface SampleMember {
  hero: string;
  role: string;
  substitutes?: string[];
}

export interface SampleTeam {
  name: string;
  mode: SampleModeName;
  members: SampleMember[];
  /** Guide HTML, stored cleaned by the one sanitizer as every write stores it. */
  notes: string;
  tags: string[];
}

/**
 * The sample teams (docs/product.md#teams): heroes that work together in a game mode, with what
 * each does there and who can stand in. Fictional, like the heroes; spread over the sample modes
 * so the filters and "Pairs well with" have something to show.
 */
export const SAMPLE_TEAMS: SampleTeam[] = [
  {
    name: 'Dawn Burst',
    mode: 'Arena',
    members: [
      { hero: 'Korrin Ashfang', role: 'Opens on the enemy healer' },
      {
        hero: 'Aurelia the Dawnblade',
        role: 'Main damage',
        substitutes: ['Nyra Emberveil'],
      },
      {
        hero: 'Seraphine Vale',
        role: 'Keeps the back row alive',
        substitutes: ['Pip Thistledown'],
      },
      { hero: 'Calder Stormcaller', role: 'Speed buffs on the first turn' },
    ],
    notes:
      '<h2>How it plays</h2><p>Korrin acts first and removes the enemy healer; <strong>Aurelia</strong> then cleans up the rest before the second round.</p><ul><li>Raise Korrin’s speed above every other hero.</li><li>Keep Seraphine’s shield for Aurelia.</li></ul>',
    tags: ['PvP', 'Burst'],
  },
  {
    name: 'Iron Wall',
    mode: 'Dungeon',
    members: [
      { hero: 'Mordrek Ironhide', role: 'Front line, taunts the elites' },
      {
        hero: 'Thane Brightforge',
        role: 'Second tank',
        substitutes: ['Garruk Stonefist'],
      },
      { hero: 'Seraphine Vale', role: 'Healer' },
      { hero: 'Isolde Frostwarden', role: 'Cleanses and slows' },
      {
        hero: 'Lyssa Moonwhisper',
        role: 'Damage from the back row',
        substitutes: ['Vex the Unbound'],
      },
    ],
    notes:
      '<h2>Why it works</h2><p>Two tanks share the hits, so the healer lasts from floor to floor without a rest.</p><ol><li>Let Mordrek taunt first.</li><li>Save Isolde’s cleanse for the poison floors.</li></ol>',
    tags: ['Sustain', 'Beginner friendly'],
  },
  {
    name: 'Boss Breakers',
    mode: 'Guild Boss',
    members: [
      { hero: 'Aurelia the Dawnblade', role: 'Single-target damage' },
      {
        hero: 'Nyra Emberveil',
        role: 'Burns that stack every turn',
        substitutes: ['Vex the Unbound'],
      },
      { hero: 'Calder Stormcaller', role: 'Attack buff' },
      {
        hero: 'Pip Thistledown',
        role: 'Healer through the enrage',
        substitutes: ['Seraphine Vale'],
      },
    ],
    notes:
      '<p>Built for the <em>weekly boss</em>: every hero hits one target, and Calder’s buff doubles the burns.</p><blockquote><p>Start the fight with Calder, never with Aurelia.</p></blockquote>',
    tags: ['Damage', 'Guild'],
  },
  {
    name: 'Story Sweep',
    mode: 'Campaign',
    members: [
      { hero: 'Lyssa Moonwhisper', role: 'Clears the waves' },
      { hero: 'Vex the Unbound', role: 'Area damage' },
      {
        hero: 'Thane Brightforge',
        role: 'Tank for the chapter bosses',
        substitutes: ['Mordrek Ironhide'],
      },
    ],
    notes:
      '<p>Three heroes are enough for the story chapters: two mages clear the waves, Thane holds the boss.</p>',
    tags: ['Farming', 'Starter'],
  },
  {
    name: 'Arena Control',
    mode: 'Arena',
    members: [
      { hero: 'Isolde Frostwarden', role: 'Freezes the enemy front line' },
      { hero: 'Mordrek Ironhide', role: 'Taunt' },
      {
        hero: 'Lyssa Moonwhisper',
        role: 'Damage while they are frozen',
        substitutes: ['Nyra Emberveil', 'Vex the Unbound'],
      },
    ],
    notes: '',
    tags: ['PvP', 'Defense'],
  },
];
