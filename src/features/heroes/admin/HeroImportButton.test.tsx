import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../../backend/contract';
import { invalid } from '../../../domain/errors';
import { createFakeAuth, createFakeBackend, makeUser } from '../../../test/fakeBackend';
import { renderApp } from '../../../test/renderApp';

function adminBackend(): Backend {
  return createFakeBackend(createFakeAuth({ initialUser: makeUser() }));
}

const jsonFile = (text: string) => new File([text], 'heroes.json', { type: 'application/json' });

async function importFile(backend: Backend, file: File) {
  renderApp({ path: '/heroes', backend });
  const input = await screen.findByLabelText('Import Heroes (JSON file)', {}, { timeout: 5000 });
  await userEvent.upload(input, file);
}

describe('Import Heroes', () => {
  it('sends the decoded file in one request and shows the summary lines', async () => {
    const backend = adminBackend();
    backend.heroes.importMany = vi.fn(async () => ({
      imported: 4,
      updated: 0,
      unchanged: 0,
      skipped: 3,
      errors: [{ name: 'Wordy', reason: 'description: At most 5000 characters.' }],
    }));
    await importFile(backend, jsonFile('[{"name":"A","tier":"S"}]'));
    expect(await screen.findByText('Successfully imported 4 heroes')).toBeVisible();
    expect(screen.getByText('Skipped 3 empty templates')).toBeVisible();
    expect(screen.getByText('Errors (1):')).toBeVisible();
    expect(
      screen.getByText('Failed to import Wordy: description: At most 5000 characters.'),
    ).toBeVisible();
    expect(backend.heroes.importMany).toHaveBeenCalledTimes(1);
    expect(backend.heroes.importMany).toHaveBeenCalledWith([{ name: 'A', tier: 'S' }]);
  });

  it('says it cannot read a file that is not JSON, and sends nothing', async () => {
    const backend = adminBackend();
    backend.heroes.importMany = vi.fn();
    await importFile(backend, jsonFile('{ this is not json'));
    expect(await screen.findByText('Failed to read JSON file')).toBeVisible();
    expect(backend.heroes.importMany).not.toHaveBeenCalled();
  });

  it('shows a refused import with the reason', async () => {
    const backend = adminBackend();
    backend.heroes.importMany = vi.fn(async () => {
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
