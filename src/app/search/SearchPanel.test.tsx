import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeBackend } from '../../test/fakeBackend';
import { makeEquipmentItem } from '../../test/makeEquipmentItem';
import { renderApp } from '../../test/renderApp';

describe('the site search', () => {
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
});
