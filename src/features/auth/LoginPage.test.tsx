import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuthApi } from '../../backend/contract';
import { BackendError } from '../../domain/errors';
import { createFakeAuth, createFakeBackend, makeUser } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';

const account = { email: 'admin@example.com', password: 'correct horse', user: makeUser() };

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('has a labelled email and password field', async () => {
    renderApp({ path: '/logmin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('autocomplete', 'username');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows the exact failure text on wrong credentials', async () => {
    const backend = createFakeBackend(createFakeAuth({ account }));
    const { location } = renderApp({ path: '/logmin', backend });
    await fillAndSubmit('admin@example.com', 'wrong');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Login failed\. Please check your credentials\.$/);
    expect(alert).toHaveClass('form__error');
    expect(location().pathname).toBe('/logmin');
  });

  it("shows the server's message when sign-in is throttled", async () => {
    const auth: AuthApi = {
      ...createFakeAuth({}),
      signIn: async () => {
        throw new BackendError('rate-limited', 'Too many attempts. Try again in 5 minutes.');
      },
    };
    renderApp({ path: '/logmin', backend: createFakeBackend(auth) });
    await fillAndSubmit('admin@example.com', 'anything');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 5 minutes.',
    );
  });

  it('goes to /heroes after signing in', async () => {
    const backend = createFakeBackend(createFakeAuth({ account }));
    const { location } = renderApp({ path: '/logmin', backend });
    await fillAndSubmit(account.email, account.password);

    expect(await screen.findByRole('heading', { level: 1, name: 'Heroes' })).toBeVisible();
    expect(location().pathname).toBe('/heroes');
  });

  it('sends an admin who is already signed in on to /heroes instead of the form', async () => {
    const backend = createFakeBackend(createFakeAuth({ initialUser: makeUser() }));
    const { location } = renderApp({ path: '/logmin', backend });
    expect(await screen.findByRole('heading', { level: 1, name: 'Heroes' })).toBeVisible();
    expect(location().pathname).toBe('/heroes');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('shows the form to a signed-in account that is not an admin', async () => {
    const member = makeUser({ isAdmin: false, email: 'member@example.com' });
    renderApp({
      path: '/logmin',
      backend: createFakeBackend(createFakeAuth({ initialUser: member })),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    expect(screen.getByLabelText('Password')).toBeVisible();
  });
});
