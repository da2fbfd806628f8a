import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Code } from '../../domain/code';
import type { Guide } from '../../domain/guide';
import type { Revision } from '../../domain/history';
import {
  NO_SITE_SETTINGS,
  emptyTierLegend,
  storedSiteSettings,
  type SiteSettings,
} from '../../domain/siteSettings';
import { createFakeAuth, createFakeBackend, makeUser } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { makeGameMode } from '../../test/makeGameMode';
import { makeHero } from '../../test/makeHero';
import {
  fieldsChangedSinceEarlier,
  saveRefusedAsConflict,
  siteRevisions,
  storeSiteSettings,
} from '../../test/siteRevisions';

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

function homeBackend(user = makeUser({ isAdmin: false })) {
  const backend = createFakeBackend(createFakeAuth({ initialUser: user.isAdmin ? user : null }));
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
  it('names the mode of each latest tier change and links each mode’s changes', async () => {
    const backend = homeBackend();
    backend.modes.list = async () => [makeGameMode('Arena', { id: 'arena' })];
    backend.heroes.list = async () => [
      makeHero({
        id: 'h1',
        name: 'Aria',
        tierHistory: [
          { from: 'A', to: 'S', at: '2026-01-01T00:00:00.000Z' },
          { from: 'C', to: 'B', at: '2026-01-02T00:00:00.000Z', mode: 'arena' },
          { from: 'B', to: 'C', at: '2026-01-03T00:00:00.000Z', mode: 'in-the-trash' },
        ],
      }),
    ];
    renderApp({ backend });
    const section = await screen.findByRole('region', { name: 'Latest tier changes' });
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['AriaArenaC → B ▲(up)', 'AriaOverallA → S ▲(up)']),
    );
    expect(within(section).getByRole('link', { name: 'Arena' })).toHaveAttribute(
      'href',
      '/tier-changes?mode=arena',
    );
  });

  it('welcomes and offers the nine shortcuts, with no chat link when none is configured', async () => {
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
      'Teams',
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

  it('shows the community chat link an admin set, opening in a new tab', async () => {
    const backend = homeBackend();
    backend.settings.getSite = async () => ({
      ...NO_SITE_SETTINGS,
      communityUrl: 'https://chat.example.org/invite',
      updatedAt: '2025-01-01T00:00:00.000Z',
      version: 1,
    });
    renderApp({ backend });
    const link = await screen.findByRole('link', { name: 'Join our community chat' });
    expect(link).toHaveAttribute('href', 'https://chat.example.org/invite');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText('Edit the community chat link (admin)')).toBeNull();
  });

  describe('for an admin', () => {
    function adminHome(stored: SiteSettings, versions: Revision[] = []) {
      const backend = homeBackend(makeUser());
      const settings = storeSiteSettings(backend, stored, versions);
      renderApp({ backend });
      return settings;
    }

    async function openEditor() {
      const user = userEvent.setup();
      await user.click(await screen.findByText('Edit the community chat link (admin)'));
      const form = screen.getByRole('form', { name: 'Community chat link' });
      return { user, form, input: within(form).getByLabelText('Community chat link') };
    }

    it('sets the link, which the page shows at once, then removes it, keeping the rest', async () => {
      const { saveSite } = adminHome({ ...NO_SITE_SETTINGS, equipmentSlots: ['Ring', 'Weapon'] });
      const { user, form, input } = await openEditor();
      expect(screen.queryByRole('link', { name: 'Join our community chat' })).toBeNull();

      await user.type(input, 'https://chat.example.org/new');
      await user.click(within(form).getByRole('button', { name: 'Save link' }));
      // The legend and the equipment slots are sent back as they were read.
      expect(saveSite).toHaveBeenCalledWith(
        {
          communityUrl: 'https://chat.example.org/new',
          tierLegend: emptyTierLegend(),
          equipmentSlots: ['Ring', 'Weapon'],
        },
        0,
      );
      expect(await screen.findByText('Community link saved.')).toBeVisible();
      expect(await screen.findByRole('link', { name: 'Join our community chat' })).toHaveAttribute(
        'href',
        'https://chat.example.org/new',
      );

      await user.clear(input);
      await user.click(within(form).getByRole('button', { name: 'Save link' }));
      expect(saveSite).toHaveBeenLastCalledWith(
        { communityUrl: '', tierLegend: emptyTierLegend(), equipmentSlots: ['Ring', 'Weapon'] },
        1,
      );
      expect(await screen.findByText('Community link removed.')).toBeVisible();
      expect(screen.queryByRole('link', { name: 'Join our community chat' })).toBeNull();
    });

    it('refuses an address that is not https, saying why, and saves nothing', async () => {
      const { saveSite } = adminHome({ ...NO_SITE_SETTINGS });
      const { user, form, input } = await openEditor();
      await user.type(input, 'http://chat.example.org');
      await user.click(within(form).getByRole('button', { name: 'Save link' }));
      expect(
        within(form).getByText('The community chat link must be a full https:// address.'),
      ).toBeVisible();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(saveSite).not.toHaveBeenCalled();
    });

    it('compares an earlier version with the whole of the current settings, legend and slots included', async () => {
      const stored: SiteSettings = {
        ...NO_SITE_SETTINGS,
        communityUrl: 'https://chat.example.org',
        tierLegend: { ...emptyTierLegend(), Meta: 'Best in every mode.' },
        equipmentSlots: ['Ring', 'Weapon'],
        version: 2,
      };
      const now = storedSiteSettings(stored);
      adminHome(stored, siteRevisions(now, { ...now, communityUrl: 'https://old.example.org' }));
      const { user, form } = await openEditor();
      expect(await fieldsChangedSinceEarlier(user, form)).toEqual(['Community chat link']);
    });

    it('after a conflict keeps the typing, then loads the newer link on request', async () => {
      const stored = { ...NO_SITE_SETTINGS, communityUrl: 'https://a.example', version: 1 };
      const { elsewhere } = adminHome(stored);
      const { user, form, input } = await openEditor();
      elsewhere({ communityUrl: 'https://b.example' });
      await user.clear(input);
      await user.type(input, 'https://mine.example');
      await saveRefusedAsConflict(user, form, 'Save link', 'Failed to save the community link');
      expect(input).toHaveValue('https://mine.example');
      await user.click(within(form).getByRole('button', { name: 'Load latest' }));
      await vi.waitFor(() => expect(input).toHaveValue('https://b.example'));
      expect(within(form).queryByRole('alert')).toBeNull();
    });
  });
});
