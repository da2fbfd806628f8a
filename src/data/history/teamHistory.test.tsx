import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Revision } from '../../domain/history';
import { REMOVED_HERO, type TeamInput } from '../../domain/team';
import { createFakeAuth, createFakeBackend, makeUser } from '../../test/fakeBackend';
import { makeGameMode } from '../../test/makeGameMode';
import { makeHero } from '../../test/makeHero';
import { renderApp } from '../../test/renderApp';
import { HistoryDialog } from './HistoryDialog';

const AT = '2026-11-20T10:00:00.000Z';

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
    const user = makeUser();
    const backend = createFakeBackend(
      createFakeAuth({ initialUser: user, account: { email: user.email, password: 'x', user } }),
    );
    backend.heroes.list = async () =>
      ['Aurelia', 'Korrin', 'Seraphine'].map((name) => makeHero({ name }));
    backend.modes.list = async () => [makeGameMode('Arena'), makeGameMode('Guild Boss')];
    const first = team();
    const now = team({
      mode: 'guild-boss',
      members: [first.members[0]!, { ...first.members[1]!, hero: 'korrin' }, first.members[2]!],
    });
    const versions: Revision[] = [now, first].map((content, index) => ({
      id: String(2 - index),
      collection: 'teams' as const,
      itemId: 't1',
      version: 2 - index,
      action: index ? ('created' as const) : ('updated' as const),
      label: content.name,
      author: user.email,
      at: AT,
      content,
      imageUrls: {},
    }));
    backend.history.versions = async () => versions;
    renderApp({
      backend,
      children: (
        <HistoryDialog
          collection="teams"
          itemId="t1"
          name="Dawn strike"
          current={{ version: 2, content: now }}
          onClose={() => {}}
        />
      ),
    });
    const dialog = await screen.findByRole('dialog', { name: 'History of Dawn strike' });
    expect(await within(dialog).findByText('Changed: Game mode and Members')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Compare with current' }));
    const table = within(dialog).getByRole('table');
    const row = (field: string) =>
      within(table).getByRole('rowheader', { name: field }).closest('tr')!.querySelectorAll('td');
    expect([...row('Game mode')].map((cell) => cell.textContent)).toEqual(['Arena', 'Guild Boss']);
    const [before, after] = [...row('Members')].map((cell) => cell.textContent);
    expect(before).toBe(
      `Aurelia — Main damage (substitutes: Korrin)\n${REMOVED_HERO}\nSeraphine — Healer`,
    );
    expect(after).toBe('Aurelia — Main damage (substitutes: Korrin)\nKorrin\nSeraphine — Healer');
  });
});
