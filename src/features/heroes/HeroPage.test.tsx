import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notFound } from '../../domain/errors';
import { createFakeBackend } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { makeHero } from '../../test/makeHero';

describe('HeroPage', () => {
  it('shows one hero with its full image and details', async () => {
    const backend = createFakeBackend();
    const hero = makeHero({ name: 'Mo', imageUrl: '/files/heroes/1-mo.png' });
    backend.heroes.get = vi.fn(async () => hero);
    renderApp({ path: '/heroes/mo', backend });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mo' })).toBeVisible();
    expect(backend.heroes.get).toHaveBeenCalledWith('mo');
    const portrait = screen.getByRole('img', { name: 'Mo' });
    expect(portrait).toHaveAttribute('src', '/files/heroes/1-mo.png');
    // The page's largest paint: fetched at once and before any other image.
    expect(portrait).toHaveAttribute('loading', 'eager');
    expect(portrait).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByText('Tier: S')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Recommended Talisman' })).toBeVisible();
    expect(document.title).toBe('Mo · Hero Guide');
  });

  it('says when the hero does not exist, with a link back to the list', async () => {
    const backend = createFakeBackend();
    backend.heroes.get = vi.fn(async () => {
      throw notFound('This hero');
    });
    renderApp({ path: '/heroes/gone', backend });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hero not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Heroes' })).toHaveAttribute('href', '/heroes');
  });
});
