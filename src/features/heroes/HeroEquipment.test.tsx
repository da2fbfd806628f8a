import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../backend/contract';
import type { Hero } from '../../domain/hero';
import { createFakeAuth, createFakeBackend, makeUser } from '../../test/fakeBackend';
import { makeEquipmentItem } from '../../test/makeEquipmentItem';
import { makeHero } from '../../test/makeHero';
import { LAZY, renderApp } from '../../test/renderApp';

// jsdom does not lay pages out, so it has no scrollIntoView; the form calls it when it opens.
beforeAll(async () => {
  Element.prototype.scrollIntoView = vi.fn();
  await import('./admin/HeroAdminTools');
});

const EDGE = makeEquipmentItem({
  id: 'edge',
  name: 'Dawn Edge',
  slot: 'Weapon',
  rarity: 'Epic',
  thumbnailUrl: '/files/equipment/1-edge.png?thumb=1',
});
const WARD = makeEquipmentItem({
  id: 'ward',
  name: 'Moon Ward',
  slot: 'Armor',
  rarity: 'Rare',
  thumbnailUrl: '/files/equipment/2-ward.png?thumb=1',
});
const RING = makeEquipmentItem({ id: 'ring', name: 'Ember Ring', slot: 'Accessory' });
const BOOTS = makeEquipmentItem({ id: 'boots', name: 'Swift Boots', slot: 'Boots' });
const HELM = makeEquipmentItem({ id: 'helm', name: 'Iron Helm', slot: 'Helmet' });
const AXE = makeEquipmentItem({ id: 'axe', name: 'Storm Axe', slot: 'Weapon', rarity: 'Mythic' });
const CAPE = makeEquipmentItem({ id: 'cape', name: 'Dusk Cape', slot: 'Armor' });
const LIVE = [EDGE, WARD, RING, BOOTS, HELM, AXE, CAPE];

function visitorBackend(hero: Hero): Backend {
  const backend = createFakeBackend();
  backend.heroes.get = async () => hero;
  backend.heroes.list = async () => [hero];
  backend.equipment.list = vi.fn(async () => LIVE);
  return backend;
}

describe('the hero page’s recommended equipment', () => {
  it('shows the live items in the hero’s order, with sized images, links, slot and rarity', async () => {
    // "trashed" is in the trash: the list of live items does not have it.
    const hero = makeHero({ name: 'Aurelia', recommendedEquipment: ['ward', 'trashed', 'edge'] });
    renderApp({ path: '/heroes/aurelia', backend: visitorBackend(hero) });
    const section = await screen.findByRole('region', { name: 'Recommended equipment' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Moon WardArmor · Rare',
      'Dawn EdgeWeapon · Epic',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Moon Ward' })).toHaveAttribute(
      'href',
      '/equipment/ward',
    );
    expect(within(items[1]!).getByRole('link', { name: 'Dawn Edge' })).toHaveAttribute(
      'href',
      '/equipment/edge',
    );
    const image = items[0]!.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/files/equipment/2-ward.png?thumb=1');
    // A fixed box, so nothing moves when the image arrives.
    expect(image).toHaveAttribute('width', '48');
    expect(image).toHaveAttribute('height', '48');
    expect(image).toHaveAttribute('alt', '');
    expect(within(section).queryByText(/trashed/)).toBeNull();
  });

  it('shows nothing, and reads no items, when the hero recommends none', async () => {
    const backend = visitorBackend(makeHero({ name: 'Aurelia' }));
    renderApp({ path: '/heroes/aurelia', backend });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aurelia' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Recommended equipment' })).toBeNull();
    expect(backend.equipment.list).not.toHaveBeenCalled();
  });

  it('shows nothing when none of its items is live', async () => {
    const hero = makeHero({ name: 'Aurelia', recommendedEquipment: ['trashed'] });
    const backend = visitorBackend(hero);
    renderApp({ path: '/heroes/aurelia', backend });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aurelia' })).toBeVisible();
    await vi.waitFor(() => expect(backend.equipment.list).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Recommended equipment' })).toBeNull();
  });
});

function adminBackend(hero: Hero): Backend {
  const backend = createFakeBackend(createFakeAuth({ initialUser: makeUser() }));
  backend.heroes.get = async () => hero;
  backend.heroes.list = async () => [hero];
  backend.equipment.list = async () => LIVE;
  backend.heroes.update = vi.fn(async (_id, input) => ({ ...hero, ...input }));
  return backend;
}

async function openEditForm(hero: Hero) {
  const backend = adminBackend(hero);
  renderApp({ path: '/heroes/aurelia', backend });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Aurelia' }, LAZY));
  const form = await screen.findByRole('form', { name: 'Edit Aurelia' }, LAZY);
  const field = within(form).getByRole('group', { name: 'Recommended equipment' });
  return { backend, form, field };
}

const rowNames = (field: HTMLElement) =>
  [...field.querySelectorAll('li')].map(
    (row) => row.querySelector('.hero-form__equipment-name')?.firstChild?.textContent,
  );

describe('the hero form’s recommended equipment', () => {
  it('adds from a picker grouped by slot, moves with the focus kept, removes, and saves in order', async () => {
    const hero = makeHero({ name: 'Aurelia', recommendedEquipment: ['edge', 'trashed'] });
    const { backend, form, field } = await openEditForm(hero);
    // The item in the trash is not shown.
    expect(rowNames(field)).toEqual(['Dawn Edge']);
    const picker = await within(field).findByLabelText('Equipment item to add');
    // Grouped by slot in the slot list's order; the picked item is not offered again.
    const groups = [...picker.querySelectorAll('optgroup')].map((group) => [
      group.label,
      [...group.querySelectorAll('option')].map((option) => option.textContent),
    ]);
    expect(groups).toEqual([
      ['Weapon', ['Storm Axe (Mythic)']],
      ['Armor', ['Dusk Cape (Rare)', 'Moon Ward (Rare)']],
      ['Helmet', ['Iron Helm (Rare)']],
      ['Accessory', ['Ember Ring (Rare)']],
      ['Boots', ['Swift Boots (Rare)']],
    ]);

    await userEvent.selectOptions(picker, 'ward');
    await userEvent.click(within(field).getByRole('button', { name: 'Add' }));
    expect(rowNames(field)).toEqual(['Dawn Edge', 'Moon Ward']);
    expect(picker).toHaveFocus();

    const up = within(field).getByRole('button', { name: 'Move Moon Ward up' });
    await userEvent.click(up);
    expect(rowNames(field)).toEqual(['Moon Ward', 'Dawn Edge']);
    // At the top it cannot go up: its other button has the focus.
    expect(up).toBeDisabled();
    expect(within(field).getByRole('button', { name: 'Move Moon Ward down' })).toHaveFocus();

    await userEvent.click(within(field).getByRole('button', { name: 'Move Dawn Edge up' }));
    expect(rowNames(field)).toEqual(['Dawn Edge', 'Moon Ward']);
    await userEvent.click(within(field).getByRole('button', { name: 'Move Dawn Edge down' }));
    expect(rowNames(field)).toEqual(['Moon Ward', 'Dawn Edge']);
    // A moved row is taken out of the page and put back: the focus returns to its button.
    expect(within(field).getByRole('button', { name: 'Move Dawn Edge up' })).toHaveFocus();

    await userEvent.selectOptions(picker, 'ring');
    await userEvent.click(within(field).getByRole('button', { name: 'Add' }));
    await userEvent.click(within(field).getByRole('button', { name: 'Remove Dawn Edge' }));
    expect(rowNames(field)).toEqual(['Moon Ward', 'Ember Ring']);
    expect(picker).toHaveFocus();

    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(backend.heroes.update).toHaveBeenCalled());
    // Saving drops the id no live item has.
    expect(vi.mocked(backend.heroes.update).mock.calls[0]![1].recommendedEquipment).toEqual([
      'ward',
      'ring',
    ]);
  });

  it('offers no more than 6 items, and says so', async () => {
    const hero = makeHero({
      name: 'Aurelia',
      recommendedEquipment: ['edge', 'ward', 'ring', 'boots', 'helm'],
    });
    const { field } = await openEditForm(hero);
    const picker = await within(field).findByLabelText('Equipment item to add');
    expect(within(field).queryByText('A hero recommends at most 6 items.')).toBeNull();
    await userEvent.selectOptions(picker, 'axe');
    await userEvent.click(within(field).getByRole('button', { name: 'Add' }));
    expect(rowNames(field)).toHaveLength(6);
    expect(within(field).getByText('A hero recommends at most 6 items.')).toBeVisible();
    expect(picker).toBeDisabled();
    expect(within(field).getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.click(within(field).getByRole('button', { name: 'Remove Storm Axe' }));
    expect(within(field).queryByText('A hero recommends at most 6 items.')).toBeNull();
    expect(picker).toBeEnabled();
  });
});
