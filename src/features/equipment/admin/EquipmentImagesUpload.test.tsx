import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../../backend';
import type { EquipmentInput } from '../../../domain/equipment';
import { conflict } from '../../../domain/errors';
import { createFakeAuth, createFakeBackend, makeUser } from '../../../test/fakeBackend';
import { makeEquipmentItem } from '../../../test/makeEquipmentItem';
import { pngFile } from '../../../test/fakeFiles';
import { LAZY, renderApp } from '../../../test/renderApp';

const BLADE = makeEquipmentItem({
  id: 'blade',
  name: 'Dawn Blade',
  imagePath: 'equipment/0-blade.png',
  imageUrl: '/files/equipment/0-blade.png',
  version: 2,
});
const HELM = makeEquipmentItem({ id: 'helm', name: 'Iron Helm', slot: 'Helmet', version: 5 });
const BOOTS = makeEquipmentItem({ id: 'boots', name: 'Swift Boots', slot: 'Boots' });

beforeEach(() => {
  let made = 0;
  URL.createObjectURL = vi.fn(() => `blob:picked-${(made += 1)}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

function adminBackend(): Backend {
  const backend = createFakeBackend(createFakeAuth({ initialUser: makeUser() }));
  backend.equipment.list = vi.fn(async () => [BLADE, HELM, BOOTS]);
  backend.files.upload = vi.fn(async (file: File, options) => ({
    path: `${options.folder}/9-${file.name}`,
    url: `/files/${options.folder}/9-${file.name}`,
    thumbnailUrl: '',
    contentType: 'image/png',
    size: 3,
  }));
  backend.files.remove = vi.fn(async () => undefined);
  backend.equipment.update = vi.fn(async (id: string, input: EquipmentInput) => ({
    ...makeEquipmentItem({ id }),
    ...input,
  }));
  return backend;
}

async function pick(backend: Backend, files: File[]) {
  renderApp({ path: '/equipment', backend });
  const input = await screen.findByLabelText('Upload item images', {}, LAZY);
  await userEvent.upload(input, files, { applyAccept: false });
  return screen.getByRole('region', { name: 'Image upload preview' });
}

describe('the bulk image upload of equipment', () => {
  it('previews which item gets which file, the files that match none and the items left alone', async () => {
    const backend = adminBackend();
    const preview = await pick(backend, [
      pngFile('dawn_blade.png'),
      pngFile('cape.png'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      pngFile('IRON-HELM.webp'),
    ]);
    expect(within(preview).getByText('New images (2):')).toBeVisible();
    const [blade, helm] = within(preview).getAllByRole('listitem');
    expect(blade).toHaveTextContent('Dawn Blade');
    expect(within(blade!).getByRole('img', { name: 'Current: Dawn Blade' })).toHaveAttribute(
      'src',
      '/files/equipment/0-blade.png',
    );
    expect(within(blade!).getByRole('img', { name: 'New: dawn_blade.png' })).toHaveAttribute(
      'src',
      'blob:picked-1',
    );
    expect(helm).toHaveTextContent('Iron HelmNo image yet');
    expect(within(preview).getByText('Files that match no item (2):')).toBeVisible();
    expect(
      within(preview).getByText(
        'notes.txt: Only image files can be used (PNG, JPEG, WebP, GIF or AVIF). Please choose an image.',
      ),
    ).toBeVisible();
    expect(within(preview).getByText('cape.png: No item has this name.')).toBeVisible();
    expect(within(preview).getByText('1 item unchanged')).toBeVisible();
    expect(backend.files.upload).not.toHaveBeenCalled();

    await userEvent.click(within(preview).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Image upload preview' })).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:picked-1');
    expect(backend.equipment.update).not.toHaveBeenCalled();
  });

  it('uploads each file and saves its item with it on the version previewed, then counts them', async () => {
    const backend = adminBackend();
    const preview = await pick(backend, [pngFile('Iron Helm.png'), pngFile('dawn-blade.png')]);
    await userEvent.click(within(preview).getByRole('button', { name: 'Upload images' }));
    expect(await screen.findByText('2 items got a new image.')).toBeVisible();
    expect(backend.files.upload).toHaveBeenCalledTimes(2);
    expect(backend.files.upload).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Iron Helm.png' }),
      expect.objectContaining({ folder: 'equipment' }),
    );
    expect(backend.equipment.update).toHaveBeenCalledWith(
      'helm',
      expect.objectContaining({ name: 'Iron Helm', imagePath: 'equipment/9-Iron Helm.png' }),
      5,
    );
    expect(backend.equipment.update).toHaveBeenCalledWith(
      'blade',
      {
        name: 'Dawn Blade',
        slot: 'Weapon',
        rarity: 'Rare',
        stats: BLADE.stats,
        setBonus: '',
        howToGet: '',
        imagePath: 'equipment/9-dawn-blade.png',
      },
      2,
    );
    // The list is read again with the new images.
    await waitFor(() => expect(backend.equipment.list).toHaveBeenCalledTimes(2));
  });

  it('names each item that could not be saved, and removes its upload again', async () => {
    const backend = adminBackend();
    backend.equipment.update = vi.fn(async (id: string, input: EquipmentInput) => {
      if (id === 'helm') throw conflict('This item');
      return { ...BLADE, ...input };
    });
    const preview = await pick(backend, [pngFile('iron_helm.png'), pngFile('Dawn Blade.png')]);
    await userEvent.click(within(preview).getByRole('button', { name: 'Upload images' }));
    const result = await screen.findByText('1 item got a new image.');
    expect(result.parentElement).toHaveTextContent(
      /iron_helm\.png: Failed to update Iron Helm: This item was changed by someone else/,
    );
    expect(backend.files.remove).toHaveBeenCalledWith('equipment/9-iron_helm.png');
    expect(backend.files.remove).toHaveBeenCalledTimes(1);
  });

  it('offers nothing to upload when no file is named after an item', async () => {
    const preview = await pick(adminBackend(), [pngFile('cape.png')]);
    expect(within(preview).getByText('No picked file is named after an item.')).toBeVisible();
    expect(within(preview).getByRole('button', { name: 'Upload images' })).toBeDisabled();
  });
});
