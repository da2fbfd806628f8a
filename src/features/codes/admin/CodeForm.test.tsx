import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Code } from '../../../domain/code';
import { BackendError, conflict } from '../../../domain/errors';
import { createFakeAuth, createFakeBackend, makeUser } from '../../../test/fakeBackend';
import { LAZY, renderApp } from '../../../test/renderApp';

const GIFT: Code = {
  id: '1',
  code: 'GIFT',
  neverExpires: true,
  expirationDate: null,
  reward: '',
  addedAt: '2025-01-01T00:00:00.000Z',
  createdAt: '2025-01-01T00:00:00.000Z',
  version: 3,
};

function adminBackend() {
  const backend = createFakeBackend(createFakeAuth({ initialUser: makeUser() }));
  backend.codes.list = vi.fn(async () => [GIFT]);
  return backend;
}

async function openEditForm(backend: ReturnType<typeof adminBackend>) {
  renderApp({ path: '/codes', backend });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit GIFT' }, LAZY));
  return screen.getByRole('form', { name: 'Edit code GIFT' });
}

describe('the code form', () => {
  it('explains a missing code and expiry next to their fields, and sends nothing', async () => {
    const backend = adminBackend();
    backend.codes.create = vi.fn();
    renderApp({ path: '/codes', backend });
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Code' }, LAZY));
    const form = screen.getByRole('form', { name: 'New code' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add Code' }));
    expect(await within(form).findByText('Code is required.')).toBeVisible();
    expect(within(form).getByLabelText('Code')).toHaveAccessibleDescription('Code is required.');
    expect(within(form).getByLabelText('Expires (your local time)')).toHaveAccessibleDescription(
      'Expiration date is required unless the code never expires.',
    );
    expect(backend.codes.create).not.toHaveBeenCalled();
  });

  it('sends the trimmed code with the version it was opened on', async () => {
    const backend = adminBackend();
    backend.codes.update = vi.fn(async (_id, input) => ({ ...GIFT, ...input, version: 4 }));
    const form = await openEditForm(backend);
    await userEvent.clear(within(form).getByLabelText('Code'));
    await userEvent.type(within(form).getByLabelText('Code'), '  GIFT2  ');
    await userEvent.type(within(form).getByLabelText('Reward (optional)'), ' 300 gems ');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(backend.codes.update).toHaveBeenCalledWith(
      '1',
      {
        code: 'GIFT2',
        neverExpires: true,
        expirationDate: null,
        reward: '300 gems',
        addedAt: GIFT.addedAt,
      },
      3,
    );
  });

  it("shows a refused save's reason, and the server's field message next to its field", async () => {
    const backend = adminBackend();
    backend.codes.update = vi.fn(async () => {
      throw new BackendError('invalid', 'code.code: At most 100 characters.', {
        'code.code': 'At most 100 characters.',
      });
    });
    const form = await openEditForm(backend);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Failed to update code: code.code: At most 100 characters.',
    );
    expect(within(form).getByLabelText('Code')).toHaveAccessibleDescription(
      'At most 100 characters.',
    );
  });

  it('on a conflict keeps the typing and explains, with nothing to load', async () => {
    const backend = adminBackend();
    backend.codes.update = vi.fn(async () => {
      throw conflict('This code');
    });
    const form = await openEditForm(backend);
    await userEvent.type(within(form).getByLabelText('Code'), '-MINE');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /^Failed to update code: This code was changed by someone else/,
    );
    expect(within(form).getByLabelText('Code')).toHaveValue('GIFT-MINE');
    expect(within(form).queryByRole('button', { name: 'Load latest' })).toBeNull();
  });
});
