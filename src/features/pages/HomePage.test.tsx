import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

describe('HomePage', () => {
  it('welcomes, links the community and offers the eight shortcuts', async () => {
    renderApp();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Hero Guide' }),
    ).toBeVisible();
    expect(
      screen.getByText('Use the menu button at the top left for quick access to every section.'),
    ).toBeVisible();
    const community = screen.getByRole('link', { name: 'Join our community chat' });
    expect(community).toHaveAttribute('rel', 'noopener noreferrer');
    expect(community.getAttribute('href')).toMatch(/^https:\/\//);

    const shortcuts = within(screen.getByRole('navigation', { name: 'Shortcuts' })).getAllByRole(
      'link',
    );
    expect(shortcuts.map((link) => link.textContent)).toEqual([
      'Heroes',
      'Upgrade',
      'Equipment',
      'Talisman',
      'Guides',
      'Disclaimer',
      'Codes',
      'Calculator',
    ]);
  });
});
