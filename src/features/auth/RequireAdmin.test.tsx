import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeAuth, createFakeBackend, makeUser } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';

describe('RequireAdmin', () => {
  it('sends a visitor to /logmin with where they came from', async () => {
    const { location } = renderApp({ path: '/admin/guides/edit/g1?tab=2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    expect(location().pathname).toBe('/logmin');
    expect(location().state).toMatchObject({
      from: { pathname: '/admin/guides/edit/g1', search: '?tab=2' },
    });
  });

  it('returns the visitor to the guarded page after signing in', async () => {
    const account = { email: 'admin@example.com', password: 'secret-pass', user: makeUser() };
    const backend = createFakeBackend(createFakeAuth({ account }));
    const { location } = renderApp({ path: '/admin/guides/create', backend });

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), account.email);
    await user.type(screen.getByLabelText('Password'), account.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // The editor's code loads before the page opens (LoginPage prepares it), which takes a while.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Guide' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(location().pathname).toBe('/admin/guides/create');
  });

  it('shows admin pages to admins', async () => {
    const backend = createFakeBackend(createFakeAuth({ initialUser: makeUser() }));
    renderApp({ path: '/admin/guides/edit/g1', backend });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Guide' })).toBeVisible();
  });

  it('tells a signed-in non-admin that the page is for admins', async () => {
    const member = makeUser({ isAdmin: false, email: 'member@example.com' });
    const backend = createFakeBackend(createFakeAuth({ initialUser: member }));
    renderApp({ path: '/admin/guides/create', backend });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Create Guide' })).not.toBeInTheDocument();
  });
});
