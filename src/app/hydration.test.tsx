import { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../backend';
import { notFound } from '../domain/errors';
import { codeKeys } from '../features/codes/api/codeQueries';
import { heroKeys } from '../features/heroes/api/heroQueries';
import { createFakeBackend } from '../test/fakeBackend';
import { makeEquipmentItem } from '../test/makeEquipmentItem';
import { equipmentKeys } from '../data/equipmentQuery';
import { siteSettingsKey } from '../data/siteSettingsQuery';
import { NO_SITE_SETTINGS } from '../domain/siteSettings';
import { dehydratePage, hydratePage, readPageState, PAGE_STATE_ID } from './pageState';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { PUBLIC_PAGES } from './pages';
import { teamKeys } from '../data/teamsQuery';
import { HERO_LIST_KEY } from '../data/heroListQuery';
import { GAME_MODES_KEY } from '../data/gameModesQuery';
import { makeHero } from '../test/makeHero';
import { makeGameMode } from '../test/makeGameMode';
import { makeTeam, member } from '../test/makeTeam';

const DAY = 24 * 60 * 60 * 1000;
const RENDERED_AT = Date.parse('2026-03-01T12:00:00Z');

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.theme;
});

/**
 * Renders a page as the server does for a visitor (its data prefetched, at `RENDERED_AT`),
 * then hydrates that HTML as the browser does, later and in the dark theme, and returns what
 * React reported. A mismatch shows up as a recoverable error or a console error.
 */
async function serverThenBrowser(
  path: string,
  fill: (client: QueryClient) => void,
  backend: Backend,
) {
  const serverClient = new QueryClient();
  fill(serverClient);
  const app = (client: QueryClient) => (
    <AppProviders
      backend={backend}
      queryClient={client}
      snapshot={{ user: null, renderedAt: RENDERED_AT }}
    >
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>
  );
  await Promise.all([
    PUBLIC_PAGES.codes.preload(),
    PUBLIC_PAGES.hero.preload(),
    PUBLIC_PAGES.teams.preload(),
    PUBLIC_PAGES.team.preload(),
    PUBLIC_PAGES.equipment.preload(),
    PUBLIC_PAGES.equipmentItem.preload(),
  ]);
  const html = renderToString(app(serverClient));
  const state = { queries: dehydratePage(serverClient), user: null, renderedAt: RENDERED_AT };
  document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="${PAGE_STATE_ID}">${JSON.stringify(state)}</script>`;

  // The reader opens it a day later, in the dark theme.
  vi.useFakeTimers({ now: RENDERED_AT + DAY, toFake: ['Date'] });
  document.documentElement.dataset.theme = 'dark';
  const browserClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  hydratePage(browserClient, readPageState(document)!);
  const recoverable = vi.fn();
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  const root = document.getElementById('root')!;
  await act(async () => {
    hydrateRoot(root, app(browserClient), { onRecoverableError: recoverable });
  });
  const errors = consoleError.mock.calls.map((call) => String(call[0]));
  consoleError.mockRestore();
  return { recoverable, errors, root };
}

describe('hydrating a server-rendered page', () => {
  it('matches the server HTML despite another time and theme, then shows the current ones', async () => {
    const backend = createFakeBackend();
    const codes = [
      {
        id: 'c1',
        code: 'SOON',
        neverExpires: false,
        expirationDate: new Date(RENDERED_AT + 2 * DAY - 60_000).toISOString(),
        createdAt: '2026-01-01T00:00:00Z',
        version: 1,
      },
    ];
    const { recoverable, errors, root } = await serverThenBrowser(
      '/codes',
      (client) => client.setQueryData(codeKeys.list(), codes),
      backend,
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors.filter((text) => /hydrat|match/i.test(text))).toEqual([]);
    // After hydrating: the labels of the reader's time and the toggle of the reader's theme.
    expect(root.textContent).toContain('EXPIRES IN 1 DAY');
    expect(root.querySelector('[aria-label="Switch to light theme"]')).not.toBeNull();
  });

  it('keeps a missing hero not found, with no spinner and no second request', async () => {
    const backend = createFakeBackend();
    const get = vi.spyOn(backend.heroes, 'get');
    const { recoverable, root } = await serverThenBrowser(
      '/heroes/gone',
      (client) => {
        const query = client.getQueryCache().build(client, { queryKey: heroKeys.detail('gone') });
        query.setState({ status: 'error', error: notFound('This hero'), fetchStatus: 'idle' });
      },
      backend,
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(root.querySelector('h1')?.textContent).toBe('Hero not found');
    expect(get).not.toHaveBeenCalled();
  });

  it('renders the teams filtered by their address, and hydrates them as they are', async () => {
    const backend = createFakeBackend();
    const list = vi.spyOn(backend.teams, 'list');
    const teams = [
      makeTeam('Dawn Burst', { members: [member('aurelia'), member('ghost'), member('borin')] }),
      makeTeam('Slow Grind', { mode: 'campaign' }),
    ];
    const { recoverable, errors, root } = await serverThenBrowser(
      '/teams?mode=arena&hero=borin',
      (client) => {
        client.setQueryData(teamKeys.list(), teams);
        client.setQueryData(HERO_LIST_KEY, [
          makeHero({ name: 'Aurelia' }),
          makeHero({ name: 'Borin' }),
        ]);
        client.setQueryData(GAME_MODES_KEY, [makeGameMode('Arena'), makeGameMode('Campaign')]);
      },
      backend,
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors.filter((text) => /hydrat|match/i.test(text))).toEqual([]);
    expect([...root.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
      'Dawn Burst',
    ]);
    expect(root.querySelector('select[name="hero"]')).toHaveValue('borin');
    expect(root.textContent).toContain('removed hero');
    // Its data came with the page.
    expect(list).not.toHaveBeenCalled();
  });

  it('keeps a missing team not found, with no spinner and no second request', async () => {
    const backend = createFakeBackend();
    const get = vi.spyOn(backend.teams, 'get');
    const { recoverable, root } = await serverThenBrowser(
      '/teams/gone',
      (client) => {
        const query = client.getQueryCache().build(client, { queryKey: teamKeys.detail('gone') });
        query.setState({ status: 'error', error: notFound('This team'), fetchStatus: 'idle' });
      },
      backend,
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(root.querySelector('h1')?.textContent).toBe('Team not found');
    expect(get).not.toHaveBeenCalled();
  });

  it('hydrates the filtered equipment list as the server rendered it, without asking again', async () => {
    const backend = createFakeBackend();
    const list = vi.spyOn(backend.equipment, 'list');
    const { recoverable, errors, root } = await serverThenBrowser(
      '/equipment?slot=Weapon',
      (client) => {
        client.setQueryData(equipmentKeys.list(), [
          makeEquipmentItem({ id: 'a', name: 'Dawn Blade' }),
          makeEquipmentItem({ id: 'b', name: 'Iron Helm', slot: 'Helmet' }),
        ]);
        client.setQueryData(siteSettingsKey, NO_SITE_SETTINGS);
      },
      backend,
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors.filter((text) => /hydrat|match/i.test(text))).toEqual([]);
    expect(root.querySelector('.equipment-list')?.textContent).toContain('Dawn Blade');
    expect(root.querySelector('.equipment-list')?.textContent).not.toContain('Iron Helm');
    expect(list).not.toHaveBeenCalled();
  });

  it('keeps a missing equipment item not found, with no second request', async () => {
    const backend = createFakeBackend();
    const get = vi.spyOn(backend.equipment, 'get');
    const { recoverable, root } = await serverThenBrowser(
      '/equipment/gone',
      (client) => {
        const query = client
          .getQueryCache()
          .build(client, { queryKey: equipmentKeys.item('gone') });
        query.setState({ status: 'error', error: notFound('This item'), fetchStatus: 'idle' });
      },
      backend,
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(root.querySelector('h1')?.textContent).toBe('Item not found');
    expect(get).not.toHaveBeenCalled();
  });
});
