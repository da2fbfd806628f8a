import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../domain/errors';
import { GONE_HERO_NOTICE, type Team } from '../../domain/team';
import type { TrashEntry } from '../../domain/history';
import { createFakeAuth, createFakeBackend, makeUser } from '../../test/fakeBackend';
import { makeGameMode } from '../../test/makeGameMode';
import { makeHero } from '../../test/makeHero';
import { makeTeam, member } from '../../test/makeTeam';
import { renderApp } from '../../test/renderApp';
import { expectLinkTo } from '../../test/expectLink';
import { preloadAdminParts } from '../../ui/lazyNamed';

const heroes = ['Aurelia', 'Borin', 'Cass', 'Dax', 'Elin'].map((name) =>
  makeHero({ name, thumbnailUrl: `/files/heroes/${name.toLowerCase()}-thumb.webp` }),
);
const modes = [makeGameMode('Arena'), makeGameMode('Campaign', { position: 1 })];

const TEAMS: Team[] = [
  makeTeam('Slow Grind', {
    mode: 'campaign',
    members: [member('dax', 'Soaks hits'), member('ghost', 'Was the healer'), member('borin')],
    tags: ['Budget'],
  }),
  makeTeam('Dawn Burst', {
    members: [
      member('aurelia', 'Main damage', ['elin']),
      member('borin', 'Tank'),
      member('cass', 'Healer'),
    ],
    tags: ['PvP', 'Fast'],
  }),
  makeTeam('Arena Wall', {
    members: [member('borin'), member('cass'), member('dax')],
  }),
];

function backendWith(
  teams: Team[] = TEAMS,
  options: { admin?: boolean; trash?: TrashEntry[] } = {},
) {
  const user = options.admin ? makeUser({ isAdmin: true }) : null;
  const backend = createFakeBackend(createFakeAuth({ initialUser: user }));
  backend.teams.list = async () => teams;
  backend.heroes.list = async () => heroes;
  backend.modes.list = async () => modes;
  backend.history.listTrash = async () => options.trash ?? [];
  // Opening the trash purges what is due: only the trash page may ask for it.
  backend.history.trash = () => Promise.reject(new Error('Only the trash page opens the trash.'));
  return backend;
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Teams' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const cardOf = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('article') as HTMLElement;

// The admin parts, loaded ahead, render at once: a visitor's page that showed them would show
// them with the list, where the tests look (lazy, they would come a moment after).
beforeAll(async () => {
  await import('./TeamsPage');
  await preloadAdminParts();
});

describe('TeamsPage', () => {
  it('lists the teams by name, each with its mode, tags and members in order', async () => {
    renderApp({ path: '/teams', backend: backendWith() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
    await screen.findByRole('heading', { level: 2, name: 'Dawn Burst' });
    expect(cardNames()).toEqual(['Arena Wall', 'Dawn Burst', 'Slow Grind']);
    // The title is set by an effect, which may run after the page is on screen.
    await waitFor(() => expect(document.title).toBe('Teams · Hero Guide'));

    const dawn = cardOf('Dawn Burst');
    expectLinkTo(dawn, 'Dawn Burst', '/teams/dawn-burst');
    expect(dawn).toHaveTextContent('Game mode: Arena');
    const tags = within(dawn).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['PvP', 'Fast']);
    const members = within(within(dawn).getByRole('list', { name: 'Members' })).getAllByRole(
      'listitem',
    );
    expect(members.map((item) => item.textContent)).toEqual([
      'AureliaMain damage',
      'BorinTank',
      'CassHealer',
    ]);
    const aurelia = within(members[0]!).getByRole('link', { name: 'Aurelia' });
    expect(aurelia).toHaveAttribute('href', '/heroes/aurelia');
    // The portrait the hero list shows, in the link with the name.
    expect(aurelia.querySelector('img')).toHaveAttribute('src', '/files/heroes/aurelia-thumb.webp');
    // Substitutes are for the team's own page.
    expect(within(dawn).queryByText(/Elin/)).toBeNull();
  });

  it('shows a member that is not a live hero as "removed hero", without a link or portrait', async () => {
    renderApp({ path: '/teams', backend: backendWith() });
    const grind = cardOf((await screen.findByRole('heading', { name: 'Slow Grind' })).textContent!);
    const removed = within(grind).getByText('removed hero');
    expect(removed.closest('a')).toBeNull();
    expect(removed.closest('li')).toHaveTextContent('removed heroWas the healer');
    expect(removed.querySelector('img')).toBeNull();
    expect(
      within(grind)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Slow Grind', 'Dax', 'Borin']);
    // Visitors cannot know whether it waits in the trash: no notice for them, even once a read of
    // the trash would have answered.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(GONE_HERO_NOTICE)).toBeNull();
  });

  it('filters by the game mode and the hero in the address, substitutes included', async () => {
    const { location } = renderApp({
      path: '/teams?mode=arena&hero=elin',
      backend: backendWith(),
    });
    await screen.findByRole('heading', { level: 2, name: 'Dawn Burst' });
    expect(cardNames()).toEqual(['Dawn Burst']);
    const modeLinks = screen.getByRole('navigation', { name: 'Game mode' });
    expect(within(modeLinks).getByRole('link', { name: 'Arena' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Choosing another mode keeps the hero.
    expectLinkTo(modeLinks, 'Campaign', '/teams?mode=campaign&hero=elin');
    expect(screen.getByRole('combobox', { name: 'Hero' })).toHaveValue('elin');

    await userEvent.click(within(modeLinks).getByRole('link', { name: 'All modes' }));
    expect(location().search).toBe('?hero=elin');
    expect(cardNames()).toEqual(['Dawn Burst']);

    // Picking a hero applies at once once the page runs.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hero' }), 'dax');
    expect(location().search).toBe('?hero=dax');
    expect(cardNames()).toEqual(['Arena Wall', 'Slow Grind']);
  });

  it('filters with a plain GET form that works without the page’s JavaScript', async () => {
    renderApp({ path: '/teams?mode=campaign', backend: backendWith() });
    // The mode is known once the modes have loaded: the list is then kept to it.
    await waitFor(() => expect(cardNames()).toEqual(['Slow Grind']));
    const select = screen.getByRole('combobox', { name: 'Hero' });
    const form = select.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(select).toHaveAttribute('name', 'hero');
    // The chosen mode goes with the hero.
    expect(form.querySelector('input[type="hidden"][name="mode"]')).toHaveValue('campaign');
    expect(within(form).getByRole('button', { name: 'Show teams' })).toHaveAttribute(
      'type',
      'submit',
    );
    expect(cardNames()).toEqual(['Slow Grind']);
  });

  it('ignores a game mode that is not live, as the tier list does', async () => {
    renderApp({ path: '/teams?mode=gone', backend: backendWith() });
    await screen.findByRole('heading', { level: 2, name: 'Dawn Burst' });
    expect(cardNames()).toHaveLength(3);
    const modeLinks = screen.getByRole('navigation', { name: 'Game mode' });
    expect(within(modeLinks).getByRole('link', { name: 'All modes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says when no team matches the filters, and when there are no teams at all', async () => {
    const { unmount } = renderApp({
      path: '/teams?mode=campaign&hero=elin',
      backend: backendWith(),
    });
    expect(await screen.findByText('No team matches these filters.')).toBeVisible();
    expect(screen.queryByText('No teams yet.')).toBeNull();
    unmount();

    renderApp({ path: '/teams?hero=elin', backend: backendWith([]) });
    expect(await screen.findByText('No teams yet.')).toBeVisible();
    expect(screen.queryByText('No team matches these filters.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add team' })).toBeNull();
  });

  it('shows a load failure with Retry', async () => {
    const backend = backendWith();
    backend.teams.list = vi
      .fn()
      .mockRejectedValueOnce(new BackendError('unavailable', 'The server is down.'))
      .mockResolvedValue(TEAMS);
    renderApp({ path: '/teams', backend });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load teams: The server is down.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dawn Burst' })).toBeVisible();
  });

  it('tells admins which teams name a hero deleted for good, and not one in the trash', async () => {
    const inTrash: TrashEntry = {
      collection: 'heroes',
      itemId: 'ghost',
      label: 'Ghost',
      deletedBy: 'admin@example.com',
      deletedAt: '2026-11-20T10:00:00.000Z',
      purgeAt: '2026-12-20T10:00:00.000Z',
    };
    const { unmount } = renderApp({ path: '/teams', backend: backendWith(TEAMS, { admin: true }) });
    expect(await screen.findByRole('button', { name: 'Add team' })).toBeVisible();
    const notice = await screen.findByText(GONE_HERO_NOTICE);
    expect(notice.closest('article')).toBe(cardOf('Slow Grind'));
    expect(screen.getAllByText(GONE_HERO_NOTICE)).toHaveLength(1);
    unmount();

    // Ghost waits in the trash (it can come back); Vanished is gone for good.
    const lost = makeTeam('Lost Cause', {
      members: [member('aurelia'), member('borin'), member('cass', '', ['vanished'])],
    });
    const backend = backendWith([...TEAMS, lost], { admin: true, trash: [inTrash] });
    renderApp({ path: '/teams', backend });
    const gone = await screen.findByText(GONE_HERO_NOTICE);
    expect(gone.closest('article')).toBe(cardOf('Lost Cause'));
    expect(screen.getAllByText(GONE_HERO_NOTICE)).toHaveLength(1);
    expect(within(cardOf('Slow Grind')).getByText('removed hero')).toBeVisible();
  });
});
