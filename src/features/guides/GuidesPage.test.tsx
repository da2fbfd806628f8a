import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../domain/errors';
import type { Guide } from '../../domain/guide';
import { createFakeAuth, createFakeBackend, makeUser } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';

const guide = (overrides: Partial<Guide> = {}): Guide => ({
  id: 'g1',
  title: 'Team building basics',
  content: `<h2>Start</h2><p>${'word '.repeat(40)}</p>`,
  published: true,
  tags: [],
  author: '',
  createdAt: '2025-03-04T10:00:00.000Z',
  updatedAt: '2025-03-04T10:00:00.000Z',
  version: 1,
  ...overrides,
});

describe('GuidesPage', () => {
  it('lists featured and community guides as links with a preview and the date', async () => {
    const backend = createFakeBackend();
    backend.guides.list = async () => [guide()];
    renderApp({ path: '/guides', backend });
    // The first render also loads the lazy page chunk: give it time.
    const link = await screen.findByRole(
      'link',
      { name: 'Team building basics' },
      { timeout: 5000 },
    );
    expect(link).toHaveAttribute('href', '/guides/g1');
    const card = link.closest('li')!;
    expect(within(card).getByText(/^Start. word word/)).toHaveTextContent(/…$/);
    expect(within(card).getByText('Click to read more →')).toBeInTheDocument();
    expect(card.querySelector('time')).toHaveAttribute('datetime', '2025-03-04T10:00:00.000Z');
    for (const name of ['Pets Guide', 'War Spirits Guide', 'Codex Guide', 'PvP Upgrade Priority']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Create New Guide' })).toBeNull();
  });

  it('shows an empty state', async () => {
    renderApp({ path: '/guides' });
    expect(await screen.findByText('No community guides yet. Check back soon!')).toBeVisible();
  });

  it('shows a load failure with Retry, and retries', async () => {
    const backend = createFakeBackend();
    const list = vi
      .fn<() => Promise<Guide[]>>()
      .mockRejectedValueOnce(new BackendError('unavailable', 'The server is down.'))
      .mockResolvedValue([guide()]);
    backend.guides.list = list;
    renderApp({ path: '/guides', backend });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the guides: The server is down.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Team building basics' })).toBeVisible();
  });

  it('gives admins Create New Guide, Edit and Delete', async () => {
    const backend = createFakeBackend(createFakeAuth({ initialUser: makeUser() }));
    backend.guides.list = async () => [guide()];
    renderApp({ path: '/guides', backend });
    // The first admin render also loads the admin parts' chunks: give it time.
    expect(
      await screen.findByRole('link', { name: 'Create New Guide' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/admin/guides/create');
    expect(await screen.findByRole('link', { name: 'Edit' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/admin/guides/edit/g1',
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible();
  });

  it('lists the drafts apart for admins, each with a Draft badge, Edit and Delete', async () => {
    const backend = createFakeBackend(createFakeAuth({ initialUser: makeUser() }));
    backend.guides.list = async () => [guide()];
    backend.guides.listDrafts = async () => [
      guide({ id: 'd1', title: 'Unfinished route', published: false }),
    ];
    renderApp({ path: '/guides', backend });
    const drafts = await screen.findByRole('region', { name: 'Drafts' }, { timeout: 5000 });
    const card = (await within(drafts).findByRole('link', { name: 'Unfinished route' })).closest(
      'li',
    )!;
    expect(within(card).getByText('Draft')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/admin/guides/edit/d1',
    );
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeVisible();
    const community = screen.getByRole('region', { name: 'Community guides' });
    expect(within(community).queryByText('Unfinished route')).toBeNull();
    expect(within(community).queryByText('Draft')).toBeNull();
  });

  it('never asks visitors for drafts', async () => {
    const backend = createFakeBackend();
    backend.guides.list = async () => [guide()];
    const listDrafts = vi.fn(backend.guides.listDrafts);
    backend.guides.listDrafts = listDrafts;
    renderApp({ path: '/guides', backend });
    expect(await screen.findByRole('link', { name: 'Team building basics' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Drafts' })).toBeNull();
    expect(listDrafts).not.toHaveBeenCalled();
  });

  it('shows a failed delete instead of only logging it', async () => {
    const backend = createFakeBackend(createFakeAuth({ initialUser: makeUser() }));
    backend.guides.list = async () => [guide()];
    backend.guides.remove = async () => {
      throw new BackendError('unavailable', 'The server is down.');
    };
    renderApp({ path: '/guides', backend });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to delete this guide?')).toBeVisible();
    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete guide: The server is down.')).toBeVisible();
  });
});

describe('guide routes', () => {
  it('serves /guides/pets from the static page without asking for a guide "pets"', async () => {
    const backend = createFakeBackend();
    const get = vi.fn(backend.guides.get);
    backend.guides.get = get;
    renderApp({ path: '/guides/pets', backend });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pets Guide' })).toBeVisible();
    expect(screen.getByText(/up to 3 times per day/)).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('states the codex circle energy values', async () => {
    renderApp({ path: '/guides/codex' });
    await screen.findByRole('heading', { level: 1, name: 'Codex Guide' });
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(
      expect.arrayContaining([
        'Starhub heroes: 20 energy each',
        'Mythic heroes: 15 energy each',
        'Legendary heroes: 10 energy each',
        'Red heroes: 5 energy each',
      ]),
    );
  });

  it('renders a guide sanitized, and a friendly not-found for a missing id', async () => {
    const backend = createFakeBackend();
    backend.guides.get = async (id) => {
      if (id !== 'g1') throw new BackendError('not-found', 'This guide was not found.');
      // An image the sanitizer allows (our own file), so only the handler rule can remove it.
      return guide({
        content: '<p>Hello<img src="/files/guides/1-a.png" alt="Chart" onerror="alert(1)"></p>',
      });
    };
    renderApp({ path: '/guides/g1', backend });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Team building basics' }),
    ).toBeVisible();
    const content = screen.getByTestId('guide-content');
    expect(within(content).getByRole('img', { name: 'Chart' })).not.toHaveAttribute('onerror');
    expect(content.innerHTML).toBe('<p>Hello<img src="/files/guides/1-a.png" alt="Chart"></p>');

    renderApp({ path: '/guides/missing', backend });
    expect(await screen.findByRole('heading', { level: 1, name: 'Guide not found' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Back to Guides' }).at(-1)).toHaveAttribute(
      'href',
      '/guides',
    );
  });
});
