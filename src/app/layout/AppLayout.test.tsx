import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createFakeAuth, createFakeBackend, makeUser } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { AppLayout } from './AppLayout';

function BrokenPage(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('AppLayout', () => {
  it('offers a skip link to the main content', async () => {
    renderApp();
    const skip = await screen.findByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(document.getElementById('main-content')?.tagName).toBe('MAIN');
  });

  it('shows neither admin bar nor sign-out to visitors', async () => {
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Hero Guide' });
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('admin-bar')).not.toBeInTheDocument();
  });

  it('shows the admin bar to an admin until they sign out', async () => {
    const backend = createFakeBackend(createFakeAuth({ initialUser: makeUser() }));
    renderApp({ backend });
    const bar = await screen.findByTestId('admin-bar');
    expect(bar).toHaveTextContent('Signed in as admin@example.com (admin)');
    // A landmark, so that landmark navigation reaches it.
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBe(bar);
    expect(screen.getByRole('link', { name: 'New guide' })).toHaveAttribute(
      'href',
      '/admin/guides/create',
    );
    expect(screen.getByRole('link', { name: 'Media' })).toHaveAttribute('href', '/admin/media');
    expect(screen.getByRole('link', { name: 'Backups' })).toHaveAttribute('href', '/admin/backups');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.queryByTestId('admin-bar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('gives a signed-in non-admin sign-out but no admin bar', async () => {
    const auth = createFakeAuth({});
    renderApp({ backend: createFakeBackend(auth) });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Hero Guide' });
    act(() => auth.emit(makeUser({ isAdmin: false })));
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(screen.queryByTestId('admin-bar')).not.toBeInTheDocument();
  });

  it('keeps the header usable when a page fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({
      children: (
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="*" element={<BrokenPage />} />
          </Route>
        </Routes>
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeVisible();
    vi.restoreAllMocks();
  });
});
