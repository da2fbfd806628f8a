import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../domain/errors';
import { compareHeroes } from '../../domain/hero';
import { createFakeAuth, createFakeBackend, makeUser } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { makeHero } from '../../test/makeHero';
import { NO_SITE_SETTINGS } from '../../domain/siteSettings';
import { makeGameMode } from '../../test/makeGameMode';

const HEROES = [
  makeHero({ name: 'Zed', tier: 'Z' }),
  makeHero({ name: 'Bea', tier: 'S' }),
  makeHero({ name: 'Héloïse', tier: 'SS', thumbnailUrl: '/files/heroes/1-h.png?thumb=1' }),
  makeHero({ name: 'Al', tier: 'S' }),
  makeHero({ name: 'Mo', tier: 'Meta' }),
];

function backendWith(heroes = HEROES, admin = false) {
  const backend = createFakeBackend(createFakeAuth({ initialUser: admin ? makeUser() : null }));
  // In tier order, then by name, as every backend lists them (the contract suite checks it).
  backend.heroes.list = vi.fn(async () =>
    [...heroes].sort(compareHeroes).map((hero) => ({ ...hero })),
  );
  return backend;
}

const rowNames = () =>
  screen
    .getAllByTestId('hero-row')
    .filter((row) => !row.hidden)
    .map((row) => row.querySelector('summary .hero-row__name')?.textContent);

describe('HeroesPage', () => {
  it('lists heroes by tier order then name, unknown tiers last', async () => {
    renderApp({ path: '/heroes', backend: backendWith() });
    expect(await screen.findByText('Mo')).toBeVisible();
    expect(rowNames()).toEqual(['Mo', 'Héloïse', 'Al', 'Bea', 'Zed']);
    expect(screen.getByRole('combobox', { name: 'Tier' })).toHaveTextContent(
      ['All Tiers', 'Meta', 'SS', 'S', 'Z'].join(''),
    );
  });

  it('keeps the order the backend lists them in: the backends sort, the page does not', async () => {
    const backend = backendWith();
    const reversed = [...HEROES].sort(compareHeroes).reverse();
    backend.heroes.list = vi.fn(async () => reversed);
    renderApp({ path: '/heroes', backend });
    expect(await screen.findByText('Mo')).toBeVisible();
    expect(rowNames()).toEqual(['Zed', 'Bea', 'Al', 'Héloïse', 'Mo']);
  });

  it('filters by name (any case, no accents) and tier, keeping both in the URL', async () => {
    const { location } = renderApp({ path: '/heroes', backend: backendWith() });
    await screen.findByText('Mo');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'HELO');
    await waitFor(() => expect(rowNames()).toEqual(['Héloïse']));
    expect(location().search).toBe('?q=HELO');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tier' }), 'S');
    expect(await screen.findByText('No heroes match')).toBeVisible();
    expect(new URLSearchParams(location().search).get('tier')).toBe('S');
  });

  it('starts from the filter in the URL', async () => {
    renderApp({ path: '/heroes?q=e&tier=S', backend: backendWith() });
    await screen.findByText('Bea');
    expect(rowNames()).toEqual(['Bea']);
    expect(screen.getByRole('searchbox')).toHaveValue('e');
    expect(screen.getByRole('combobox', { name: 'Tier' })).toHaveValue('S');
  });

  it('opens a row (a native disclosure) with its details, only the non-empty lists, and "—" for unknown stats', async () => {
    renderApp({ path: '/heroes', backend: backendWith() });
    const summary = (await screen.findByText('Bea')).closest('summary')!;
    const row = summary.closest('details')!;
    expect(row).not.toHaveAttribute('open');
    await userEvent.click(summary);
    expect(row).toHaveAttribute('open');
    // The details' code is downloaded when a row is first opened.
    expect(await within(row).findByText('Bea is a test hero.')).toBeVisible();
    expect(within(row).getByRole('heading', { name: 'Recommended Talisman' })).toBeVisible();
    expect(within(row).getByRole('heading', { name: 'Recommended Pet' })).toBeVisible();
    expect(within(row).queryByRole('heading', { name: 'Recommended Spirit' })).toBeNull();
    const spd = within(row).getByText('SPD').nextSibling as HTMLElement;
    expect(spd).toHaveTextContent('—not known');
    expect(within(spd).getByText('—')).toHaveAttribute('aria-hidden', 'true');
    expect(within(spd).getByTitle('not known')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Open hero page' })).toHaveAttribute(
      'href',
      '/heroes/bea',
    );
    await userEvent.click(summary);
    expect(row).not.toHaveAttribute('open');
    expect(within(row).getByText('Bea is a test hero.')).not.toBeVisible();
  });

  it('keeps a row open while the filter hides it and shows it again', async () => {
    renderApp({ path: '/heroes', backend: backendWith() });
    await userEvent.click(await screen.findByText('Bea'));
    expect(await screen.findByText('Bea is a test hero.')).toBeVisible();
    const search = screen.getByRole('searchbox', { name: 'Search by name' });
    await userEvent.type(search, 'Mo');
    await waitFor(() => expect(rowNames()).toEqual(['Mo']));
    await userEvent.clear(search);
    await waitFor(() => expect(rowNames()).toHaveLength(5));
    expect(screen.getByText('Bea is a test hero.')).toBeVisible();
    expect(screen.getByText('Mo is a test hero.')).not.toBeVisible();
  });

  it('shows a lazy thumbnail with a fixed size, or a portrait drawn from the name', async () => {
    renderApp({ path: '/heroes', backend: backendWith() });
    const row = (await screen.findByText('Héloïse')).closest('li')!;
    const image = row.querySelector('img')!;
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '56');
    expect(image).toHaveAttribute('height', '56');
    const beaRow = screen.getByText('Bea').closest('li')!;
    expect(beaRow.querySelector('img')).toBeNull();
    const portrait = beaRow.querySelector<HTMLElement>('.hero-portrait')!;
    expect(portrait).toHaveTextContent('B');
    expect(portrait.style.width).toBe('56px');
    expect(portrait).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the tier history and the updated date', async () => {
    const hero = makeHero({
      name: 'Climber',
      tier: 'SS',
      tierHistory: [{ from: 'S', to: 'SS', at: '2026-11-21T12:00:00.000Z' }],
    });
    renderApp({ path: '/heroes', backend: backendWith([hero]) });
    await userEvent.click(await screen.findByText('Climber'));
    const timeline = screen.getByRole('list', { name: 'Tier history' });
    expect(within(timeline).getByRole('listitem')).toHaveTextContent(
      'Nov 21, 2026OverallS → SS ▲(up)',
    );
    expect(screen.getByText(/^Updated /)).toBeVisible();
  });

  it('shows a load failure with a Retry button that asks again', async () => {
    const backend = backendWith();
    backend.heroes.list = vi
      .fn()
      .mockRejectedValueOnce(new BackendError('unavailable', 'The server is down.'))
      .mockResolvedValue(HEROES);
    renderApp({ path: '/heroes', backend });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load heroes: The server is down.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Mo')).toBeVisible();
  });

  it('shows visitors no admin control', async () => {
    renderApp({ path: '/heroes', backend: backendWith() });
    await screen.findByText('Mo');
    for (const name of [/Add New Hero/, /Import Heroes/, /Export Heroes/, /^Edit /, /^Delete /]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('shows admins Add, Import, Export and Edit/Delete per hero', async () => {
    renderApp({ path: '/heroes', backend: backendWith(HEROES, true) });
    // The admin tools are a lazy chunk (with the form's schema): the first import takes a moment.
    expect(
      await screen.findByRole('button', { name: 'Add New Hero' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export Heroes (JSON)' })).toBeVisible();
    expect(screen.getByText('Import Heroes (JSON file)')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Edit Mo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete Mo' })).toBeVisible();
  });
});

describe('a long hero list', () => {
  it('renders one page of rows at a time and more on request', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      makeHero({ name: `Hero ${String(i).padStart(3, '0')}` }),
    );
    renderApp({ path: '/heroes', backend: backendWith(many) });
    expect(await screen.findByText('Hero 000')).toBeVisible();
    expect(screen.getAllByTestId('hero-row')).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Show more heroes (70 more)' }));
    expect(screen.getAllByTestId('hero-row')).toHaveLength(100);
    await userEvent.type(screen.getByRole('searchbox'), '11');
    await waitFor(() =>
      expect(rowNames()).toEqual([
        'Hero 011',
        'Hero 110',
        'Hero 111',
        'Hero 112',
        'Hero 113',
        'Hero 114',
        'Hero 115',
        'Hero 116',
        'Hero 117',
        'Hero 118',
        'Hero 119',
      ]),
    );
    expect(screen.queryByRole('button', { name: /Show more heroes/ })).toBeNull();
  });

  describe('in a game mode', () => {
    const mode = (id: string, name: string, position: number) =>
      makeGameMode(name, { id, position, description: `${name} fights.` });
    const ARENA = mode('arena', 'Arena', 0);
    const RATED = [
      makeHero({
        name: 'Zed',
        tier: 'Meta',
        ratings: [{ mode: 'arena', tier: 'C', reason: 'Too slow for duels.' }],
      }),
      makeHero({ name: 'Bea', tier: 'S', ratings: [{ mode: 'arena', tier: 'SS', reason: '' }] }),
      makeHero({ name: 'Al', tier: 'SS', ratings: [{ mode: 'story', tier: 'S', reason: 'Old.' }] }),
    ];

    function modeBackend() {
      const backend = backendWith(RATED);
      backend.modes.list = async () => [ARENA];
      backend.settings.getSite = async () => ({
        ...NO_SITE_SETTINGS,
        tierLegend: { ...NO_SITE_SETTINGS.tierLegend, SS: 'A top pick.', C: 'Niche.' },
      });
      return backend;
    }

    it('orders by the mode’s tiers, gives each reason behind a disclosure, and lists the unrated last', async () => {
      renderApp({ path: '/heroes?mode=arena', backend: modeBackend() });
      // The modes arrive with the page's data (rendered on the server); here, a moment after.
      await screen.findByRole('heading', { name: 'Not rated in Arena' });
      const rated = screen.getByRole('list', { name: 'Heroes by tier' });
      const names = within(rated)
        .getAllByTestId('hero-row')
        .map((row) => row.querySelector('.hero-row__name')?.textContent);
      expect(names).toEqual(['Bea', 'Zed']);
      expect(
        within(rated)
          .getAllByText(/^Tier: /)
          .map((tier) => tier.textContent),
      ).toEqual(['Tier: SS', 'Tier: C']);
      // The reason is in a native disclosure: closed, its summary a control the keyboard reaches.
      const why = screen.getByText('Why C in Arena');
      expect(why.tagName).toBe('SUMMARY');
      expect(why.closest('details')).not.toHaveAttribute('open');
      await userEvent.click(why);
      expect(screen.getByText('Too slow for duels.')).toBeVisible();

      expect(screen.getByRole('heading', { name: 'Not rated in Arena' })).toBeVisible();
      const unrated = screen.getByRole('list', { name: 'Not rated in Arena' });
      expect(within(unrated).getByText('Al')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Arena' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByText('Arena fights.')).toBeVisible();
      expect(document.title).toMatch(/^Arena tier list/);
    });

    it('filters by the mode’s tiers, and shows its board with the legend linked from each tier', async () => {
      renderApp({ path: '/heroes?mode=arena&view=board', backend: modeBackend() });
      const rows = await screen.findAllByTestId('tier-row');
      expect(rows.map((row) => row.querySelector('h2')?.textContent)).toEqual(['SS', 'C']);
      expect(within(rows[0]!).getByRole('link', { name: 'SS' })).toHaveAttribute(
        'href',
        '#tier-ss',
      );
      expect(screen.getByTestId('unrated-row')).toHaveTextContent('Not rated in Arena');
      const legend = screen.getByText('What the tiers mean').closest('details')!;
      expect(legend.querySelector('#tier-ss')).toHaveTextContent('SSA top pick.');
      expect(within(legend).queryByText('Meta')).toBeNull();

      await userEvent.selectOptions(screen.getByLabelText('Tier'), 'C');
      await waitFor(() => expect(screen.getAllByTestId('tier-row')).toHaveLength(1));
      expect(screen.getByTestId('tier-row')).toHaveTextContent('Zed');
      expect(screen.queryByTestId('unrated-row')).toBeNull();
    });

    it('shows the overall tiers for a mode that is no longer live', async () => {
      renderApp({ path: '/heroes?mode=gone', backend: modeBackend() });
      expect(await screen.findByText('Tier: Meta')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Overall' })).toHaveAttribute('aria-current', 'page');
      expect(screen.queryByText(/Not rated in/)).toBeNull();
    });
  });
});
