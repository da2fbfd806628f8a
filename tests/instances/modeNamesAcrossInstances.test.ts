// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { App } from '../../server/app';
import { lockModeNames } from '../../server/repositories/modes';
import { freshPostgresDatabase } from '../support/postgresDatabase';
import { makeTestApp, signInAs } from '../support/testApp';
import { gameModeNameTaken, type GameMode } from '../../src/domain/gameMode';

/**
 * Two instances of the server on one PostgreSQL database: a game mode's name is free or taken for
 * both at once (docs/product.md#game-modes). While instance A adds "Arena" and has not committed,
 * a write through B that would make a second live "Arena" waits for it, then is refused.
 */
let a: App;
let b: App;
let admin: string;

beforeAll(async () => {
  const url = await freshPostgresDatabase(inject('postgresUrl'), 'modes');
  a = await makeTestApp({ databaseUrl: url });
  b = await makeTestApp({ databaseUrl: url });
  admin = await signInAs(b, 'admin');
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});
beforeEach(async () => {
  await a.db.query('DELETE FROM game_modes');
});

const throughB = (method: 'POST' | 'PUT', url: string, payload?: unknown) =>
  b.inject({ method, url, payload: payload as object, headers: { cookie: admin } });

async function createThroughB(name: string): Promise<GameMode> {
  const response = await throughB('POST', '/api/modes', { name, description: '', position: 0 });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<GameMode>();
}

/**
 * Resolves once a connection to this database waits for a lock (B's write, for the names lock A
 * holds); polls until then, or until `done()` says the answer came first.
 */
function someoneWaits() {
  let answered = false;
  const waiting = (async () => {
    while (!answered) {
      const [row] = await a.db.query<{ waiting: number }>(
        `SELECT count(*)::integer AS waiting FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if ((row?.waiting ?? 0) > 0) return 'waiting' as const;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return 'answered first' as const;
  })();
  return { waiting, done: () => (answered = true) };
}

type Answer = Awaited<ReturnType<typeof throughB>>;
/** What B writes (made ready before A holds the lock), the status it gets, the modes then live. */
type Case = [string, () => Promise<() => Promise<Answer>>, number, string[]];

const CASES: Case[] = [
  ['an add', async () => () => throughB('POST', '/api/modes', { name: 'ARENA' }), 400, ['Arena']],
  [
    'a rename',
    async () => {
      const dungeon = await createThroughB('Dungeon');
      return () =>
        throughB('PUT', `/api/modes/${dungeon.id}`, { mode: { name: 'ARENA' }, baseVersion: 1 });
    },
    400,
    ['Arena', 'Dungeon'],
  ],
  [
    'a restore from the trash',
    async () => {
      const trashed = await createThroughB('ARENA');
      await b.inject({
        method: 'DELETE',
        url: `/api/modes/${trashed.id}`,
        headers: { cookie: admin },
      });
      return () => throughB('POST', `/api/history/trash/modes/${trashed.id}/restore`);
    },
    409,
    ['Arena'],
  ],
];

describe('a game mode name on two instances', () => {
  it.each(CASES)(
    'makes %s through B wait for an add through A, then refuses it',
    async (_, prepare, status, names) => {
      const write = await prepare();
      // A's add of "Arena", held after its check and its insert, before its commit.
      let commit!: () => void;
      let inserted!: () => void;
      const held = new Promise<void>((resolve) => (commit = resolve));
      const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
      const addThroughA = a.db.transaction(async (tx) => {
        await lockModeNames(tx);
        await tx.query(`INSERT INTO game_modes (name) VALUES ('Arena')`);
        inserted();
        await held;
      });
      await insertedYet;

      const answer = write();
      const watch = someoneWaits();
      const first = await Promise.race([
        answer.then(() => 'answered first' as const),
        watch.waiting,
      ]);
      watch.done();
      await watch.waiting;
      commit();
      await addThroughA;
      const response = await answer;
      expect(first).toBe('waiting');
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().error.message).toBe(gameModeNameTaken('ARENA'));
      const live = (await a.inject('/api/modes')).json<GameMode[]>();
      expect(live.map((mode) => mode.name)).toEqual(names);
    },
  );
});
