import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Backend, ImportPreview } from '../../../backend/contract';
import { invalid } from '../../../domain/errors';
import { createFakeAuth, createFakeBackend, makeUser } from '../../../test/fakeBackend';
import { renderApp } from '../../../test/renderApp';

function adminBackend(): Backend {
  return createFakeBackend(createFakeAuth({ initialUser: makeUser() }));
}

const jsonFile = (text: string) => new File([text], 'heroes.json', { type: 'application/json' });

const preview = (overrides: Partial<ImportPreview> = {}): ImportPreview => ({
  creates: [],
  updates: [],
  unchanged: [],
  skipped: 0,
  errors: [],
  matchedImages: [],
  missingImages: [],
  ...overrides,
});

async function importFile(backend: Backend, file: File) {
  renderApp({ path: '/heroes', backend });
  const input = await screen.findByLabelText('Import Heroes (JSON file)', {}, { timeout: 5000 });
  await userEvent.upload(input, file);
}

// Each test walks the whole flow through the lazily loaded heroes page: more than the default 5 s
// when the machine is busy.
describe('Import Heroes', { timeout: 20_000 }, () => {
  it('previews the file, writes nothing until Confirm, then shows the summary lines', async () => {
    const backend = adminBackend();
    backend.heroes.previewImport = vi.fn(async () =>
      preview({
        creates: ['A'],
        updates: [
          { id: 'h1', name: 'Aurelia', changes: [{ field: 'tier', from: 'Meta', to: 'SS' }] },
        ],
        unchanged: ['Korrin'],
        skipped: 3,
        errors: [{ name: 'Wordy', reason: 'description: At most 5000 characters.' }],
      }),
    );
    backend.heroes.importMany = vi.fn(async () => ({
      imported: 4,
      updated: 1,
      unchanged: 2,
      skipped: 3,
      errors: [{ name: 'Wordy', reason: 'description: At most 5000 characters.' }],
    }));
    await importFile(backend, jsonFile('[{"name":"A","tier":"S"}]'));
    const panel = await screen.findByRole('region', { name: 'Import preview' });
    expect(panel).toHaveTextContent('New heroes (1):');
    expect(panel).toHaveTextContent('Heroes to update (1):');
    expect(panel).toHaveTextContent('tier: Meta → SS');
    expect(panel).toHaveTextContent('1 hero unchanged');
    expect(panel).toHaveTextContent(
      'Failed to import Wordy: description: At most 5000 characters.',
    );
    expect(backend.heroes.previewImport).toHaveBeenCalledWith([{ name: 'A', tier: 'S' }], []);
    expect(backend.heroes.importMany).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm import' }));
    expect(await screen.findByText('Successfully imported 4 heroes')).toBeVisible();
    expect(screen.getByText('Updated 1 hero')).toBeVisible();
    expect(screen.getByText('2 heroes unchanged')).toBeVisible();
    expect(screen.getByText('Skipped 3 empty templates')).toBeVisible();
    expect(screen.getByText('Errors (1):')).toBeVisible();
    expect(backend.heroes.importMany).toHaveBeenCalledTimes(1);
    expect(backend.heroes.importMany).toHaveBeenCalledWith([{ name: 'A', tier: 'S' }], {});
  });

  it('puts the result in focus and sums it up in a toast, without a line for no new heroes', async () => {
    const backend = adminBackend();
    backend.heroes.previewImport = vi.fn(async () =>
      preview({ updates: [{ id: 'h1', name: 'Aurelia', changes: [] }] }),
    );
    backend.heroes.importMany = vi.fn(async () => ({
      imported: 0,
      updated: 1,
      unchanged: 0,
      skipped: 0,
      errors: [],
    }));
    await importFile(backend, jsonFile('[{"name":"Aurelia","tier":"S"}]'));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm import' }));
    const result = await screen.findByRole('status', { name: 'Import result' });
    expect(result).toHaveTextContent(/^Updated 1 hero$/);
    expect(result).toHaveFocus();
    expect(screen.getByTestId('toast')).toHaveTextContent('Updated 1 hero.');
  });

  it('offers only Cancel when there is nothing to import', async () => {
    const backend = adminBackend();
    backend.heroes.previewImport = vi.fn(async () => preview({ unchanged: ['Aurelia'] }));
    await importFile(backend, jsonFile('[{"name":"Aurelia","tier":"S"}]'));
    const panel = await screen.findByRole('region', { name: 'Import preview' });
    expect(panel).toHaveTextContent('Nothing to import: no new or changed heroes.');
    expect(panel).toHaveTextContent('1 hero unchanged');
    expect(screen.queryByRole('button', { name: 'Confirm import' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
  });

  it('writes nothing when the preview is cancelled', async () => {
    const backend = adminBackend();
    backend.heroes.previewImport = vi.fn(async () => preview({ creates: ['A'] }));
    backend.heroes.importMany = vi.fn();
    await importFile(backend, jsonFile('[{"name":"A","tier":"S"}]'));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Import preview' })).toBeNull();
    expect(backend.heroes.importMany).not.toHaveBeenCalled();
  });

  it('uploads the matched images on Confirm and sends where they were stored', async () => {
    const backend = adminBackend();
    backend.heroes.previewImport = vi.fn(async () =>
      preview({ creates: ['A'], matchedImages: [{ hero: 'A', file: 'a.png' }] }),
    );
    backend.files.upload = vi.fn(async (file: File) => ({
      path: `heroes/1-${file.name}`,
      url: `/files/heroes/1-${file.name}`,
      thumbnailUrl: '',
      contentType: 'image/png',
      size: 3,
    }));
    backend.heroes.importMany = vi.fn(async () => ({
      imported: 1,
      updated: 0,
      unchanged: 0,
      skipped: 0,
      errors: [],
    }));
    renderApp({ path: '/heroes', backend });
    const images = await screen.findByLabelText('Hero images for the import', { exact: false });
    await userEvent.upload(images, [
      new File(['png'], 'A.PNG', { type: 'image/png' }),
      new File(['png'], 'other.png', { type: 'image/png' }),
    ]);
    await userEvent.upload(
      screen.getByLabelText('Import Heroes (JSON file)'),
      jsonFile('[{"name":"A","tier":"S","image":"a.png"}]'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm import' }));
    expect(await screen.findByText('Successfully imported 1 hero')).toBeVisible();
    expect(backend.heroes.previewImport).toHaveBeenCalledWith(expect.anything(), [
      'A.PNG',
      'other.png',
    ]);
    expect(backend.files.upload).toHaveBeenCalledTimes(1);
    expect(backend.heroes.importMany).toHaveBeenCalledWith(expect.anything(), {
      'A.PNG': 'heroes/1-A.PNG',
    });
  });

  it('shows the upload error of an image that fails its check, and imports nothing', async () => {
    const backend = adminBackend();
    backend.heroes.previewImport = vi.fn(async () =>
      preview({ creates: ['A'], matchedImages: [{ hero: 'A', file: 'fake.png' }] }),
    );
    backend.files.upload = vi.fn(async () => {
      throw invalid('The file is not a valid image.');
    });
    backend.heroes.importMany = vi.fn();
    renderApp({ path: '/heroes', backend });
    const images = await screen.findByLabelText('Hero images for the import', { exact: false });
    await userEvent.upload(images, new File(['<svg/>'], 'fake.png', { type: 'image/png' }));
    await userEvent.upload(
      screen.getByLabelText('Import Heroes (JSON file)'),
      jsonFile('[{"name":"A","tier":"S","image":"fake.png"}]'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm import' }));
    expect(
      await screen.findByText('Upload failed. Please try again. The file is not a valid image.'),
    ).toBeVisible();
    expect(backend.heroes.importMany).not.toHaveBeenCalled();
  });

  it('says it cannot read a file that is not JSON, and sends nothing', async () => {
    const backend = adminBackend();
    backend.heroes.previewImport = vi.fn();
    backend.heroes.importMany = vi.fn();
    await importFile(backend, jsonFile('{ this is not json'));
    expect(await screen.findByText('Failed to read JSON file')).toBeVisible();
    expect(backend.heroes.previewImport).not.toHaveBeenCalled();
    expect(backend.heroes.importMany).not.toHaveBeenCalled();
  });

  it('shows a refused import with the reason', async () => {
    const backend = adminBackend();
    backend.heroes.previewImport = vi.fn(async () => {
      throw invalid('The file must contain a JSON list of heroes ([ {...}, ... ]).');
    });
    await importFile(backend, jsonFile('{"heroes":[]}'));
    expect(
      await screen.findByText(
        'Failed to complete import: The file must contain a JSON list of heroes ([ {...}, ... ]).',
      ),
    ).toBeVisible();
  });
});
