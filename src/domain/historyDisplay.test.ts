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
