import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Code } from '../../domain/code';
import type { Guide } from '../../domain/guide';
import { createFakeAuth, createFakeBackend } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const code = (name: string, expirationDate: string | null): Code => ({
  id: name,
  code: name,
  neverExpires: expirationDate === null,
  expirationDate,
  reward: '',
  addedAt: '2025-01-01T00:00:00.000Z',
  createdAt: '2025-01-01T00:00:00.000Z',
  version: 1,
});

const guide = (id: string, title: string, createdAt: string): Guide => ({
  id,
  title,
  content: '<p>Text</p>',
  tags: [],
  author: '',
  published: true,
  createdAt,
  updatedAt: createdAt,
  version: 1,
});

function homeBackend() {
  const backend = createFakeBackend(createFakeAuth({ initialUser: null }));
  backend.codes.list = async () => [
    code('FOREVER', null),
    code('LATER', inHours(49)),
    code('GONE', inHours(-1)),
    code('SOON', inHours(1)),
  ];
  backend.guides.list = async () => [
    guide('g4', 'Fourth', '2025-04-04T00:00:00.000Z'),
    guide('g3', 'Third', '2025-03-03T00:00:00.000Z'),
    guide('g2', 'Second', '2025-02-02T00:00:00.000Z'),
    guide('g1', 'First', '2025-01-01T00:00:00.000Z'),
  ];
  return backend;
}

describe('HomePage', () => {
  it('welcomes and offers the eight shortcuts, with no chat link when none is configured', async () => {
    renderApp({ backend: homeBackend() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Hero Guide' }),
    ).toBeVisible();
    expect(
      screen.getByText('Use the menu button at the top left for quick access to every section.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Join our community chat' })).toBeNull();

    const shortcuts = within(screen.getByRole('navigation', { name: 'Shortcuts' })).getAllByRole(
      'link',
    );
    expect(shortcuts.map((link) => link.textContent)).toEqual([
      'Heroes',
      'Upgrade',
      'Equipment',
      'Talisman',
      'Guides',
      'Disclaimer',
      'Codes',
      'Calculator',
    ]);
  });

  it('lists the active codes soonest first, each copied on a click', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderApp({ backend: homeBackend() });
    const section = await screen.findByRole('region', { name: 'Active codes' });
    const cards = await within(section).findAllByRole('button', { name: /^Copy code/ });
    expect(cards.map((card) => card.querySelector('code')?.textContent)).toEqual([
      'SOON',
      'LATER',
      'FOREVER',
    ]);
    await user.click(cards[1]!);
    expect(writeText).toHaveBeenCalledWith('LATER');
    expect(await screen.findByText('Copied to clipboard!')).toBeVisible();
    expect(within(section).getByRole('link', { name: 'All codes' })).toHaveAttribute(
      'href',
      '/codes',
    );
  });

  it('links the three newest guides with their dates', async () => {
    renderApp({ backend: homeBackend() });
    const section = await screen.findByRole('region', { name: 'Newest guides' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Fourth Apr 4, 2025',
      'Third Mar 3, 2025',
      'Second Feb 2, 2025',
    ]);
    expect(within(section).getByRole('link', { name: 'Fourth' })).toHaveAttribute(
      'href',
      '/guides/g4',
    );
  });
});
