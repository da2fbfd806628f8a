import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REMOVED_HERO, type TeamInput } from '../../domain/team';
import { adminBackend, compareRows, openEditedOnce } from '../../test/historyDialog';
import { makeGameMode } from '../../test/makeGameMode';
import { makeHero } from '../../test/makeHero';

const team = (overrides: Partial<TeamInput> = {}): TeamInput => ({
  name: 'Dawn strike',
  mode: 'arena',
  members: [
    { hero: 'aurelia', role: 'Main damage', substitutes: ['korrin'] },
    { hero: 'purged-hero', role: '', substitutes: [] },
    { hero: 'seraphine', role: 'Healer', substitutes: [] },
  ],
  notes: '',
  tags: [],
  ...overrides,
});

describe("a team's history", () => {
  it('compares its members and game mode by name, a hero no longer live as removed', async () => {
    const { user, backend } = adminBackend();
    backend.heroes.list = async () =>
      ['Aurelia', 'Korrin', 'Seraphine'].map((name) => makeHero({ name }));
    backend.modes.list = async () => [makeGameMode('Arena'), makeGameMode('Guild Boss')];
    const first = team();
    const now = team({
      mode: 'guild-boss',
      members: [first.members[0]!, { ...first.members[1]!, hero: 'korrin' }, first.members[2]!],
    });
    const item = { collection: 'teams', itemId: 't1', name: 'Dawn strike' } as const;
    const dialog = await openEditedOnce(backend, item, user.email, first, now);
    expect(await within(dialog).findByText('Changed: Game mode and Members')).toBeVisible();
    const row = await compareRows(dialog);
    expect(row('Game mode')).toEqual(['Arena', 'Guild Boss']);
    const [before, after] = row('Members');
    expect(before).toBe(
      `Aurelia — Main damage (substitutes: Korrin)\n${REMOVED_HERO}\nSeraphine — Healer`,
    );
    expect(after).toBe('Aurelia — Main damage (substitutes: Korrin)\nKorrin\nSeraphine — Healer');
  });
});
