// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import { signedInAppPerFile } from '../../tests/support/appPerFile';
import { defaultGuildLevels, type GuildLevelTable } from '../../src/domain/guildTable';
import type { Revision } from '../../src/domain/history';
import {
  SITE_SETTINGS_ITEM,
  emptyTierLegend,
  type SiteSettings,
} from '../../src/domain/siteSettings';

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

  it('refuses numbers past what the database stores with 400 naming the field', async () => {
    const tooBig = await put({ levels: confirmed(0), baseVersion: 2_147_483_648 }, admin);
    expect(tooBig.statusCode, tooBig.body).toBe(400);
    expect(tooBig.json().error).toMatchObject({
      code: 'invalid',
      fieldErrors: { baseVersion: 'At most 2147483647.' },
    });
    const levels = confirmed(0);
    levels[48] = { level: 50, points: 2_147_483_648, estimated: false };
    const points = await put({ levels, baseVersion: 0 }, admin);
    expect(points.statusCode, points.body).toBe(400);
    expect(points.json().error.fieldErrors).toEqual({ 'levels.48.points': 'At most 2147483647.' });
  });
});

describe('site settings: the tier legend', () => {
  const SITE = '/api/settings/site';
  const getSite = async () => (await app.inject(SITE)).json<SiteSettings>();
  const saveSite = (settings: unknown, baseVersion: number) =>
    app.inject({
      method: 'PUT',
      url: SITE,
      payload: { settings, baseVersion },
      headers: { cookie: admin },
    });
  const stored = async () =>
    (
      await app.db.query<{ value: unknown }>('SELECT value FROM settings WHERE key = $1', [
        SITE_SETTINGS_ITEM,
      ])
    )[0]?.value;

  it('reads settings saved before the legend existed as an empty legend', async () => {
    await app.db.query(`INSERT INTO settings (key, value) VALUES ($1, $2::jsonb)`, [
      SITE_SETTINGS_ITEM,
      JSON.stringify({ communityUrl: 'https://chat.example.org/old' }),
    ]);
    expect(await getSite()).toMatchObject({
      communityUrl: 'https://chat.example.org/old',
      tierLegend: emptyTierLegend(),
      version: 1,
    });
  });

  it('stores the explained lines only, reads every tier back, and keeps each version', async () => {
    const saved = await saveSite(
      { communityUrl: '', tierLegend: { Meta: ' Defines the game. ', S: '', Food: 'Feed them.' } },
      0,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<SiteSettings>().tierLegend).toEqual({
      ...emptyTierLegend(),
      Meta: 'Defines the game.',
      Food: 'Feed them.',
    });
    expect((await getSite()).tierLegend).toEqual(saved.json<SiteSettings>().tierLegend);
    const explained = {
      communityUrl: '',
      tierLegend: { Meta: 'Defines the game.', Food: 'Feed them.' },
    };
    expect(await stored()).toEqual(explained);

    // No line left: stored as settings from before the legend.
    const cleared = await saveSite({ communityUrl: '', tierLegend: emptyTierLegend() }, 1);
    expect(cleared.json<SiteSettings>().tierLegend).toEqual(emptyTierLegend());
    expect(await stored()).toEqual({ communityUrl: '' });

    const versions = (
      await app.inject({
        url: `/api/history/site/${SITE_SETTINGS_ITEM}`,
        headers: { cookie: admin },
      })
    ).json<Revision[]>();
    expect(versions.map((version) => version.content)).toEqual([{ communityUrl: '' }, explained]);
    const restored = await app.inject({
      method: 'POST',
      url: `/api/history/site/${SITE_SETTINGS_ITEM}/restore`,
      payload: { revisionId: versions[1]!.id, baseVersion: 2 },
      headers: { cookie: admin },
    });
    expect(restored.statusCode, restored.body).toBe(204);
    expect((await getSite()).tierLegend.Food).toBe('Feed them.');
  });

  it('refuses a line with a line break, naming its tier, and keeps the legend', async () => {
    await saveSite({ communityUrl: '', tierLegend: { S: 'Strong.' } }, 0);
    const refused = await saveSite({ communityUrl: '', tierLegend: { S: 'One\nTwo' } }, 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldErrors).toEqual({
      'settings.tierLegend.S': 'One line, without line breaks.',
    });
    expect((await getSite()).tierLegend.S).toBe('Strong.');
  });

  it('refuses a NUL character in the community link and a too large baseVersion, by field', async () => {
    const nul = await saveSite({ communityUrl: 'https://chat.example.org/\u0000x' }, 0);
    expect(nul.statusCode, nul.body).toBe(400);
    expect(nul.json().error).toMatchObject({
      code: 'invalid',
      fieldErrors: { 'settings.communityUrl': 'Cannot contain a NUL character.' },
    });
    const tooBig = await saveSite({ communityUrl: '' }, 2_147_483_648);
    expect(tooBig.statusCode, tooBig.body).toBe(400);
    expect(tooBig.json().error.fieldErrors).toEqual({ baseVersion: 'At most 2147483647.' });
    expect((await getSite()).version).toBe(0);
  });
});
