import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Code } from '../../domain/code';
import { BackendError } from '../../domain/errors';
import { createFakeAuth, createFakeBackend, makeUser } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const codes: Code[] = [
  { id: '1', code: 'FOREVER', neverExpires: true, expirationDate: null },
  {
    id: '2',
    code: 'LATER',
    neverExpires: false,
    expirationDate: inHours(49),
    reward: '300 gems',
    addedAt: inHours(-71),
  },
  { id: '3', code: 'GONE', neverExpires: false, expirationDate: inHours(-1) },
  { id: '4', code: 'SOON', neverExpires: false, expirationDate: inHours(1) },
].map((code) => ({
  reward: '',
  addedAt: '2025-01-01T00:00:00.000Z',
  ...code,
  createdAt: '2025-01-01T00:00:00.000Z',
  version: 1,
}));

function backendWith(list: Code[], admin = false) {
  const backend = createFakeBackend(
    createFakeAuth({ initialUser: admin ? makeUser({ isAdmin: true }) : null }),
  );
  backend.codes.list = async () => list;
  return backend;
}

const cardTexts = () =>
  within(screen.getByRole('list', { name: 'Codes' }))
    .getAllByRole('button', { name: /^Copy code/ })
    .map((card) => card.textContent);

afterEach(() => vi.restoreAllMocks());

describe('CodesPage', () => {
  it('shows a visitor the active codes, soonest first, with their labels, rewards and badges', async () => {
    renderApp({ path: '/codes', backend: backendWith(codes) });
    await screen.findByRole('button', { name: /FOREVER/ });
    expect(cardTexts()).toEqual([
      'Copy code SOONLAST DAYEXPIRES IN 1 DAY',
      'Copy code LATERNEW300 gemsEXPIRES IN 3 DAYS',
      'Copy code FOREVERNEVER EXPIRES',
    ]);
  });

  it('shows an admin the expired codes too, marked expired', async () => {
    renderApp({ path: '/codes', backend: backendWith(codes, true) });
    await screen.findByRole('button', { name: 'Add New Code' });
    expect(cardTexts()[0]).toBe('Copy code GONEEXPIRED');
    expect(screen.getByRole('button', { name: 'Delete GONE' })).toBeVisible();
  });

  it('copies a code and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderApp({ path: '/codes', backend: backendWith(codes) });
    await user.click(await screen.findByRole('button', { name: /SOON/ }));
    expect(writeText).toHaveBeenCalledWith('SOON');
    expect(await screen.findByText('Copied to clipboard!')).toBeVisible();
  });

  it('selects the code for copying by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp({ path: '/codes', backend: backendWith(codes) });
    await user.click(await screen.findByRole('button', { name: /LATER/ }));
    expect(await screen.findByText(/copy it by hand/)).toBeVisible();
    expect(warn).toHaveBeenCalled();
    expect(window.getSelection()?.toString()).toBe('LATER');
  });

  it('drops a code from a visitor once it expires while the page is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const brief = [{ ...codes[1]!, id: '9', code: 'BRIEF', expirationDate: inHours(0.01) }];
      renderApp({ path: '/codes', backend: backendWith(brief) });
      expect(await screen.findByRole('button', { name: /BRIEF/ })).toBeVisible();
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.queryByRole('button', { name: /BRIEF/ })).toBeNull();
      expect(screen.getByText(/No codes right now/)).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a load failure with a Retry button that asks again', async () => {
    const backend = backendWith(codes);
    backend.codes.list = vi
      .fn()
      .mockRejectedValueOnce(new BackendError('unavailable', 'The server is down.'))
      .mockResolvedValue(codes);
    renderApp({ path: '/codes', backend });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load codes: The server is down.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /FOREVER/ })).toBeVisible();
  });
});
