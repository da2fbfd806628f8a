// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import { signedInAppPerFile } from '../../tests/support/appPerFile';
import { defaultGuildLevels, type GuildLevelTable } from '../../src/domain/guildTable';

let app: App;
let admin: string;
let member: string;
// Each test starts from a table nobody saved yet, whatever ran before it.
signedInAppPerFile((ready) => ({ app, admin, member } = ready), {
  // The table starts over at version 1, so its history does too.
  emptyBeforeEach: ['settings', 'revisions'],
});

const URL = '/api/settings/guild-table';
const getTable = async () =>
  (await app.inject({ method: 'GET', url: URL })).json<GuildLevelTable>();
const put = (body: unknown, cookie?: string) =>
  app.inject({
    method: 'PUT',
    url: URL,
    payload: body as object,
    headers: cookie ? { cookie } : {},
  });
const confirmed = (bump: number) =>
  defaultGuildLevels().map((entry) => ({
    ...entry,
    points: entry.points + bump,
    estimated: false,
  }));

describe('guild level table', () => {
  it('answers the default table (49 levels, version 0) before anyone saved one', async () => {
    const table = await getTable();
    expect(table.levels).toHaveLength(49);
    expect(table.levels[0]).toEqual({ level: 2, points: 600, estimated: false });
    expect(table).toMatchObject({ updatedAt: null, version: 0 });
  });

  it('lets only admins save: 401 for visitors, 403 for members', async () => {
    expect((await put({ levels: confirmed(0), baseVersion: 0 })).statusCode).toBe(401);
    expect((await put({ levels: confirmed(0), baseVersion: 0 }, member)).statusCode).toBe(403);
    expect((await getTable()).version).toBe(0);
  });

  it('saves for an admin, then refuses a stale baseVersion with 409 and keeps the table', async () => {
    const saved = await put({ levels: confirmed(0), baseVersion: 0 }, admin);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1, updatedAt: expect.any(String) });
    expect((await getTable()).levels.every((entry) => !entry.estimated)).toBe(true);

    const second = await put({ levels: confirmed(50), baseVersion: 1 }, admin);
    expect(second.json().version).toBe(2);

    for (const baseVersion of [0, 1, 7]) {
      const stale = await put({ levels: confirmed(100), baseVersion }, admin);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.code).toBe('conflict');
      expect(stale.json().error.message).toMatch(
        /^The guild level table was changed by someone else/,
      );
    }
    const table = await getTable();
    expect(table.version).toBe(2);
    expect(table.levels[0]?.points).toBe(650);
  });

  it('lets exactly one of two concurrent saves on the same version win', async () => {
    const { version } = await getTable();
    const results = await Promise.all([
      put({ levels: confirmed(200), baseVersion: version }, admin),
      put({ levels: confirmed(300), baseVersion: version }, admin),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await getTable()).version).toBe(version + 1);
  });

  it('refuses an invalid table with 400 naming the problem', async () => {
    const levels = confirmed(0);
    levels[10] = { level: 12, points: 1, estimated: false };
    const response = await put({ levels, baseVersion: (await getTable()).version }, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'invalid',
      message: 'levels.10.points: Level 12 must need more points than level 11.',
    });

    const short = await put({ levels: levels.slice(0, 3), baseVersion: 1 }, admin);
    expect(short.json().error.message).toContain('The table needs exactly 49 levels (2 to 50).');
    expect((await put({ levels: confirmed(0) }, admin)).statusCode).toBe(400);
  });
});
