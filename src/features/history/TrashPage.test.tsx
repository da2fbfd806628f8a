import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeAuth, createFakeBackend, makeUser } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';

describe('the trash page', () => {
  it('names every kind of item it holds', async () => {
    const user = makeUser();
    const backend = createFakeBackend(
      createFakeAuth({ initialUser: user, account: { email: user.email, password: 'x', user } }),
    );
    backend.history.trash = async () => [];
    renderApp({ path: '/admin/trash', backend });
    await screen.findByRole('heading', { level: 1, name: 'Trash' }, { timeout: 5000 });
    expect(
      screen.getByText(/^Deleted .* stay here for 30 days/, { selector: 'p' }).textContent,
    ).toBe(
      'Deleted heroes, codes, guides, game modes, teams and equipment items stay here for 30 days, with their images, then they are deleted for good.',
    );
  });
});
