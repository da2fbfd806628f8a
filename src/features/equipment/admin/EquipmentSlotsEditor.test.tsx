import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BackendError } from '../../../domain/errors';
import { NO_SITE_SETTINGS, emptyTierLegend, type SiteSettings } from '../../../domain/siteSettings';
import { makeEquipmentItem } from '../../../test/makeEquipmentItem';
import { saveRefusedAsConflict } from '../../../test/siteRevisions';
import { renderSettingsEditor } from '../../../test/siteSettingsEditor';
import { EquipmentSlotsEditor } from './EquipmentSlotsEditor';

const ITEMS = [
  makeEquipmentItem({ id: 'a', slot: 'Weapon' }),
  makeEquipmentItem({ id: 'b', slot: 'Weapon' }),
  makeEquipmentItem({ id: 'c', slot: 'Boots' }),
];

/** Settings as the backend keeps them, with the slot list once one was saved. */
type Stored = SiteSettings & { equipmentSlots?: string[] };

const withSettings = (stored: Stored) =>
  renderSettingsEditor(
    (settings) => <EquipmentSlotsEditor settings={settings} items={ITEMS} />,
    stored,
  );

async function openEditor() {
  const user = userEvent.setup();
  await user.click(await screen.findByText('Equipment slots'));
  return { user, form: screen.getByRole('form', { name: 'Equipment slots' }) };
}

const slotValues = (form: HTMLElement) =>
  within(form)
    .getAllByLabelText(/^Slot \d+$/)
    .map((input) => (input as HTMLInputElement).value);

const STORED: Stored = {
  ...NO_SITE_SETTINGS,
  communityUrl: 'https://chat.example.org',
  tierLegend: { ...emptyTierLegend(), Meta: 'Best everywhere.' },
  version: 2,
};

describe('the equipment slots editor', () => {
  it('starts from the default slots, with how many items each has', async () => {
    withSettings(STORED);
    const { form } = await openEditor();
    expect(slotValues(form)).toEqual(['Weapon', 'Armor', 'Helmet', 'Accessory', 'Boots']);
    expect(within(form).getByLabelText('Slot 1')).toHaveAccessibleDescription('2 items');
    expect(within(form).getByLabelText('Slot 5')).toHaveAccessibleDescription('1 item');
    expect(within(form).getByLabelText('Slot 2')).toHaveAccessibleDescription('0 items');
  });

  it('adds, renames, moves and removes slots, then saves them with the other settings on their version', async () => {
    const { saveSite } = withSettings(STORED);
    const { user, form } = await openEditor();
    await user.click(within(form).getByRole('button', { name: 'Remove Helmet' }));
    await user.click(within(form).getByRole('button', { name: 'Move Boots up' }));
    await user.clear(within(form).getByLabelText('Slot 2'));
    await user.type(within(form).getByLabelText('Slot 2'), 'Chest');
    await user.click(within(form).getByRole('button', { name: 'Add slot' }));
    expect(within(form).getByLabelText('Slot 5')).toHaveFocus();
    await user.keyboard('  Ring ');
    await user.click(within(form).getByRole('button', { name: 'Move Weapon down' }));
    expect(slotValues(form)).toEqual(['Chest', 'Weapon', 'Boots', 'Accessory', '  Ring ']);
    await user.click(within(form).getByRole('button', { name: 'Save slots' }));
    expect(await screen.findByText('Equipment slots saved.')).toBeVisible();
    expect(saveSite).toHaveBeenCalledWith(
      {
        communityUrl: 'https://chat.example.org',
        tierLegend: { ...emptyTierLegend(), Meta: 'Best everywhere.' },
        equipmentSlots: ['Chest', 'Weapon', 'Boots', 'Accessory', 'Ring'],
      },
      2,
    );
    expect(slotValues(form)).toEqual(['Chest', 'Weapon', 'Boots', 'Accessory', 'Ring']);
  });

  it('names a slot items still have once the list loses it', async () => {
    withSettings(STORED);
    const { user, form } = await openEditor();
    expect(within(form).queryByText(/^Not in the list/)).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Remove Boots' }));
    expect(within(form).getByText(/^Not in the list/)).toHaveTextContent(
      'Not in the list, still used by items: Boots (1). They are listed after the others until their items are moved.',
    );
  });

  it('refuses a repeated slot at its line, and an empty list, before sending', async () => {
    const { saveSite } = withSettings({ ...STORED, equipmentSlots: ['Weapon', 'Boots'] });
    const { user, form } = await openEditor();
    await user.click(within(form).getByRole('button', { name: 'Add slot' }));
    await user.type(within(form).getByLabelText('Slot 3'), 'weapon');
    await user.click(within(form).getByRole('button', { name: 'Save slots' }));
    expect(within(form).getByLabelText('Slot 3')).toHaveAccessibleDescription(
      'The slot “weapon” is already in the list. 0 items',
    );
    // A message follows its slot when the slot moves.
    await user.click(within(form).getByRole('button', { name: 'Move weapon up' }));
    expect(within(form).getByLabelText('Slot 2')).toHaveAccessibleDescription(
      'The slot “weapon” is already in the list. 0 items',
    );

    for (const name of ['Weapon', 'Boots', 'weapon']) {
      await user.click(within(form).getByRole('button', { name: `Remove ${name}` }));
    }
    await user.click(within(form).getByRole('button', { name: 'Save slots' }));
    expect(within(form).getByText('Keep at least one equipment slot.')).toBeVisible();
    expect(saveSite).not.toHaveBeenCalled();
  });

  it('after a conflict keeps the typing, then loads the newer settings and saves on them', async () => {
    const { saveSite, elsewhere } = withSettings(STORED);
    const { user, form } = await openEditor();
    elsewhere({ communityUrl: 'https://new-chat.example.org', equipmentSlots: ['Relic'] });
    await user.type(within(form).getByLabelText('Slot 1'), ' of Light');
    await saveRefusedAsConflict(user, form, 'Save slots', 'Failed to save the equipment slots');
    expect(within(form).getByLabelText('Slot 1')).toHaveValue('Weapon of Light');

    await user.click(within(form).getByRole('button', { name: 'Load latest' }));
    await waitFor(() => expect(slotValues(form)).toEqual(['Relic']));
    await user.click(within(form).getByRole('button', { name: 'Save slots' }));
    expect(await screen.findByText('Equipment slots saved.')).toBeVisible();
    expect(saveSite).toHaveBeenLastCalledWith(
      expect.objectContaining({
        communityUrl: 'https://new-chat.example.org',
        equipmentSlots: ['Relic'],
      }),
      3,
    );
  });

  // Our server keys a message by the body's part, the Firebase adapter by the settings' field.
  it.each(['settings.equipmentSlots', 'equipmentSlots'])(
    "shows the server's message at the slot it names (%s.1)",
    async (list) => {
      const { saveSite } = withSettings(STORED);
      saveSite.mockRejectedValueOnce(
        new BackendError('invalid', `${list}.1: Not allowed.`, { [`${list}.1`]: 'Not allowed.' }),
      );
      const { user, form } = await openEditor();
      await user.click(within(form).getByRole('button', { name: 'Save slots' }));
      expect(await within(form).findByText(/^Failed to save the equipment slots:/)).toBeVisible();
      expect(within(form).getByLabelText('Slot 2')).toHaveAccessibleDescription(
        'Not allowed. 0 items',
      );
    },
  );

  it("shows the server's message about the whole list under the list", async () => {
    const { saveSite } = withSettings(STORED);
    saveSite.mockRejectedValueOnce(
      new BackendError('invalid', 'settings.equipmentSlots: Too many.', {
        'settings.equipmentSlots': 'Too many.',
      }),
    );
    const { user, form } = await openEditor();
    await user.click(within(form).getByRole('button', { name: 'Save slots' }));
    expect(await within(form).findByText('Too many.')).toBeVisible();
  });
});
