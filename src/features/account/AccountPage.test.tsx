import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../backend/contract';
import { BackendError, invalid } from '../../domain/errors';
import {
  WRONG_CURRENT_PASSWORD,
  type AccountSession,
  type TrustedBrowser,
} from '../../domain/user';
import { createFakeAuth, createFakeBackend, makeUser } from '../../test/fakeBackend';
import { LAZY, renderApp } from '../../test/renderApp';

const PASSWORD = 'old password 1';

const session = (overrides: Partial<AccountSession>): AccountSession => ({
  id: 's1',
  createdAt: '2025-03-04T05:06:07.000Z',
  lastUsedAt: '2025-03-05T08:00:00.000Z',
  browser: 'Chrome on Linux',
  address: '198.51.100.7',
  current: false,
  ...overrides,
});

function adminBackend(
  sessions: AccountSession[] = [],
  more: { trustedBrowsers?: TrustedBrowser[]; setupNotice?: string } = {},
) {
  const user = makeUser();
  return createFakeBackend(
    createFakeAuth({
      initialUser: user,
      account: { email: user.email, password: PASSWORD, user },
      sessions,
      ...more,
    }),
  );
}

const withoutSessions = (backend: Backend): Backend => ({
  ...backend,
  name: 'firebase',
  capabilities: { ...backend.capabilities, sessions: false },
});

describe('the Account page', () => {
  it("lists the admin's trusted browsers, and shows the server's set-up notice", async () => {
    const notice = 'Requests reach this site through a proxy (at 10.0.0.2), but …';
    renderApp({
      path: '/admin/account',
      backend: adminBackend([session({ id: 'here', current: true })], {
        trustedBrowsers: [
          {
            id: 'laptop',
            browser: 'Firefox on macOS',
            createdAt: '2025-01-02T03:04:05.000Z',
            lastSignInAt: '2025-03-04T05:06:07.000Z',
            current: true,
          },
          {
            id: 'phone',
            browser: 'Chrome on Android',
            createdAt: '2025-01-02T03:04:05.000Z',
            lastSignInAt: '2025-02-04T05:06:07.000Z',
            current: false,
          },
        ],
        setupNotice: notice,
      }),
    });
    const list = await screen.findByRole('list', { name: 'Trusted browsers' }, LAZY);
    const [laptop, phone] = within(list).getAllByRole('listitem');
    expect(laptop).toHaveTextContent('Firefox on macOS');
    expect(within(laptop!).getByText('This device')).toBeVisible();
    expect(phone).toHaveTextContent('Chrome on Android');
    expect(within(phone!).getByText('Last signed in')).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(notice);
  });

  it("lists the admin's sessions, this device marked and the others with a Sign out button", async () => {
    renderApp({
      path: '/admin/account',
      backend: adminBackend([
        session({ id: 'here', browser: 'Firefox on macOS', address: '203.0.113.9', current: true }),
        session({ id: 'phone', browser: 'Chrome on Android' }),
      ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' }, LAZY)).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    const [here, phone] = within(list).getAllByRole('listitem');
    expect(here).toHaveTextContent('Firefox on macOS');
    expect(within(here!).getByText('This device')).toBeVisible();
    expect(within(here!).queryByRole('button')).toBeNull();
    expect(here).toHaveTextContent('203.0.113.9');
    expect(within(phone!).queryByText('This device')).toBeNull();
    expect(within(phone!).getByText('Signed in')).toBeVisible();
    expect(within(phone!).getByText('Last active')).toBeVisible();
    expect(
      within(phone!).getByRole('button', { name: 'Sign out Chrome on Android at 198.51.100.7' }),
    ).toBeVisible();
  });

  it('signs one session out and says so', async () => {
    const backend = adminBackend([
      session({ id: 'here', current: true }),
      session({ id: 'phone', browser: 'Chrome on Android' }),
    ]);
    const endSession = vi.spyOn(backend.auth, 'endSession');
    renderApp({ path: '/admin/account', backend });
    await userEvent.click(
      await screen.findByRole('button', { name: /^Sign out Chrome on Android/ }, LAZY),
    );
    expect(endSession).toHaveBeenCalledWith('phone');
    expect(await screen.findByText('Signed out Chrome on Android.')).toBeVisible();
    await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(1));
  });

  it('signs out everywhere else only once confirmed', async () => {
    const backend = adminBackend([
      session({ id: 'here', current: true }),
      session({ id: 'a' }),
      session({ id: 'b' }),
    ]);
    const endOthers = vi.spyOn(backend.auth, 'endOtherSessions');
    renderApp({ path: '/admin/account', backend });
    const button = await screen.findByRole('button', { name: 'Sign out everywhere else' }, LAZY);
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(endOthers).not.toHaveBeenCalled();

    await userEvent.click(button);
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Sign out everywhere else',
      }),
    );
    expect(await screen.findByText('Signed out 2 other sessions.')).toBeVisible();
    await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it('shows a note instead of sessions where the backend cannot list them', async () => {
    const backend = withoutSessions(adminBackend());
    const listSessions = vi.spyOn(backend.auth, 'listSessions');
    renderApp({ path: '/admin/account', backend });
    expect(
      await screen.findByText(/^Sessions are managed by Firebase Authentication/, {}, LAZY),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Signed-in sessions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeVisible();
    expect(listSessions).not.toHaveBeenCalled();
  });
});

describe('the change-password form', () => {
  async function openForm(backend: Backend = adminBackend()) {
    renderApp({ path: '/admin/account', backend });
    const form = await screen.findByRole('form', { name: 'Change password' }, LAZY);
    const fill = async (current: string, next: string, again: string) => {
      for (const [label, value] of [
        ['Current password', current],
        ['New password', next],
        ['Confirm new password', again],
      ] as const) {
        const field = within(form).getByLabelText(label);
        await userEvent.clear(field);
        if (value) await userEvent.type(field, value);
      }
      await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    };
    return { form, fill, backend };
  }

  it('checks the password rule and the confirmation before sending anything', async () => {
    const backend = adminBackend();
    const changePassword = vi.spyOn(backend.auth, 'changePassword');
    const { form, fill } = await openForm(backend);
    await fill('', 'short', 'other');
    expect(await within(form).findByText('Password must be at least 8 characters.')).toBeVisible();
    expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription(
      'Enter your current password.',
    );
    expect(within(form).getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Passwords do not match.',
    );
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("shows the backend's refusal in the form", async () => {
    const { form, fill } = await openForm();
    await fill('not my password', 'a new password', 'a new password');
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      `Failed to change the password: ${WRONG_CURRENT_PASSWORD}`,
    );
    expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription(
      WRONG_CURRENT_PASSWORD,
    );
  });

  it('says when it is throttled', async () => {
    const backend = adminBackend();
    backend.auth.changePassword = vi.fn(async () => {
      throw new BackendError('rate-limited', 'Too many sign-in attempts.');
    });
    const { form, fill } = await openForm(backend);
    await fill(PASSWORD, 'a new password', 'a new password');
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Failed to change the password: Too many sign-in attempts.',
    );
  });

  it('changes the password, empties the form and says the other sessions were signed out', async () => {
    const backend = adminBackend();
    const changePassword = vi.spyOn(backend.auth, 'changePassword');
    const { form, fill } = await openForm(backend);
    await fill(PASSWORD, 'a new password', 'a new password');
    expect(
      await screen.findByText('Password changed. Other sessions were signed out.'),
    ).toBeVisible();
    expect(changePassword).toHaveBeenCalledWith(PASSWORD, 'a new password');
    expect(within(form).getByLabelText('New password')).toHaveValue('');
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('names a new password the backend refuses next to its field', async () => {
    const backend = adminBackend();
    backend.auth.changePassword = vi.fn(async () => {
      throw invalid('Firebase did not accept the new password.', {
        newPassword: 'Firebase did not accept the new password.',
      });
    });
    const { form, fill } = await openForm(backend);
    await fill(PASSWORD, 'a new password', 'a new password');
    await waitFor(() =>
      expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(
        'Firebase did not accept the new password.',
      ),
    );
  });
});
