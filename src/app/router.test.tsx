import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import { basenameFrom } from './router';

describe('router', () => {
  it('sends unknown paths home', async () => {
    const { location } = renderApp({ path: '/no/such/page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Hero Guide' }),
    ).toBeVisible();
    expect(location().pathname).toBe('/');
  });

  it('renders the disclaimer at /disclaimer', async () => {
    renderApp({ path: '/disclaimer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Disclaimer' })).toBeVisible();
    expect(screen.getByText(/gain no money or other compensation/)).toBeVisible();
    expect(screen.getByText(/ask a main contributor/)).toBeVisible();
  });

  it.each([
    ['/heroes', 'Heroes'],
    ['/codes', 'Codes'],
    ['/guides', 'Guides'],
    ['/guides/pets', 'Pets Guide'],
    ['/guides/war-spirit', 'War Spirits Guide'],
    ['/guides/codex', 'Codex Guide'],
    ['/guides/upgrade-priority', 'PvP Upgrade Priority'],
    ['/guides/abc123', 'Guide not found'],
    ['/talisman', 'Talisman'],
    ['/upgraderequirement', 'Upgrade Requirements'],
    ['/guild-calculator', 'Guild Level Progression Calculator'],
    ['/equipment', 'Details about equipment will be displayed here.'],
    ['/equipment/abc123', 'Item not found'],
    ['/logmin', 'Admin Login'],
  ])('keeps the deep link %s and shows its page', async (path, heading) => {
    const { location } = renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(location().pathname).toBe(path);
  });

  it('names the browser tab after the page', async () => {
    renderApp({ path: '/codes' });
    await screen.findByRole('heading', { level: 1, name: 'Codes' });
    // The title is set by an effect, which may run after the page is on screen.
    await waitFor(() => expect(document.title).toBe('Codes · Hero Guide'));
  });

  it('derives the basename from the base URL', () => {
    expect(basenameFrom('/')).toBe('');
    expect(basenameFrom('/guide/')).toBe('/guide');
  });
});
