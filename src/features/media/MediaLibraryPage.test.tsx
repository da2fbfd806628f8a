import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../domain/errors';
import type { StoredFileInfo } from '../../domain/fileUsage';
import { createFakeAuth, createFakeBackend, makeUser } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { expectLinkTo } from '../../test/expectLink';

const file = (path: string, usedBy: StoredFileInfo['usedBy'], size = 49152): StoredFileInfo => ({
  path,
  url: `/files/${path}`,
  thumbnailUrl: `/files/${path}?thumb=1`,
  contentType: 'image/png',
  size,
  createdAt: '2024-05-01T10:00:00.000Z',
  usedBy,
});

function setUp(files: StoredFileInfo[]) {
  const backend = createFakeBackend(createFakeAuth({ initialUser: makeUser() }));
  let stored = files;
  backend.files.list = vi.fn(async () => stored);
  backend.files.remove = vi.fn(async (path: string) => {
    stored = stored.filter((candidate) => candidate.path !== path);
  });
  backend.files.removeUnused = vi.fn(async () => {
    const before = stored.length;
    stored = stored.filter((candidate) => candidate.usedBy.length > 0);
    return before - stored.length;
  });
  return backend;
}

/** The page and its list arrive lazily (a chunk, then the read): a busy machine takes a while. */
const LOADED = { timeout: 5000 };

const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name }, LOADED)).closest(
    'article',
  ) as HTMLElement;

describe('MediaLibraryPage', () => {
  it('shows each file with its name, size, and where it is used', async () => {
    const backend = setUp([
      file('heroes/1700000000002-aurelia.png', [
        { kind: 'hero', id: 'h1', label: 'Aurelia' },
        { kind: 'guide', id: 'g1', label: 'Beginner tips' },
        { kind: 'team', id: 'team1', label: 'Dawn strike' },
        { kind: 'media', id: 'talisman-spc-1', label: 'SPC' },
        { kind: 'trash', id: 't1', label: 'Old guide' },
      ]),
      file('media/1700000000001-spare.png', [], 1200),
    ]);
    renderApp({ path: '/admin/media', backend });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Media library' }, LOADED),
    ).toBeVisible();

    const used = await cardOf('aurelia.png');
    expect(within(used).getByRole('img', { name: 'aurelia.png' })).toHaveAttribute(
      'src',
      '/files/heroes/1700000000002-aurelia.png?thumb=1',
    );
    expect(within(used).getByText(/48 KB/)).toBeVisible();
    expectLinkTo(used, 'Aurelia', '/heroes/h1');
    expectLinkTo(used, 'Beginner tips', '/guides/g1');
    expectLinkTo(used, 'Dawn strike', '/teams/team1');
    expect(within(used).getByText('Team:')).toBeVisible();
    expectLinkTo(used, 'SPC', '/talisman');
    expect(within(used).getByText('Old guide')).toBeVisible();
    const blocked = within(used).getByRole('button', { name: 'Delete aurelia.png' });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription('In use: it can be deleted once nothing shows it.');

    const spare = await cardOf('spare.png');
    expect(within(spare).getByText('Not used')).toBeVisible();
    expect(within(spare).getByText(/1.2 KB/)).toBeVisible();
    expect(within(spare).getByRole('button', { name: 'Delete spare.png' })).toBeEnabled();
  });

  it('filters to the unused files and deletes them all after confirming the count', async () => {
    const backend = setUp([
      file('heroes/3-kept.png', [{ kind: 'hero', id: 'h1', label: 'Aurelia' }]),
      file('media/2-one.png', []),
      file('media/1-two.png', []),
    ]);
    const { location } = renderApp({ path: '/admin/media', backend });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Unused (2)' }, LOADED));
    expect(location().search).toBe('?show=unused');
    expect(screen.queryByRole('heading', { name: 'kept.png' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('media-file')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete all unused (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the 2 unused files?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted 2 unused files.', {}, LOADED)).toBeVisible();
    expect(backend.files.removeUnused).toHaveBeenCalledOnce();
    expect(await screen.findByText('Every file is in use.', {}, LOADED)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete all unused (0)' })).toBeDisabled();
  });

  it('deletes one unused file after confirming, and says why a refusal happened', async () => {
    const backend = setUp([file('media/2-one.png', []), file('media/1-two.png', [])]);
    backend.files.remove = vi.fn(async () => {
      throw new BackendError('conflict', 'This file is still shown by the hero “Mo”.');
    });
    renderApp({ path: '/admin/media', backend });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete one.png' }, LOADED));
    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete one.png?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Failed to delete file: This file is still shown by the hero “Mo”.',
        {},
        LOADED,
      ),
    ).toBeVisible();
    expect(backend.files.remove).toHaveBeenCalledWith('media/2-one.png');
  });
});
