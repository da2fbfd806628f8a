import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Backend, RestoreOptions } from '../../backend/contract';
import { MAX_RESTORE_BYTES, RESTORE_TOO_LARGE_MESSAGE } from '../../domain/backups';
import { BackendError } from '../../domain/errors';
import { createFakeAuth, createFakeBackend, makeUser } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { restoreConfirmText, restoredText } from './RestoreFromFile';

const automatic = {
  name: 'hero-guide-backup-2026-11-23T04-00-00Z.json.gz',
  kind: 'automatic' as const,
  size: 1.5 * 1024 * 1024,
  createdAt: '2026-11-23T04:00:00.000Z',
  url: '/api/backup/files/hero-guide-backup-2026-11-23T04-00-00Z.json.gz',
};
const copy = {
  name: 'before-restore-2026-11-24T10-30-00-000Z.json.gz',
  kind: 'before-restore' as const,
  size: 2048,
  createdAt: '2026-11-24T10:30:00.000Z',
  url: '/api/backup/files/before-restore-2026-11-24T10-30-00-000Z.json.gz',
};

function adminBackend(backups: Partial<Backend['backups']> = {}): Backend {
  const auth = createFakeAuth({ initialUser: makeUser() });
  const backend = createFakeBackend(auth);
  const { restore } = backups;
  return {
    ...backend,
    backups: {
      ...backend.backups,
      list: async () => [copy, automatic],
      ...backups,
      // As on both backends, a restore ends every session, this one's too.
      ...(restore && {
        restore: async (...args: Parameters<Backend['backups']['restore']>) => {
          const report = await restore(...args);
          auth.emit(null);
          return report;
        },
      }),
    },
  };
}

/** The page's code is loaded lazily: the first test to show it waits for its first transform. */
const pageShown = () =>
  screen.findByRole('heading', { level: 1, name: 'Backups' }, { timeout: 5000 });

const backupFile = (size = 3) =>
  new File([new Uint8Array(size)], 'site.json.gz', { type: 'application/gzip' });

async function pickAndRestore(file = backupFile()) {
  const user = userEvent.setup();
  await pageShown();
  await user.upload(await screen.findByLabelText('Backup file'), file);
  await user.click(screen.getByRole('button', { name: 'Restore' }));
  return user;
}

describe('the backups page', () => {
  it('links a fresh backup and each backup on the server, newest first', async () => {
    renderApp({ path: '/admin/backups', backend: adminBackend() });
    expect(await pageShown()).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download a backup' })).toHaveAttribute(
      'href',
      '/api/backup',
    );
    const items = within(
      await screen.findByRole('list', { name: 'Backups on the server' }),
    ).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Nov 24, 2026, 10:30 AM UTC (saved before a restore)${copy.name}2 KBDownload`,
      `Nov 23, 2026, 4:00 AM UTC${automatic.name}1.5 MBDownload`,
    ]);
    expect(screen.getByRole('link', { name: `Download ${automatic.name}` })).toHaveAttribute(
      'href',
      automatic.url,
    );
  });

  it('says so when the server has no backups yet', async () => {
    renderApp({ path: '/admin/backups', backend: adminBackend({ list: async () => [] }) });
    await pageShown();
    expect(await screen.findByText("No backups in the server's backup folder yet.")).toBeVisible();
  });

  it('says how far the server is while it restores, in a live region', async () => {
    let finish: () => void = () => {};
    const restore = vi.fn(async (_file: Blob, options?: RestoreOptions) => {
      options?.onProgress?.(100);
      options?.onStatus?.({ id: 'r1', phase: 'checking', done: 1200, total: 10_000 });
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return { rows: 10_000, savedAs: copy.name };
    });
    renderApp({ path: '/admin/backups', backend: adminBackend({ restore }) });
    const user = await pickAndRestore();
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }),
    );
    const status = await screen.findByText('Checking the backup: 1,200 of 10,000 rows…');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    finish();
    expect(await screen.findByText(restoredText('site.json.gz', copy.name))).toBeVisible();
  });

  it('restores a file after the admin confirms, then goes to the sign-in page', async () => {
    const restore = vi.fn(async (_file: Blob, options?: { onProgress?: (p: number) => void }) => {
      options?.onProgress?.(100);
      return { rows: 42, savedAs: copy.name };
    });
    const { location } = renderApp({ path: '/admin/backups', backend: adminBackend({ restore }) });
    const user = await pickAndRestore();

    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent(restoreConfirmText('site.json.gz'));
    expect(restore).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText(restoredText('site.json.gz', copy.name))).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    expect(restore).toHaveBeenCalledOnce();
    expect(restore.mock.calls[0]![0]).toBeInstanceOf(File);
    expect(location().pathname).toBe('/logmin');
    expect(location().state).toMatchObject({ from: { pathname: '/admin/backups' } });
  });

  it('changes nothing when the admin cancels', async () => {
    const restore = vi.fn();
    renderApp({ path: '/admin/backups', backend: adminBackend({ restore }) });
    const user = await pickAndRestore();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(restore).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses the file, and stays", async () => {
    const reason = 'This backup is damaged or incomplete.';
    const restore = async () => {
      throw new BackendError('invalid', reason);
    };
    const { location } = renderApp({ path: '/admin/backups', backend: adminBackend({ restore }) });
    const user = await pickAndRestore();
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(`Restore failed: ${reason}`);
    expect(location().pathname).toBe('/admin/backups');
  });

  it('refuses a file over the limit before sending it', async () => {
    const restore = vi.fn();
    renderApp({ path: '/admin/backups', backend: adminBackend({ restore }) });
    const big = backupFile();
    Object.defineProperty(big, 'size', { value: MAX_RESTORE_BYTES + 1 });
    await pickAndRestore(big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Restore failed: ${RESTORE_TOO_LARGE_MESSAGE}`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(restore).not.toHaveBeenCalled();
  });

  it('points to Google Cloud instead where backups are not made in the app', async () => {
    const backend = adminBackend();
    const firebase: Backend = { ...backend, capabilities: { sessions: false, backups: false } };
    renderApp({ path: '/admin/backups', backend: firebase });
    expect(await pageShown()).toBeVisible();
    expect(screen.getByText(/Firestore export/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Download a backup' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Backup file')).not.toBeInTheDocument();
  });
});
