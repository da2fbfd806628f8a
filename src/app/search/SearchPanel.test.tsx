import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeBackend } from '../../test/fakeBackend';
import { makeEquipmentItem } from '../../test/makeEquipmentItem';
import { makeHero } from '../../test/makeHero';
import { makeTeam, member } from '../../test/makeTeam';
import { renderApp } from '../../test/renderApp';
import { typedEarly } from './searchBox';

// jsdom does not lay pages out, so it has no scrollIntoView; the results call it for the chosen one.
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

describe('the site search', () => {
  it('finds teams by a member’s name under "Teams", after the heroes, and opens one', async () => {
    const backend = createFakeBackend();
    backend.heroes.list = async () =>
      ['Aurelia', 'Borin', 'Cass'].map((name) => makeHero({ name }));
    backend.teams.list = async () => [
      makeTeam('Dawn Burst', { members: [member('aurelia'), member('borin'), member('cass')] }),
    ];
    const { location } = renderApp({ path: '/disclaimer', backend });
    await userEvent.click(await screen.findByRole('button', { name: 'Search' }));
    await userEvent.type(await screen.findByRole('combobox'), 'borin');
    const results = screen.getByRole('listbox', { name: 'Search results' });
    await waitFor(() =>
      expect(
        within(results)
          .getAllByRole('group')
          .map((group) => group.textContent),
      ).toEqual(['HeroesBorin', 'TeamsDawn BurstAurelia, Borin, Cass']),
    );
    await userEvent.click(within(results).getByRole('option', { name: /Dawn Burst/ }));
    expect(location().pathname).toBe('/teams/dawn-burst');
  });

  it('finds an equipment item by its slot and set bonus, under "Equipment", and opens its page', async () => {
    const backend = createFakeBackend();
    backend.equipment.list = vi.fn(async () => [
      makeEquipmentItem({ id: 'edge', name: 'Night Edge', setBonus: 'Two pieces: lifesteal.' }),
      makeEquipmentItem({ id: 'helm', name: 'Iron Helm', slot: 'Helmet' }),
    ]);
    const { location } = renderApp({ path: '/disclaimer', backend });
    await userEvent.click(await screen.findByRole('button', { name: 'Search' }));
    const box = await screen.findByRole('combobox', { name: 'Search heroes, guides and codes' });
    await userEvent.type(box, 'lifesteal');
    const results = screen.getByRole('listbox', { name: 'Search results' });
    const group = await within(results).findByRole('group', { name: 'Equipment' });
    expect(within(group).getByRole('option')).toHaveTextContent('Night EdgeTwo pieces: lifesteal.');

    await userEvent.clear(box);
    await userEvent.type(box, 'helmet{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/equipment/helm'));
  });

  it('starts empty when opened again after keys were typed in a box closed before it arrived', async () => {
    renderApp({ path: '/disclaimer', backend: createFakeBackend() });
    // What the plain box kept of a search closed before its code downloaded.
    typedEarly.query = 'borin';
    await userEvent.click(await screen.findByRole('button', { name: 'Search' }));
    expect(
      await screen.findByRole('combobox', { name: 'Search heroes, guides and codes' }),
    ).toHaveValue('');
  });
});
