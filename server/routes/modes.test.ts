// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { signedInAppPerFile, type SignedInApp } from '../../tests/support/appPerFile';
import { cachedListReader } from '../../tests/support/cachedList';
import {
  GAME_MODES_FULL,
  GAME_MODES_MAX,
  gameModeNameTaken,
  type GameMode,
  type GameModeInput,
} from '../../src/domain/gameMode';
import type { ActivityEntry, Revision, TrashEntry } from '../../src/domain/history';

let app: App;
let admin: string;
let member: string;
let send: SignedInApp['send'];
signedInAppPerFile((ready) => ({ app, admin, member, send } = ready));
beforeEach(async () => {
  await app.db.query('DELETE FROM game_modes');
  await app.db.query('DELETE FROM revisions');
});

const mode = (name: string, overrides: Partial<GameModeInput> = {}): GameModeInput => ({
  name,
  description: '',
  position: 0,
  ...overrides,
});

async function createMode(input: GameModeInput): Promise<GameMode> {
  const response = await send('POST', '/api/modes', input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<GameMode>();
}

const namesFor = async (cookie?: string) =>
  (await app.inject({ url: '/api/modes', headers: cookie ? { cookie } : {} }))
    .json<GameMode[]>()
    .map((listed) => listed.name);

/** A step the test builds on: it must succeed. */
const done = async (method: 'POST' | 'DELETE', url: string) => {
  const response = await send(method, url);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(204);
};

describe('game modes', () => {
  it('lists the live modes by position, then by name, to anyone', async () => {
    await createMode(mode('Dungeon', { position: 3 }));
    await createMode(mode('Arena', { position: 1 }));
    const boss = await createMode(mode('Guild Boss', { position: 1 }));
    await createMode(mode('Campaign', { position: 0 }));
    await done('DELETE', `/api/modes/${boss.id}`);
    for (const cookie of [undefined, member, admin]) {
      expect(await namesFor(cookie)).toEqual(['Campaign', 'Arena', 'Dungeon']);
    }
  });

  it('trims what it stores and keeps a version, updated with the one it was based on', async () => {
    const created = await createMode({
      name: '  Arena ',
      description: ' Fights against other players. ',
      position: 2,
    });
    expect(created).toMatchObject({
      name: 'Arena',
      description: 'Fights against other players.',
      position: 2,
      version: 1,
    });
    expect(Date.parse(created.createdAt)).not.toBeNaN();
    const renamed = await send('PUT', `/api/modes/${created.id}`, {
      mode: mode('Arena (PvP)', { position: 0 }),
      baseVersion: 1,
    });
    expect(renamed.json<GameMode>()).toMatchObject({ name: 'Arena (PvP)', version: 2 });
    const stale = await send('PUT', `/api/modes/${created.id}`, {
      mode: mode('Late'),
      baseVersion: 1,
    });
    expect(stale.statusCode).toBe(409);
    const unknown = await send('PUT', '/api/modes/nope', { mode: mode('X'), baseVersion: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(await namesFor()).toEqual(['Arena (PvP)']);
  });

  it('answers the documented messages for invalid modes', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [mode('  '), { name: 'Name is required.' }],
      [mode('x'.repeat(41)), { name: 'At most 40 characters.' }],
      [
        mode('Tower', { description: 'One\nTwo' }),
        { description: 'One line, without line breaks.' },
      ],
      [mode('Tower', { description: 'x'.repeat(121) }), { description: 'At most 120 characters.' }],
      [mode('Tower', { position: 1.5 }), { position: 'A whole number.' }],
    ];
    for (const [payload, fieldErrors] of cases) {
      const response = await send('POST', '/api/modes', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'invalid', fieldErrors });
    }
    const created = await createMode(mode('Tower'));
    const blank = await send('PUT', `/api/modes/${created.id}`, {
      mode: mode(''),
      baseVersion: 1,
    });
    expect(blank.json().error.fieldErrors).toEqual({ 'mode.name': 'Name is required.' });
    expect(await namesFor()).toEqual(['Tower']);
  });

  it('refuses a name a live mode has, in any case, accents or spacing; a deleted one frees it', async () => {
    const boss = await createMode(mode('Guild Boss'));
    const dungeon = await createMode(mode('Dungeon'));
    for (const name of ['guild boss', 'Guild  BOSS', 'Gúild Boss']) {
      const taken = await send('POST', '/api/modes', mode(name));
      expect(taken.statusCode, name).toBe(400);
      expect(taken.json().error).toEqual({
        code: 'invalid',
        message: gameModeNameTaken(name),
        fieldErrors: { name: gameModeNameTaken(name) },
      });
    }
    const renamedOnto = await send('PUT', `/api/modes/${dungeon.id}`, {
      mode: mode('guild boss'),
      baseVersion: 1,
    });
    expect(renamedOnto.json().error.fieldErrors).toEqual({ name: gameModeNameTaken('guild boss') });
    // Its own name, in another case, is no conflict.
    const recased = await send('PUT', `/api/modes/${dungeon.id}`, {
      mode: mode('DUNGEON'),
      baseVersion: 1,
    });
    expect(recased.statusCode).toBe(200);

    await done('DELETE', `/api/modes/${boss.id}`);
    await createMode(mode('Guild Boss'));
    expect(await namesFor()).toEqual(['DUNGEON', 'Guild Boss']);
  });

  it(`keeps at most ${GAME_MODES_MAX} live modes; the trash does not count`, async () => {
    const made: GameMode[] = [];
    for (let index = 0; index < GAME_MODES_MAX; index += 1) {
      made.push(await createMode(mode(`Mode ${index}`)));
    }
    const full = await send('POST', '/api/modes', mode('One too many'));
    expect(full.statusCode).toBe(400);
    expect(full.json().error).toEqual({ code: 'invalid', message: GAME_MODES_FULL });
    await done('DELETE', `/api/modes/${made[0]!.id}`);
    await createMode(mode('One too many'));
    // Back from the trash would make one too many.
    const restore = await send('POST', `/api/history/trash/modes/${made[0]!.id}/restore`);
    expect(restore.statusCode).toBe(409);
    expect(restore.json().error).toEqual({ code: 'conflict', message: GAME_MODES_FULL });
  });

  it("renews the visitors' cached list on every write", async () => {
    const { read, revalidate } = await cachedListReader(app, '/api/modes');
    const arena = await createMode(mode('Arena'));
    expect(await read()).toEqual(['Arena']);
    expect(await revalidate()).toBe(304);
    await send('PUT', `/api/modes/${arena.id}`, { mode: mode('Arena (PvP)'), baseVersion: 1 });
    expect(await read()).toEqual(['Arena (PvP)']);
    await done('DELETE', `/api/modes/${arena.id}`);
    expect(await read()).toEqual([]);
    await done('POST', `/api/history/trash/modes/${arena.id}/restore`);
    expect(await read()).toEqual(['Arena (PvP)']);
  });

  it('answers 401 to visitors and 403 to members on every write route', async () => {
    const kept = await createMode(mode('Keep'));
    const writes: ['POST' | 'PUT' | 'DELETE', string, unknown][] = [
      ['POST', '/api/modes', mode('Hacked')],
      ['PUT', `/api/modes/${kept.id}`, { mode: mode('Hacked'), baseVersion: 1 }],
      ['DELETE', `/api/modes/${kept.id}`, undefined],
    ];
    for (const [method, url, payload] of writes) {
      expect((await app.inject({ method, url, payload: payload as object })).statusCode).toBe(401);
      expect((await send(method, url, payload, member)).statusCode).toBe(403);
    }
    expect((await app.inject('/api/modes')).json<GameMode[]>()).toEqual([kept]);
  });
});

describe('game modes in history and the trash', () => {
  it('keeps a deleted mode in the trash, restored unless a live mode has its name', async () => {
    const arena = await createMode(mode('Arena', { description: 'PvP.' }));
    await done('DELETE', `/api/modes/${arena.id}`);
    const trash = (await send('GET', '/api/history/trash')).json<TrashEntry[]>();
    expect(trash).toMatchObject([{ collection: 'modes', itemId: arena.id, label: 'Arena' }]);

    const usurper = await createMode(mode('ARENA'));
    const refused = await send('POST', `/api/history/trash/modes/${arena.id}/restore`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'conflict', message: gameModeNameTaken('Arena') });
    expect(await namesFor()).toEqual(['ARENA']);

    await done('DELETE', `/api/modes/${usurper.id}`);
    await done('POST', `/api/history/trash/modes/${arena.id}/restore`);
    expect((await app.inject('/api/modes')).json<GameMode[]>()).toMatchObject([
      { id: arena.id, name: 'Arena', description: 'PvP.', version: 2 },
    ]);
    const activity = (await send('GET', '/api/history/activity')).json<ActivityEntry[]>();
    expect(activity.map(({ collection, action, label }) => [collection, action, label])).toEqual([
      ['modes', 'restored', 'Arena'],
      ['modes', 'deleted', 'ARENA'],
      ['modes', 'created', 'ARENA'],
      ['modes', 'deleted', 'Arena'],
      ['modes', 'created', 'Arena'],
    ]);
  });

  it('restores an earlier version through the rules of an edit', async () => {
    const arena = await createMode(mode('Arena', { position: 1 }));
    await send('PUT', `/api/modes/${arena.id}`, {
      mode: mode('PvP', { position: 2 }),
      baseVersion: 1,
    });
    const first = (await send('GET', `/api/history/modes/${arena.id}`)).json<Revision[]>().at(-1)!;
    expect(first.content).toEqual({ name: 'Arena', description: '', position: 1 });

    // Its name is another live mode's now: refused as a save of it would be.
    const other = await createMode(mode('arena'));
    const refused = await send('POST', `/api/history/modes/${arena.id}/restore`, {
      revisionId: first.id,
      baseVersion: 2,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldErrors).toEqual({ name: gameModeNameTaken('Arena') });

    await done('DELETE', `/api/modes/${other.id}`);
    const restored = await send('POST', `/api/history/modes/${arena.id}/restore`, {
      revisionId: first.id,
      baseVersion: 2,
    });
    expect(restored.statusCode).toBe(204);
    expect((await app.inject('/api/modes')).json<GameMode[]>()).toMatchObject([
      { id: arena.id, name: 'Arena', position: 1, version: 3 },
    ]);
  });

  it('purges a mode by hand, and on its own once it was deleted 30 days ago', async () => {
    const byHand = await createMode(mode('By hand'));
    const old = await createMode(mode('Old'));
    const young = await createMode(mode('Young'));
    for (const one of [byHand, old, young]) await done('DELETE', `/api/modes/${one.id}`);

    await done('DELETE', `/api/history/trash/modes/${byHand.id}`);
    const versions = (await send('GET', `/api/history/modes/${byHand.id}`)).json<Revision[]>();
    expect(versions.map(({ action, content }) => [action, content])).toEqual([
      ['purged', null],
      ['deleted', null],
      ['created', null],
    ]);
    expect((await send('DELETE', `/api/history/trash/modes/${byHand.id}`)).statusCode).toBe(404);

    await app.db.query(
      `UPDATE game_modes SET deleted_at = now() - interval '31 days' WHERE id = $1`,
      [old.id],
    );
    await app.db.query(
      `UPDATE game_modes SET deleted_at = now() - interval '29 days' WHERE id = $1`,
      [young.id],
    );
    expect(await app.repositories.trash.purgeExpired()).toBe(1);
    const trash = (await send('GET', '/api/history/trash')).json<TrashEntry[]>();
    expect(trash.map((entry) => entry.label)).toEqual(['Young']);
    expect(await app.db.query('SELECT name FROM game_modes')).toEqual([{ name: 'Young' }]);
  });
});
