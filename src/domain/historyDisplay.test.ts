import { describe, expect, it } from 'vitest';
import { testSkill } from '../../tests/support/heroInput';
import { emptyHeroInput } from './heroFields';
import { MODE_NOT_LIVE, changedFields, changeSummary } from './historyDisplay';
import type { ModeRating } from './modeRating';
import { REMOVED_HERO, type TeamInput } from './team';

const hero = (ratings: ModeRating[], tier = 'S') => ({
  ...emptyHeroInput(),
  name: 'Aria',
  tier,
  ratings,
});
const names = new Map([
  ['story', 'Campaign'],
  ['pvp', 'Arena'],
]);

describe('comparing two versions of a hero', () => {
  it('names each changed rating by its game mode, in the modes’ order, as the import preview does', () => {
    const before = hero([
      { mode: 'pvp', tier: 'A', reason: 'Slow.' },
      { mode: 'story', tier: 'S', reason: '' },
      { mode: 'gone', tier: 'B', reason: '' },
    ]);
    const after = hero(
      [
        { mode: 'story', tier: 'SS', reason: 'Clears bosses.' },
        { mode: 'pvp', tier: 'A', reason: 'Slow.' },
      ],
      'Meta',
    );
    expect(changedFields('heroes', before, after, names)).toEqual([
      { field: 'Tier', before: 'S', after: 'Meta' },
      { field: 'Campaign rating', before: 'S', after: 'SS — Clears bosses.' },
      { field: `${MODE_NOT_LIVE} rating`, before: 'B', after: '' },
    ]);
  });

  it('sees no change in ratings listed in another order', () => {
    const one = { mode: 'story', tier: 'S', reason: '' };
    const two = { mode: 'pvp', tier: 'C', reason: 'Weak.' };
    expect(changeSummary(changedFields('heroes', hero([one, two]), hero([two, one]), names))).toBe(
      'No changes',
    );
  });
});

describe('comparing two versions of a team', () => {
  const heroNames = new Map([
    ['aurelia', 'Aurelia'],
    ['korrin', 'Korrin'],
    ['nyra', 'Nyra'],
  ]);
  const team = (overrides: Partial<TeamInput> = {}): TeamInput => ({
    name: 'Dawn strike',
    mode: 'pvp',
    members: [
      { hero: 'aurelia', role: 'Main damage', substitutes: ['nyra'] },
      { hero: 'korrin', role: '', substitutes: [] },
      { hero: 'purged', role: 'Healer', substitutes: ['nyra', 'trashed'] },
    ],
    notes: '<p>Open with <strong>Aurelia</strong>.</p>',
    tags: ['PvP'],
    ...overrides,
  });

  it('shows the game mode and the heroes by name, a hero no longer live as removed', () => {
    const before = team();
    const after = team({
      name: 'Dawn strike II',
      mode: 'story',
      members: [before.members[1]!, before.members[0]!, before.members[2]!],
      notes: '<p>Open with Korrin.</p>',
      tags: ['PvP', 'Burst'],
    });
    expect(changedFields('teams', before, after, names, heroNames)).toEqual([
      { field: 'Name', before: 'Dawn strike', after: 'Dawn strike II' },
      { field: 'Game mode', before: 'Arena', after: 'Campaign' },
      {
        field: 'Members',
        before: [
          'Aurelia — Main damage (substitutes: Nyra)',
          'Korrin',
          `${REMOVED_HERO} — Healer (substitutes: Nyra, ${REMOVED_HERO})`,
        ].join('\n'),
        after: [
          'Korrin',
          'Aurelia — Main damage (substitutes: Nyra)',
          `${REMOVED_HERO} — Healer (substitutes: Nyra, ${REMOVED_HERO})`,
        ].join('\n'),
      },
      { field: 'Notes', before: 'Open with Aurelia.', after: 'Open with Korrin.' },
      { field: 'Tags', before: 'PvP', after: 'PvP, Burst' },
    ]);
  });

  it('names a game mode no longer live as ratings do', () => {
    expect(changedFields('teams', team({ mode: 'gone' }), team(), names, heroNames)).toEqual([
      { field: 'Game mode', before: MODE_NOT_LIVE, after: 'Arena' },
    ]);
  });
});

describe('comparing the skills of two versions of a hero', () => {
  const arc = testSkill({ description: '<p>Deals <strong>fire</strong> damage.</p>' });
  const ward = { name: 'Dawn Ward', kind: 'Passive', cooldown: '', description: '', upgrades: [] };

  it('shows a row per place in the list that differs, the description as its words', () => {
    const before = { ...emptyHeroInput(), name: 'Aria', skills: [arc, ward] };
    const after = { ...emptyHeroInput(), name: 'Aria', skills: [ward] };
    expect(changedFields('heroes', before, after)).toEqual([
      {
        field: 'Skill 1',
        before: 'Blazing Arc · Active · 8 s\nDeals fire damage.\nLv 2: +10% damage',
        after: 'Dawn Ward · Passive',
      },
      { field: 'Skill 2', before: 'Dawn Ward · Passive', after: '' },
    ]);
  });

  it('reads a version kept before skills existed as having none', () => {
    const older: Record<string, unknown> = { ...emptyHeroInput(), name: 'Aria' };
    delete older.skills;
    const after = { ...emptyHeroInput(), name: 'Aria', skills: [ward] };
    expect(changedFields('heroes', older, after)).toEqual([
      { field: 'Skill 1', before: '', after: 'Dawn Ward · Passive' },
    ]);
    expect(changeSummary(changedFields('heroes', older, older))).toBe('No changes');
  });
});
