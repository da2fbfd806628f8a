import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Team } from '../../domain/team';
import { createFakeBackend } from '../../test/fakeBackend';
import { makeGameMode } from '../../test/makeGameMode';
import { makeHero } from '../../test/makeHero';
import { makeTeam, member } from '../../test/makeTeam';
import { renderApp } from '../../test/renderApp';
import { expectLinkTo } from '../../test/expectLink';

const heroes = ['Aurelia', 'Borin', 'Cass', 'Dax', 'Elin'].map((name) =>
  makeHero({ name, thumbnailUrl: `/files/heroes/${name.toLowerCase()}-thumb.webp` }),
);

const TEAMS: Team[] = [
  makeTeam('Dawn Burst', { members: [member('aurelia'), member('borin'), member('cass')] }),
  makeTeam('Arena Wall', { members: [member('borin'), member('aurelia'), member('dax')] }),
  makeTeam('Slow Grind', {
    mode: 'campaign',
    // Ghost is no live hero: it pairs with nobody on the page.
    members: [member('aurelia'), member('ghost'), member('cass', '', ['borin'])],
  }),
  makeTeam('Bench', { members: [member('dax'), member('cass'), member('elin', '', ['aurelia'])] }),
  makeTeam('Elsewhere', { members: [member('borin'), member('dax'), member('elin')] }),
];

function backendWith(teams: Team[]) {
  const backend = createFakeBackend();
  backend.heroes.get = async (id) => heroes.find((hero) => hero.id === id)!;
  backend.heroes.list = vi.fn(async () => heroes);
  backend.modes.list = async () => [makeGameMode('Arena'), makeGameMode('Campaign')];
  backend.teams.list = vi.fn(async () => teams);
  return backend;
}

describe('the hero page’s teams', () => {
  it('lists the teams the hero is in, with their modes, and the link to all of them', async () => {
    renderApp({ path: '/heroes/aurelia', backend: backendWith(TEAMS) });
    const section = await screen.findByRole('region', { name: 'Teams' });
    const items = within(within(section).getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Arena Wall Arena',
      'Bench Arena · as a substitute',
      'Dawn Burst Arena',
      'Slow Grind Campaign',
    ]);
    expectLinkTo(section, 'Dawn Burst', '/teams/dawn-burst');
    expectLinkTo(section, 'All teams with Aurelia', '/teams?hero=aurelia');
  });

  it('shows who it pairs well with: members of its teams, most teams first, then by name', async () => {
    renderApp({ path: '/heroes/aurelia', backend: backendWith(TEAMS) });
    const section = await screen.findByRole('region', { name: 'Teams' });
    expect(
      await within(section).findByRole('heading', { level: 3, name: 'Pairs well with' }),
    ).toBeVisible();
    const pairs = within(section).getAllByRole('list')[1]!;
    const items = await within(pairs).findAllByRole('listitem');
    // Borin and Cass share two teams with Aurelia as members (a substitute does not count), Dax one.
    expect(items.map((item) => item.textContent)).toEqual([
      'Borinin 2 teams',
      'Cassin 2 teams',
      'Daxin 1 team',
    ]);
    const borin = within(items[0]!).getByRole('link', { name: 'Borin' });
    expect(borin).toHaveAttribute('href', '/heroes/borin');
    expect(borin.querySelector('img')).toHaveAttribute('src', '/files/heroes/borin-thumb.webp');
  });

  it('shows nothing, and reads no hero list, when the hero is in no team', async () => {
    const backend = backendWith(TEAMS.filter((team) => team.name === 'Elsewhere'));
    renderApp({ path: '/heroes/aurelia', backend });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aurelia' })).toBeVisible();
    // Once the page has the teams (none with Aurelia), a read of the heroes would have started.
    await vi.waitFor(() => expect(backend.teams.list).toHaveResolved());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Teams' })).toBeNull();
    expect(screen.queryByText('Pairs well with')).toBeNull();
    expect(backend.heroes.list).not.toHaveBeenCalled();
  });
});
