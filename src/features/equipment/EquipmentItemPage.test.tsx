import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notFound } from '../../domain/errors';
import { createFakeAuth, createFakeBackend, makeUser } from '../../test/fakeBackend';
import { makeEquipmentItem } from '../../test/makeEquipmentItem';
import { makeHero } from '../../test/makeHero';
import { LAZY, renderApp } from '../../test/renderApp';

const EDGE = makeEquipmentItem({
  id: 'edge',
  name: 'Night Edge',
  slot: 'Weapon',
  rarity: 'Legendary',
  setBonus: 'Two pieces: +10% crit chance.',
  howToGet: 'Arena shop, 900 tokens.',
  imagePath: 'equipment/1-edge.png',
  imageUrl: '/files/equipment/1-edge.png',
});

function backendWith(admin = false) {
  const backend = createFakeBackend(
    createFakeAuth({ initialUser: admin ? makeUser({ isAdmin: true }) : null }),
  );
  backend.equipment.get = vi.fn(async () => EDGE);
  return backend;
}

describe('an equipment item page', () => {
  it('shows the item: its image, slot, rarity, stats, set bonus and how to get it', async () => {
    const backend = backendWith();
    renderApp({ path: '/equipment/edge', backend });
    expect(await screen.findByRole('heading', { level: 1, name: 'Night Edge' })).toBeVisible();
    expect(backend.equipment.get).toHaveBeenCalledWith('edge');
    const image = screen.getByRole('img', { name: 'Night Edge' });
    expect(image).toHaveAttribute('src', '/files/equipment/1-edge.png');
    // A fixed box, so nothing moves when it arrives; the page's largest paint comes first.
    expect(image).toHaveAttribute('width', '256');
    expect(image).toHaveAttribute('height', '256');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(screen.getByText('Slot: Weapon')).toBeVisible();
    expect(screen.getByText(/^Rarity:/)).toHaveTextContent('Rarity: Legendary');
    const stats = screen.getByRole('region', { name: 'Stats' });
    expect(
      within(stats)
        .getAllByRole('term')
        .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`),
    ).toEqual(['ATK +120', 'Crit 5%', 'SPD +3']);
    expect(screen.getByRole('region', { name: 'Set bonus' })).toHaveTextContent(
      'Two pieces: +10% crit chance.',
    );
    expect(screen.getByRole('region', { name: 'How to get' })).toHaveTextContent(
      'Arena shop, 900 tokens.',
    );
    expect(screen.getByRole('link', { name: 'Back to Equipment' })).toHaveAttribute(
      'href',
      '/equipment',
    );
    // The title is set by an effect, which may run after the page is on screen.
    await waitFor(() => expect(document.title).toBe('Night Edge – Equipment · Hero Guide'));
    expect(screen.queryByRole('button', { name: 'Edit Night Edge' })).toBeNull();
  });

  it('leaves out what the item does not have', async () => {
    const backend = backendWith();
    backend.equipment.get = vi.fn(async () => makeEquipmentItem({ name: 'Plain Ring', stats: [] }));
    renderApp({ path: '/equipment/plain-ring', backend });
    await screen.findByRole('heading', { level: 1, name: 'Plain Ring' });
    expect(screen.queryByRole('img')).toBeNull();
    for (const section of ['Stats', 'Set bonus', 'How to get']) {
      expect(screen.queryByRole('region', { name: section })).toBeNull();
    }
  });

  it('says when the item does not exist or is in the trash, with a link back', async () => {
    const backend = backendWith();
    backend.equipment.get = vi.fn(async () => {
      throw notFound('This item');
    });
    renderApp({ path: '/equipment/gone', backend });
    expect(await screen.findByRole('heading', { level: 1, name: 'Item not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Equipment' })).toBeVisible();
    // The title is set by an effect, which may run after the page is on screen.
    await waitFor(() => expect(document.title).toBe('Item not found · Hero Guide'));
  });

  it('lets an admin delete the item to the trash after confirming, then goes back to the list', async () => {
    const backend = backendWith(true);
    backend.equipment.remove = vi.fn(async () => undefined);
    const { location } = renderApp({ path: '/equipment/edge', backend });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Night Edge' }, LAZY));
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    expect(dialog).toHaveTextContent(
      'Delete Night Edge? It is moved to the trash; heroes that recommend it stop showing it until it is restored.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location().pathname).toBe('/equipment'));
    expect(backend.equipment.remove).toHaveBeenCalledWith('edge');
    expect(await screen.findByText('Item Night Edge moved to the trash.')).toBeVisible();
  });

  it("says why a delete failed, and stays on the item's page", async () => {
    const backend = backendWith(true);
    backend.equipment.remove = vi.fn(async () => {
      throw notFound('This item');
    });
    const { location } = renderApp({ path: '/equipment/edge', backend });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Night Edge' }, LAZY));
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Failed to delete the item: This item was not found.'),
    ).toBeVisible();
    expect(location().pathname).toBe('/equipment/edge');
  });
});

describe('an equipment item page’s heroes', () => {
  it('lists under "Recommended for" the live heroes that recommend the item, with links', async () => {
    const backend = backendWith();
    // The hero list holds the live heroes only: a hero in the trash is not among them.
    backend.heroes.list = async () => [
      makeHero({ name: 'Aurelia', tier: 'S', recommendedEquipment: ['ward', 'edge'] }),
      makeHero({ name: 'Borin', tier: 'A', recommendedEquipment: ['ward'] }),
      makeHero({ name: 'Cass', tier: 'B', recommendedEquipment: ['edge'] }),
    ];
    renderApp({ path: '/equipment/edge', backend });
    const section = await screen.findByRole('region', { name: 'Recommended for' });
    const heroes = within(section).getAllByRole('link');
    // Each link is the hero's portrait (drawn from its initials here) and its name.
    expect(heroes.map((link) => link.textContent)).toEqual(['AAurelia', 'CCass']);
    expect(within(section).queryByText(/Borin/)).toBeNull();
    expect(heroes.map((link) => link.getAttribute('href'))).toEqual([
      '/heroes/aurelia',
      '/heroes/cass',
    ]);
  });

  it('has no such section when no live hero recommends the item', async () => {
    const backend = backendWith();
    backend.heroes.list = vi.fn(async () => [makeHero({ name: 'Borin' })]);
    renderApp({ path: '/equipment/edge', backend });
    await screen.findByRole('heading', { level: 1, name: 'Night Edge' });
    await waitFor(() => expect(backend.heroes.list).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Recommended for' })).toBeNull();
  });
});
