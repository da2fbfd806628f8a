import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../../backend/contract';
import { conflict, invalid, notFound } from '../../../domain/errors';
import {
  gameModeNameTaken,
  gameModeRefusal,
  sortGameModes,
  type GameMode,
  type GameModeInput,
} from '../../../domain/gameMode';
import { createFakeAuth, createFakeBackend, makeUser } from '../../../test/fakeBackend';
import { LAZY, renderApp } from '../../../test/renderApp';

// The admin tools are a lazy chunk: importing it once here keeps that out of the first test's time.
beforeAll(async () => {
  await import('./HeroAdminTools');
});

const AT = '2026-11-01T10:00:00.000Z';

const mode = (name: string, position: number, version = 1): GameMode => ({
  id: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  description: `${name} fights.`,
  position,
  createdAt: AT,
  updatedAt: AT,
  version,
});

/** The modes API as the contract says: versions, conflicts and the rule on names. */
function modesStore(initial: GameMode[]) {
  let modes = [...initial];
  const others = (id: string | null) => modes.filter((other) => other.id !== id);
  const refuse = (input: GameModeInput, id: string | null) => {
    const refusal = gameModeRefusal(input, others(id), id === null);
    if (refusal) throw invalid(refusal, { name: refusal });
  };
  const api: Backend['modes'] = {
    list: vi.fn(async () => sortGameModes(modes)),
    get: vi.fn(async (id: string) => modes.find((stored) => stored.id === id)!),
    create: vi.fn(async (input: GameModeInput) => {
      refuse(input, null);
      const created = { ...mode(input.name, input.position), ...input };
      modes.push(created);
      return created;
    }),
    update: vi.fn(async (id: string, input: GameModeInput, baseVersion: number) => {
      const old = modes.find((stored) => stored.id === id);
      if (!old) throw notFound('This game mode');
      if (old.version !== baseVersion) throw conflict('This game mode');
      refuse(input, id);
      const saved = { ...old, ...input, version: old.version + 1 };
      modes = [...others(id), saved];
      return saved;
    }),
    remove: vi.fn(async (id: string) => {
      modes = others(id);
    }),
  };
  return {
    api,
    /** Another admin's write, which this page has not seen. */
    elsewhere: (change: (modes: GameMode[]) => GameMode[]) => {
      modes = change(modes);
    },
  };
}

async function openModes(initial: GameMode[]) {
  const store = modesStore(initial);
  const backend = createFakeBackend(createFakeAuth({ initialUser: makeUser() }));
  backend.modes = store.api;
  backend.history.versions = vi.fn(async () => []);
  renderApp({ path: '/heroes', backend });
  const user = userEvent.setup();
  await user.click(await screen.findByText('Game modes', { selector: 'summary' }, LAZY));
  const editor = screen.getByText('Game modes', { selector: 'summary' }).closest('details')!;
  return { ...store, backend, user, editor };
}

const names = (editor: HTMLElement) =>
  within(editor)
    .queryAllByRole('form', { name: /^Game mode / })
    .map((form) => form.getAttribute('aria-label'));

describe('the game modes editor', () => {
  it('lists the modes in order and adds one after the last', async () => {
    const { api, user, editor } = await openModes([mode('Arena', 1), mode('Campaign', 0)]);
    await waitFor(() => expect(names(editor)).toEqual(['Game mode Campaign', 'Game mode Arena']));

    const add = within(editor).getByRole('form', { name: 'Add game mode' });
    await user.type(within(add).getByLabelText('Name'), ' Guild Boss ');
    await user.type(within(add).getByLabelText('Description'), 'Once a day.');
    await user.click(within(add).getByRole('button', { name: 'Add game mode' }));
    expect(await screen.findByText('Game mode Guild Boss added.')).toBeVisible();
    expect(api.create).toHaveBeenCalledWith({
      name: 'Guild Boss',
      description: 'Once a day.',
      position: 2,
    });
    await waitFor(() =>
      expect(names(editor)).toEqual([
        'Game mode Campaign',
        'Game mode Arena',
        'Game mode Guild Boss',
      ]),
    );
    expect(within(add).getByLabelText('Name')).toHaveValue('');
  });

  it('says there are none yet, and adds the first at position 0', async () => {
    const { api, user, editor } = await openModes([]);
    expect(
      await within(editor).findByText('No game modes yet: add the first one below.'),
    ).toBeVisible();
    const add = within(editor).getByRole('form', { name: 'Add game mode' });
    await user.type(within(add).getByLabelText('Name'), 'Arena');
    await user.click(within(add).getByRole('button', { name: 'Add game mode' }));
    await waitFor(() => expect(names(editor)).toEqual(['Game mode Arena']));
    expect(api.create).toHaveBeenCalledWith({ name: 'Arena', description: '', position: 0 });
  });

  it('refuses a name taken, on the name field: before sending, and when the server says so', async () => {
    const { api, user, editor, elsewhere } = await openModes([mode('Arena', 0)]);
    const add = await within(editor).findByRole('form', { name: 'Add game mode' });
    const name = within(add).getByLabelText('Name');
    await user.type(name, 'ARÉNA');
    await user.click(within(add).getByRole('button', { name: 'Add game mode' }));
    expect(name).toHaveAccessibleDescription(gameModeNameTaken('ARÉNA'));
    expect(api.create).not.toHaveBeenCalled();

    // Another admin added a Raid this page has not seen: the server refuses it on the name.
    elsewhere((modes) => [...modes, mode('Raid', 1)]);
    await user.clear(name);
    await user.type(name, 'raid');
    await user.click(within(add).getByRole('button', { name: 'Add game mode' }));
    expect(await within(add).findByText(/^Failed to add the game mode:/)).toBeVisible();
    expect(name).toHaveAccessibleDescription(gameModeNameTaken('raid'));
    expect(name).toHaveValue('raid');
  });

  it('saves a rename on the version it was opened on; a conflict keeps the typing and loads the latest', async () => {
    const { api, user, editor, elsewhere } = await openModes([mode('Arena', 0, 3)]);
    const arena = await within(editor).findByRole('form', { name: 'Game mode Arena' });
    await user.clear(within(arena).getByLabelText('Name of Arena'));
    await user.type(within(arena).getByLabelText('Name of Arena'), 'PvP Arena');
    await user.click(within(arena).getByRole('button', { name: 'Save Arena' }));
    expect(await screen.findByText('Game mode PvP Arena saved.')).toBeVisible();
    expect(api.update).toHaveBeenCalledWith(
      'arena',
      { name: 'PvP Arena', description: 'Arena fights.', position: 0 },
      3,
    );

    const pvp = await within(editor).findByRole('form', { name: 'Game mode PvP Arena' });
    elsewhere((modes) => modes.map((old) => ({ ...old, description: 'Theirs.', version: 5 })));
    const description = within(pvp).getByLabelText('Description of PvP Arena');
    await user.clear(description);
    await user.type(description, 'Mine.');
    await user.click(within(pvp).getByRole('button', { name: 'Save PvP Arena' }));
    expect(await within(pvp).findByRole('alert')).toHaveTextContent(
      /^Failed to save the game mode: This game mode was changed by someone else/,
    );
    expect(description).toHaveValue('Mine.');
    await user.click(within(pvp).getByRole('button', { name: 'Load latest' }));
    await waitFor(() => expect(description).toHaveValue('Theirs.'));
    expect(within(pvp).queryByRole('alert')).toBeNull();
  });

  it('moves a mode, saving positions 0 to n − 1; typing in a moved row still saves', async () => {
    const { api, user, editor } = await openModes([
      mode('Campaign', 0),
      mode('Arena', 1),
      mode('Boss', 5),
    ]);
    const arena = await within(editor).findByRole('form', { name: 'Game mode Arena' });
    expect(within(editor).getByRole('button', { name: 'Move up Campaign' })).toBeDisabled();
    expect(within(editor).getByRole('button', { name: 'Move down Boss' })).toBeDisabled();
    // Typed but not saved: the move saves Arena's stored name with its new position.
    await user.type(within(arena).getByLabelText('Description of Arena'), ' Daily.');

    await user.click(within(editor).getByRole('button', { name: 'Move up Boss' }));
    expect(await screen.findByText('Boss moved up.')).toBeVisible();
    await waitFor(() =>
      expect(names(editor)).toEqual(['Game mode Campaign', 'Game mode Boss', 'Game mode Arena']),
    );
    expect(vi.mocked(api.update).mock.calls).toEqual([
      ['boss', { name: 'Boss', description: 'Boss fights.', position: 1 }, 1],
      ['arena', { name: 'Arena', description: 'Arena fights.', position: 2 }, 1],
    ]);

    // The move was this editor's own: Arena's typing is saved on the moved version.
    expect(within(arena).getByLabelText('Description of Arena')).toHaveValue(
      'Arena fights. Daily.',
    );
    await user.click(within(arena).getByRole('button', { name: 'Save Arena' }));
    expect(await screen.findByText('Game mode Arena saved.')).toBeVisible();
    expect(api.update).toHaveBeenLastCalledWith(
      'arena',
      { name: 'Arena', description: 'Arena fights. Daily.', position: 2 },
      2,
    );

    // At the top, Boss cannot go further up: the focus, lost while the move was saved, goes to
    // its other move button.
    await user.click(within(editor).getByRole('button', { name: 'Move up Boss' }));
    await waitFor(() =>
      expect(names(editor)).toEqual(['Game mode Boss', 'Game mode Campaign', 'Game mode Arena']),
    );
    await waitFor(() =>
      expect(within(editor).getByRole('button', { name: 'Move down Boss' })).toHaveFocus(),
    );
  });

  it('says why a move failed, and shows the list as stored', async () => {
    const { user, editor, elsewhere } = await openModes([mode('Campaign', 0), mode('Arena', 1)]);
    await within(editor).findByRole('form', { name: 'Game mode Arena' });
    elsewhere((modes) => modes.map((old) => ({ ...old, name: `${old.name}!`, version: 2 })));
    await user.click(within(editor).getByRole('button', { name: 'Move up Arena' }));
    expect(
      await screen.findByText(/^Failed to move Arena: This game mode was changed by someone else/),
    ).toBeVisible();
    await waitFor(() => expect(names(editor)).toEqual(['Game mode Campaign!', 'Game mode Arena!']));
  });

  it('deletes a mode to the trash after asking', async () => {
    const { api, user, editor } = await openModes([mode('Arena', 0), mode('Boss', 1)]);
    await user.click(await within(editor).findByRole('button', { name: 'Delete Arena' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent(
      'Delete the game mode Arena? It is moved to the trash; heroes keep their ratings in it, unseen until it is restored.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Game mode Arena moved to the trash.')).toBeVisible();
    expect(api.remove).toHaveBeenCalledWith('arena');
    await waitFor(() => expect(names(editor)).toEqual(['Game mode Boss']));
  });

  it("opens a mode's history", async () => {
    const { backend, user, editor } = await openModes([mode('Arena', 0, 2)]);
    await user.click(await within(editor).findByRole('button', { name: 'History of Arena' }));
    expect(await screen.findByRole('dialog', { name: 'History of Arena' })).toBeVisible();
    expect(backend.history.versions).toHaveBeenCalledWith('modes', 'arena');
  });
});
