import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SIDEBAR_ENTRIES } from '../../../tests/support/sidebarEntries';
import { renderApp } from '../../test/renderApp';

async function openMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  return user;
}

describe('Sidebar', () => {
  it('is hidden and out of the tab order until the menu button opens it', async () => {
    renderApp();
    const button = await screen.findByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();

    await openMenu();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const controls = screen
      .getByRole('button', { name: 'Close menu' })
      .getAttribute('aria-controls');
    expect(document.getElementById(controls ?? '')).toBeVisible();
  });

  it('lists the nine sections in order', async () => {
    renderApp();
    await openMenu();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      SIDEBAR_ENTRIES,
    );
  });

  it('navigates and closes when an entry is chosen', async () => {
    const { location } = renderApp();
    const user = await openMenu();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    await user.click(within(nav).getByRole('link', { name: 'Disclaimer Info' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Disclaimer' })).toBeVisible();
    expect(location().pathname).toBe('/disclaimer');
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    renderApp();
    const user = await openMenu();
    await user.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on a click on the backdrop', async () => {
    renderApp();
    const user = await openMenu();
    await user.click(screen.getByTestId('sidebar-backdrop'));
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();
  });
});
