import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notFound } from '../../domain/errors';
import { GONE_HERO_NOTICE, type Team } from '../../domain/team';
import { createFakeAuth, createFakeBackend, makeUser } from '../../test/fakeBackend';
import { makeGameMode } from '../../test/makeGameMode';
import { makeHero } from '../../test/makeHero';
import { makeTeam, member } from '../../test/makeTeam';
import { renderApp } from '../../test/renderApp';

const heroes = ['Aurelia', 'Borin', 'Cass', 'Elin'].map((name) => makeHero({ name }));

const DAWN = makeTeam('Dawn Burst', {
  members: [
    member('aurelia', 'Main damage', ['elin', 'ghost']),
    member('borin', 'Tank'),
    member('cass', 'Healer'),
  ],
  notes: '<h2>Opening</h2><p>Shield <strong>first</strong>.</p><img src=x onerror="alert(1)">',
  tags: ['PvP'],
});

function backendWith(team: Team | null, admin = false) {
  const backend = createFakeBackend(
    createFakeAuth({ initialUser: admin ? makeUser({ isAdmin: true }) : null }),
  );
  backend.teams.get = vi.fn(async (id: string) => {
    if (!team || id !== team.id) throw notFound('This team');
    return team;
  });
  backend.heroes.list = async () => heroes;
  backend.modes.list = async () => [makeGameMode('Arena')];
  return backend;
}

describe('TeamPage', () => {
  it('shows the team: its mode, tags, members with their roles and substitutes, and notes', async () => {
    renderApp({ path: '/teams/dawn-burst', backend: backendWith(DAWN) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dawn Burst' })).toBeVisible();
    // The title is set by an effect, which may run after the page is on screen.
    await waitFor(() => expect(document.title).toBe('Dawn Burst – Teams · Hero Guide'));
    expect(screen.getByRole('link', { name: 'Back to Teams' })).toHaveAttribute('href', '/teams');
    expect(screen.getByRole('link', { name: 'Arena' })).toHaveAttribute(
      'href',
      '/teams?mode=arena',
    );
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('PvP');

    const members = within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem');
    expect(members).toHaveLength(3);
    const first = within(members[0]!);
    expect(first.getByRole('link', { name: 'Aurelia' })).toHaveAttribute('href', '/heroes/aurelia');
    expect(first.getByText('Main damage')).toBeVisible();
    // Substitutes by name, linked; one that is not live is "removed hero".
    expect(members[0]).toHaveTextContent('Substitutes: Elin, removed hero');
    expect(first.getByRole('link', { name: 'Elin' })).toHaveAttribute('href', '/heroes/elin');

    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(await within(notes).findByRole('heading', { level: 2, name: 'Opening' })).toBeVisible();
    expect(notes.querySelector('strong')).toHaveTextContent('first');
    // Through the one sanitizer: no handler, and no image of another site.
    expect(notes.innerHTML).not.toContain('onerror');
    // Visitors get no admin control and no notice.
    expect(screen.queryByRole('button', { name: 'Edit Dawn Burst' })).toBeNull();
    expect(screen.queryByText(GONE_HERO_NOTICE)).toBeNull();
  });

  it('is the not-found page for a team that does not exist or is in the trash', async () => {
    renderApp({ path: '/teams/nowhere', backend: backendWith(DAWN) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Team not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Teams' })).toHaveAttribute('href', '/teams');
    // The title is set by an effect, which may run after the page is on screen.
    await waitFor(() => expect(document.title).toBe('Team not found · Hero Guide'));
  });

  it('tells admins only that a hero of the team was deleted for good', async () => {
    renderApp({ path: '/teams/dawn-burst', backend: backendWith(DAWN, true) });
    expect(await screen.findByText(GONE_HERO_NOTICE)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit Dawn Burst' })).toBeVisible();
  });

  it('lets an admin delete the team to the trash, then goes back to the list', async () => {
    const backend = backendWith(DAWN, true);
    backend.teams.remove = vi.fn(async () => {});
    backend.teams.list = async () => [];
    const { location } = renderApp({ path: '/teams/dawn-burst', backend });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Dawn Burst' }));
    expect(
      await screen.findByText('Delete the team Dawn Burst? It is moved to the trash.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location().pathname).toBe('/teams'));
    expect(backend.teams.remove).toHaveBeenCalledWith('dawn-burst');
    expect(await screen.findByText('Team Dawn Burst moved to the trash.')).toBeVisible();
    expect(await screen.findByText('No teams yet.')).toBeVisible();
  });
});
