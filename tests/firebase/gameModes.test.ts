/**
 * Game modes on the Firebase adapter, where the backend contract cannot look: two admins saving at
 * once (the names of the live modes are checked in each write's transaction), a restore while the
 * list is full, and documents stored before ratings and the tier legend existed.
 */
import { describe, expect, it } from 'vitest';
import { failure, signedInClient } from '../contract/contractHelpers';
import { BackendError } from '../../src/domain/errors';
import {
  GAME_MODES_FULL,
  GAME_MODES_MAX,
  gameModeNameKey,
  gameModeNameTaken,
  type GameMode,
} from '../../src/domain/gameMode';
import { emptyTierLegend } from '../../src/domain/siteSettings';
import { setUpFirebaseAdapter } from './adapterOnEmulators';

const { ref, seedAsStored } = setUpFirebaseAdapter();

const unique = (name: string) => `${name} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

describe('game modes written at once by two admins', () => {
  it('store one of two modes given the same name, and refuse the other on its name', async () => {
    const [first, second] = [
      await signedInClient(ref, 'admin'),
      await signedInClient(ref, 'admin'),
    ];
    const name = unique('Arena');
    const names = [name, name.toUpperCase()];
    const results = await Promise.allSettled([
      first.modes.create({ name: names[0]!, description: '', position: 0 }),
      second.modes.create({ name: names[1]!, description: '', position: 1 }),
    ]);
    const stored = results.findIndex((result) => result.status === 'fulfilled');
    expect(stored).not.toBe(-1);
    const other = results[1 - stored]!;
    expect(other.status).toBe('rejected');
    const refused = (other as PromiseRejectedResult).reason as BackendError;
    expect(refused).toBeInstanceOf(BackendError);
    expect(refused.code).toBe('invalid');
    expect(refused.fieldErrors).toEqual({ name: gameModeNameTaken(names[1 - stored]!) });

    const key = gameModeNameKey(name);
    const listed = (await first.modes.list()).filter((mode) => gameModeNameKey(mode.name) === key);
    expect(listed.map((mode) => mode.name)).toEqual([names[stored]]);
    await first.modes.remove(listed[0]!.id);
  });
});

describe('a game mode restored from the trash', () => {
  it('stays there while the list is full, and comes back once there is room', async () => {
    const admin = await signedInClient(ref, 'admin');
    const trashed = await admin.modes.create({
      name: unique('Tower'),
      description: '',
      position: 0,
    });
    await admin.modes.remove(trashed.id);
    const made: GameMode[] = [];
    for (let count = (await admin.modes.list()).length; count < GAME_MODES_MAX; count += 1) {
      made.push(await admin.modes.create({ name: unique('Full'), description: '', position: 9 }));
    }

    const full = await failure(admin.history.restoreFromTrash('modes', trashed.id));
    expect(full.code).toBe('conflict');
    expect(full.message).toBe(GAME_MODES_FULL);
    expect((await admin.history.trash()).map((entry) => entry.itemId)).toContain(trashed.id);

    await admin.modes.remove(made.pop()!.id);
    await admin.history.restoreFromTrash('modes', trashed.id);
    expect((await admin.modes.list()).map((mode) => mode.id)).toContain(trashed.id);
    // Back among the live modes, its name is taken again.
    const taken = await failure(
      admin.modes.create({ name: trashed.name, description: '', position: 0 }),
    );
    expect(taken.fieldErrors).toEqual({ name: gameModeNameTaken(trashed.name) });

    for (const mode of [...made, trashed]) await admin.modes.remove(mode.id);
  });
});

describe('documents stored before ratings and the tier legend', () => {
  it('read a hero without ratings as none, and save it with some', async () => {
    const admin = await signedInClient(ref, 'admin');
    const id = `before-ratings-${Date.now()}`;
    await seedAsStored(`heroes/${id}`, {
      name: unique('Older Hero'),
      tier: 'A',
      description: 'Saved before ratings per mode.',
      stats: { ATK: '', DEF: '', HP: '', SPD: '' },
      recommendedTalisman: [],
      recommendedSpirit: [],
      recommendedRune: [],
      recommendedCodex: [],
      recommendedPet: [],
      imagePath: '',
      image: '',
      tierHistory: [{ from: 'B', to: 'A', at: '2025-01-01T10:00:00.000Z' }],
      createdAt: '2025-01-01T10:00:00.000Z',
      updatedAt: '2025-01-01T10:00:00.000Z',
      version: 1,
    });
    const older = await admin.heroes.get(id);
    expect(older.ratings).toEqual([]);
    expect(older.tierHistory).toEqual([{ from: 'B', to: 'A', at: '2025-01-01T10:00:00.000Z' }]);

    const ratings = [{ mode: 'arena', tier: 'S', reason: 'Fast.' }];
    const saved = await admin.heroes.update(id, { ...older, ratings }, older.version);
    expect(saved.ratings).toEqual(ratings);
    // A first rating is no tier move.
    expect(saved.tierHistory).toEqual(older.tierHistory);
    await admin.heroes.remove(id);
  });

  it('read site settings without a legend as an empty one, and save them with one', async () => {
    const admin = await signedInClient(ref, 'admin');
    const visitor = await ref.current.newClient();
    const current = await visitor.settings.getSite();
    await seedAsStored('settings/site', {
      communityUrl: 'https://chat.example.org/older',
      updatedAt: '2025-01-01T10:00:00.000Z',
      version: current.version + 1,
    });
    const older = await visitor.settings.getSite();
    expect(older).toMatchObject({
      communityUrl: 'https://chat.example.org/older',
      tierLegend: emptyTierLegend(),
    });

    const tierLegend = { ...emptyTierLegend(), S: 'Strong everywhere.' };
    const saved = await admin.settings.saveSite({ ...older, tierLegend }, older.version);
    expect((await visitor.settings.getSite()).tierLegend).toEqual(saved.tierLegend);
    expect(saved.tierLegend.S).toBe('Strong everywhere.');
  });
});
