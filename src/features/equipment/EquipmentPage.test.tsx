import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { EquipmentItem } from '../../domain/equipment';
import { BackendError } from '../../domain/errors';
import { NO_SITE_SETTINGS } from '../../domain/siteSettings';
import { createFakeAuth, createFakeBackend, makeUser } from '../../test/fakeBackend';
import { makeEquipmentItem } from '../../test/makeEquipmentItem';
import { renderApp } from '../../test/renderApp';
import { expectLinkTo } from '../../test/expectLink';
import { preloadAdminParts } from '../../ui/lazyNamed';

const ITEMS: EquipmentItem[] = [
  makeEquipmentItem({ id: 'boots', name: 'Swift Boots', slot: 'Boots', rarity: 'Epic' }),
  makeEquipmentItem({ id: 'blade', name: 'Dawn Blade', slot: 'Weapon', rarity: 'Rare' }),
  makeEquipmentItem({
    id: 'edge',
    name: 'Night Edge',
    slot: 'Weapon',
    rarity: 'Legendary',
    thumbnailUrl: '/files/equipment/1-edge.png?thumb=1',
    imageUrl: '/files/equipment/1-edge.png',
  }),
  makeEquipmentItem({ id: 'cape', name: 'Old Cape', slot: 'Cape', rarity: 'Common', stats: [] }),
];

function backendWith(
  items: EquipmentItem[],
  { admin = false, slots = undefined as string[] | undefined } = {},
) {
  const backend = createFakeBackend(
    createFakeAuth({ initialUser: admin ? makeUser({ isAdmin: true }) : null }),
  );
  backend.equipment.list = vi.fn(async () => items);
  if (slots) {
    backend.settings.getSite = async () => ({ ...NO_SITE_SETTINGS, equipmentSlots: slots });
  }
  return backend;
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Equipment' }))
    .getAllByRole('link')
    .map((card) => card.querySelector('.equipment-card__name')?.textContent);

// The admin parts, loaded ahead, render at once: a visitor's page that showed them would show
// them with the list, where the tests look (lazy, they would come a moment after).
beforeAll(async () => {
  await import('./EquipmentPage');
  await preloadAdminParts();
});

describe('the equipment list', () => {
  it('shows every item as a card in list order: by slot, rarest first', async () => {
    renderApp({ path: '/equipment', backend: backendWith(ITEMS) });
    expect(await screen.findByRole('list', { name: 'Equipment' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Equipment' })).toBeVisible();
    // Weapon before Boots (the default slot order), then Cape, a slot no longer listed.
    expect(cardNames()).toEqual(['Night Edge', 'Dawn Blade', 'Swift Boots', 'Old Cape']);
    const edge = screen.getByRole('link', { name: /Night Edge/ });
    expect(edge).toHaveAttribute('href', '/equipment/edge');
    expect(edge).toHaveTextContent('Night EdgeWeapon · LegendaryATK +120 · Crit 5%');
    expect(edge.querySelector('img')).toHaveAttribute('src', '/files/equipment/1-edge.png?thumb=1');
    // The title is set by an effect, which may run after the page is on screen.
    await waitFor(() => expect(document.title).toBe('Equipment · Hero Guide'));
  });

  it('orders by the slot list the admins keep', async () => {
    renderApp({ path: '/equipment', backend: backendWith(ITEMS, { slots: ['Cape', 'Boots'] }) });
    await screen.findByRole('list', { name: 'Equipment' });
    expect(cardNames()).toEqual(['Old Cape', 'Swift Boots', 'Night Edge', 'Dawn Blade']);
  });

  it('filters by slot and rarity from the address, with links that keep the other filter', async () => {
    const { location } = renderApp({
      path: '/equipment?slot=Weapon&rarity=Rare',
      backend: backendWith(ITEMS),
    });
    await screen.findByRole('list', { name: 'Equipment' });
    expect(cardNames()).toEqual(['Dawn Blade']);
    const slots = screen.getByRole('navigation', { name: 'Slot' });
    expect(within(slots).getByRole('link', { name: 'Weapon' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expectLinkTo(slots, 'Boots', '/equipment?slot=Boots&rarity=Rare');
    // A slot only an item still has is offered after the list.
    expect(
      within(slots)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All slots', 'Weapon', 'Armor', 'Helmet', 'Accessory', 'Boots', 'Cape']);

    const rarities = screen.getByRole('navigation', { name: 'Rarity' });
    await userEvent.click(within(rarities).getByRole('link', { name: 'All rarities' }));
    expect(location().search).toBe('?slot=Weapon');
    expect(cardNames()).toEqual(['Night Edge', 'Dawn Blade']);

    await userEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(location().search).toBe('');
    expect(cardNames()).toHaveLength(4);
    expect(screen.queryByRole('link', { name: 'Clear filters' })).toBeNull();
  });

  it('says when no item matches the filters', async () => {
    renderApp({ path: '/equipment?slot=Boots&rarity=Mythic', backend: backendWith(ITEMS) });
    expect(await screen.findByText('No equipment matches these filters.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Equipment' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/equipment',
    );
  });

  it('keeps the placeholder heading while the site has no item at all', async () => {
    renderApp({ path: '/equipment', backend: backendWith([]) });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Details about equipment will be displayed here.',
      }),
    ).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Slot' })).toBeNull();
    expect(screen.queryByText('No equipment matches these filters.')).toBeNull();
  });

  it('shows a load failure with a Retry button', async () => {
    const backend = backendWith(ITEMS);
    backend.equipment.list = vi
      .fn()
      .mockRejectedValueOnce(new BackendError('unavailable', 'The server is down.'))
      .mockResolvedValue(ITEMS);
    renderApp({ path: '/equipment', backend });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load equipment: The server is down.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Equipment' })).toBeVisible();
  });

  it('gives a visitor no admin control', async () => {
    renderApp({ path: '/equipment', backend: backendWith(ITEMS) });
    await screen.findByRole('list', { name: 'Equipment' });
    expect(screen.queryByRole('button', { name: 'Add item' })).toBeNull();
    expect(screen.queryByText('Equipment slots')).toBeNull();
  });
});
