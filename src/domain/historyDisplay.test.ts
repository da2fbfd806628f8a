import { describe, expect, it } from 'vitest';
import { emptyHeroInput } from './heroFields';
import { MODE_NOT_LIVE, changedFields, changeSummary } from './historyDisplay';
import type { ModeRating } from './modeRating';

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

describe('comparing the skills of two versions of a hero', () => {
  const arc = {
    name: 'Blazing Arc',
    kind: 'Active',
    cooldown: '8 s',
    description: '<p>Deals <strong>fire</strong> damage.</p>',
    upgrades: [{ level: 'Lv 2', effect: '+10% damage' }],
  };
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
