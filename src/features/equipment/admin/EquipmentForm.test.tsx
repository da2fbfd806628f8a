import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../../backend';
import {
  equipmentInputOf,
  type EquipmentInput,
  type EquipmentItem,
} from '../../../domain/equipment';
import { BackendError, conflict } from '../../../domain/errors';
import { createFakeAuth, createFakeBackend, makeUser } from '../../../test/fakeBackend';
import { makeEquipmentItem } from '../../../test/makeEquipmentItem';
import { fakeUploads, pngFile, storedFile } from '../../../test/fakeFiles';
import { LAZY, renderApp } from '../../../test/renderApp';

// jsdom does not lay pages out, so it has no scrollIntoView; the form calls it when it opens.
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

const STORED = storedFile('equipment/1-edge.png');

const BLADE = makeEquipmentItem({
  id: 'blade',
  name: 'Dawn Blade',
  imagePath: 'equipment/0-blade.png',
  imageUrl: '/files/equipment/0-blade.png',
  version: 3,
});

function adminBackend(items: EquipmentItem[] = [BLADE]): Backend {
  const backend = createFakeBackend(createFakeAuth({ initialUser: makeUser() }));
  backend.equipment.list = vi.fn(async () => items);
  backend.equipment.get = vi.fn(async (id) => {
    const item = items.find((one) => one.id === id);
    if (!item) throw new BackendError('not-found', 'This item was not found.');
    return item;
  });
  fakeUploads(backend, STORED);
  return backend;
}

async function openAddForm(backend: Backend) {
  renderApp({ path: '/equipment', backend });
  await userEvent.click(await screen.findByRole('button', { name: 'Add item' }, LAZY));
  return screen.getByRole('form', { name: 'Add item' });
}

async function openEditForm(backend: Backend) {
  renderApp({ path: '/equipment/blade', backend });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Dawn Blade' }, LAZY));
  return screen.getByRole('form', { name: 'Edit Dawn Blade' });
}

describe('adding an item', () => {
  it('names each missing field next to it, and sends nothing', async () => {
    const backend = adminBackend();
    backend.equipment.create = vi.fn();
    const form = await openAddForm(backend);
    await userEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(await within(form).findByText('Name is required.')).toBeVisible();
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
    expect(within(form).getByLabelText('Slot')).toHaveAccessibleDescription('Slot is required.');
    expect(within(form).getByLabelText('Rarity')).toHaveAccessibleDescription(
      'Rarity is one of Common, Rare, Epic, Legendary, Mythic.',
    );
    expect(backend.equipment.create).not.toHaveBeenCalled();
    expect(backend.files.upload).not.toHaveBeenCalled();
  });

  it('refuses a stat value without a label at its line, whatever blank lines come before', async () => {
    const backend = adminBackend();
    backend.equipment.create = vi.fn();
    const form = await openAddForm(backend);
    await userEvent.click(within(form).getByRole('button', { name: 'Add stat' }));
    await userEvent.type(within(form).getByLabelText('Stat 2 value'), '+5');
    await userEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(await within(form).findByText('A stat needs a label.')).toBeVisible();
    expect(within(form).getByLabelText('Stat 2 label')).toHaveAccessibleDescription(
      'A stat needs a label.',
    );
    expect(within(form).getByLabelText('Stat 1 label')).not.toHaveAttribute('aria-invalid');
  });

  it('uploads the image into the equipment folder, then creates the item with it', async () => {
    const backend = adminBackend();
    backend.equipment.create = vi.fn(async (input: EquipmentInput) =>
      makeEquipmentItem({ ...input, id: 'edge' }),
    );
    const form = await openAddForm(backend);
    await userEvent.type(within(form).getByLabelText('Name'), '  Night Edge ');
    await userEvent.selectOptions(within(form).getByLabelText('Slot'), 'Weapon');
    await userEvent.selectOptions(within(form).getByLabelText('Rarity'), 'Legendary');
    await userEvent.type(within(form).getByLabelText('Stat 1 label'), 'ATK');
    await userEvent.type(within(form).getByLabelText('Stat 1 value'), '+150');
    await userEvent.click(within(form).getByRole('button', { name: 'Add stat' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add stat' }));
    await userEvent.type(within(form).getByLabelText('Stat 3 label'), 'Crit');
    await userEvent.type(within(form).getByLabelText('Stat 3 value'), '8%');
    await userEvent.type(within(form).getByLabelText('Set bonus (optional)'), 'Two pieces: +10%.');
    await userEvent.type(within(form).getByLabelText('How to get (optional)'), 'Arena shop.');
    await userEvent.upload(within(form).getByLabelText('Image (optional)'), pngFile());
    await userEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add item' })).toBeNull());
    expect(backend.files.upload).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ folder: 'equipment' }),
    );
    expect(backend.equipment.create).toHaveBeenCalledWith({
      name: 'Night Edge',
      slot: 'Weapon',
      rarity: 'Legendary',
      stats: [
        { label: 'ATK', value: '+150' },
        { label: 'Crit', value: '8%' },
      ],
      setBonus: 'Two pieces: +10%.',
      howToGet: 'Arena shop.',
      imagePath: 'equipment/1-edge.png',
    });
    expect(await screen.findByText('Item Night Edge added.')).toBeVisible();
  });

  it('takes only image files, before uploading anything', async () => {
    const backend = adminBackend();
    const form = await openAddForm(backend);
    const input = within(form).getByLabelText('Image (optional)');
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(input).toHaveAccessibleDescription(
      'Only image files can be used (PNG, JPEG, WebP, GIF or AVIF). Please choose an image.',
    );
    expect(backend.files.upload).not.toHaveBeenCalled();
  });

  it("removes the uploaded image when the write is refused, with the server's message at its field", async () => {
    const backend = adminBackend();
    backend.equipment.create = vi.fn(async () => {
      throw new BackendError('invalid', 'stats.0.value: At most 30 characters.', {
        'stats.0.value': 'At most 30 characters.',
      });
    });
    const form = await openAddForm(backend);
    await userEvent.type(within(form).getByLabelText('Name'), 'Night Edge');
    await userEvent.selectOptions(within(form).getByLabelText('Slot'), 'Weapon');
    await userEvent.selectOptions(within(form).getByLabelText('Rarity'), 'Epic');
    // The first line stays blank: the one sent first is the form's second.
    await userEvent.click(within(form).getByRole('button', { name: 'Add stat' }));
    await userEvent.type(within(form).getByLabelText('Stat 2 label'), 'ATK');
    await userEvent.type(within(form).getByLabelText('Stat 2 value'), '+1');
    await userEvent.upload(within(form).getByLabelText('Image (optional)'), pngFile());
    await userEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Failed to add the item: stats.0.value: At most 30 characters.',
    );
    expect(within(form).getByLabelText('Stat 2 value')).toHaveAccessibleDescription(
      'At most 30 characters.',
    );
    expect(backend.files.remove).toHaveBeenCalledWith(STORED.path);
    expect(within(form).getByLabelText('Name')).toHaveValue('Night Edge');
  });
});

describe('editing an item', () => {
  it('saves on the version it was opened on, keeping the image when none is chosen', async () => {
    const backend = adminBackend();
    backend.equipment.update = vi.fn(async (_id, input) => ({ ...BLADE, ...input, version: 4 }));
    const form = await openEditForm(backend);
    expect(within(form).getByLabelText('Slot')).toHaveValue('Weapon');
    expect(within(form).getByLabelText('Stat 3 value')).toHaveValue('+3');
    await userEvent.click(within(form).getByRole('button', { name: 'Remove stat 2' }));
    await userEvent.selectOptions(within(form).getByLabelText('Rarity'), 'Mythic');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(backend.equipment.update).toHaveBeenCalledWith(
      'blade',
      // As stored, with its image, but for the rarity chosen and the second stat removed.
      { ...equipmentInputOf(BLADE), rarity: 'Mythic', stats: [BLADE.stats[0], BLADE.stats[2]] },
      3,
    );
    expect(backend.files.upload).not.toHaveBeenCalled();
    expect(await screen.findByText('Item Dawn Blade saved.')).toBeVisible();
  });

  it('on a conflict keeps the typing, then loads the newer version and saves on it', async () => {
    const items = [BLADE];
    const backend = adminBackend(items);
    backend.equipment.update = vi
      .fn()
      .mockRejectedValueOnce(conflict('This item'))
      .mockImplementation(async (_id, input: EquipmentInput) => ({ ...BLADE, ...input }));
    const form = await openEditForm(backend);
    await userEvent.type(within(form).getByLabelText('Name'), ' II');
    // Someone else saves meanwhile.
    items[0] = { ...BLADE, howToGet: 'Their note.', version: 4 };
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /^Failed to save the item: This item was changed by someone else/,
    );
    expect(within(form).getByLabelText('Name')).toHaveValue('Dawn Blade II');

    await userEvent.click(within(form).getByRole('button', { name: 'Load latest' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('How to get (optional)')).toHaveValue('Their note.'),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(backend.equipment.update).toHaveBeenLastCalledWith(
        'blade',
        expect.objectContaining({ howToGet: 'Their note.' }),
        4,
      ),
    );
  });
});
