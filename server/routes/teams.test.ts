// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { signedInAppPerFile, type SignedInApp } from '../../tests/support/appPerFile';
import { cachedListReader } from '../../tests/support/cachedList';
import { uploadValidImage } from '../../tests/support/testUploads';
import { createServerBackend } from '../render/serverBackend';
import type { ActivityEntry, Revision, TrashEntry } from '../../src/domain/history';
import type { Team, TeamInput } from '../../src/domain/team';
import {
  TEAM_HERO_NOT_LIVE,
  TEAM_MODE_NOT_LIVE,
  foreignTeamNotesImageMessage,
} from '../../src/domain/teamChecks';
import { refusedTeams, slot } from '../../tests/support/teamInput';

let app: App;
let admin: string;
let member: string;
let send: SignedInApp['send'];
signedInAppPerFile((ready) => ({ app, admin, member, send } = ready));

/** Live heroes and game modes the teams name, made anew for each test. */
let heroes: Record<'aurelia' | 'korrin' | 'seraphine' | 'mordrek' | 'nyra', string>;
let arena: string;
let boss: string;

beforeEach(async () => {
  for (const table of ['teams', 'revisions', 'heroes', 'game_modes']) {
    await app.db.query(`DELETE FROM ${table}`);
  }
  const hero = async (name: string) =>
    (
      await app.db.query<{ id: string }>(
        `INSERT INTO heroes (name, tier) VALUES ($1, 'S') RETURNING id`,
        [name],
      )
    )[0]!.id;
  heroes = {
    aurelia: await hero('Aurelia'),
    korrin: await hero('Korrin'),
    seraphine: await hero('Seraphine'),
    mordrek: await hero('Mordrek'),
    nyra: await hero('Nyra'),
  };
  const mode = async (name: string) =>
    (
      await app.db.query<{ id: string }>('INSERT INTO game_modes (name) VALUES ($1) RETURNING id', [
        name,
      ])
    )[0]!.id;
  arena = await mode('Arena');
  boss = await mode('Guild Boss');
});

const team = (overrides: Partial<TeamInput> = {}): TeamInput => ({
  name: 'Dawn strike',
  mode: arena,
  members: [
    slot(heroes.aurelia, [heroes.nyra], 'Main damage'),
    slot(heroes.korrin),
    slot(heroes.seraphine, [], 'Keeps the back row alive'),
  ],
  notes: '',
  tags: ['PvP'],
  ...overrides,
});

async function createTeam(input: TeamInput): Promise<Team> {
  const response = await send('POST', '/api/teams', input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Team>();
}

/** A step the test builds on: it must succeed. */
async function done(method: 'POST' | 'DELETE', url: string) {
  const response = await send(method, url);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(204);
}

const namesFor = async (cookie?: string) =>
  (await app.inject({ url: '/api/teams', headers: cookie ? { cookie } : {} }))
    .json<Team[]>()
    .map((listed) => listed.name);

describe('teams', () => {
  it('are listed to anyone by name, and read one by one; a team in the trash is not found', async () => {
    await createTeam(team({ name: 'Boss burn', mode: boss }));
    const dawn = await createTeam(team());
    const gone = await createTeam(team({ name: 'Arena control' }));
    await done('DELETE', `/api/teams/${gone.id}`);
    for (const cookie of [undefined, member, admin]) {
      expect(await namesFor(cookie)).toEqual(['Boss burn', 'Dawn strike']);
    }
    const one = await app.inject(`/api/teams/${dawn.id}`);
    expect(one.json<Team>()).toEqual(dawn);
    const trashed = await app.inject(`/api/teams/${gone.id}`);
    expect(trashed.statusCode).toBe(404);
    expect(trashed.json().error).toEqual({
      code: 'not-found',
      message: 'This team was not found.',
    });
  });

  it('are what the server renderer reads: a missing or trashed team is not found', async () => {
    const dawn = await createTeam(team());
    const gone = await createTeam(team({ name: 'Gone' }));
    await done('DELETE', `/api/teams/${gone.id}`);
    const reads = createServerBackend(app.repositories)(null);
    expect(await reads.teams.list()).toEqual([dawn]);
    expect(await reads.teams.get(dawn.id)).toEqual(dawn);
    for (const id of [gone.id, 'nope']) {
      await expect(reads.teams.get(id)).rejects.toMatchObject({ code: 'not-found' });
    }
  });

  it('trims what it stores and keeps a version, updated with the one it was based on', async () => {
    const created = await createTeam(
      team({ name: '  Dawn strike ', tags: [' PvP ', 'PvP', ''], notes: '' }),
    );
    expect(created).toMatchObject({
      name: 'Dawn strike',
      mode: arena,
      members: team().members,
      notes: '',
      tags: ['PvP'],
      version: 1,
    });
    expect(Date.parse(created.createdAt)).not.toBeNaN();
    const edited = await send('PUT', `/api/teams/${created.id}`, {
      team: team({ name: 'Dawn strike II', mode: boss }),
      baseVersion: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Team>()).toMatchObject({ name: 'Dawn strike II', mode: boss, version: 2 });
    const stale = await send('PUT', `/api/teams/${created.id}`, {
      team: team({ name: 'Late' }),
      baseVersion: 1,
    });
    expect(stale.statusCode).toBe(409);
    const unknown = await send('PUT', '/api/teams/nope', { team: team(), baseVersion: 1 });
    expect(unknown.statusCode).toBe(404);
    expect((await send('DELETE', '/api/teams/nope')).statusCode).toBe(404);
    expect(await namesFor()).toEqual(['Dawn strike II']);
  });

  it('answers the documented messages by field, and stores nothing', async () => {
    const { aurelia, korrin, seraphine, mordrek, nyra } = heroes;
    const cases = refusedTeams(team, [aurelia, korrin, seraphine, mordrek, nyra]);
    for (const [payload, fieldErrors] of cases) {
      const response = await send('POST', '/api/teams', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error, JSON.stringify(payload)).toMatchObject({
        code: 'invalid',
        fieldErrors,
      });
    }
    expect(await namesFor()).toEqual([]);

    const created = await createTeam(team());
    const refused = await send('PUT', `/api/teams/${created.id}`, {
      team: team({ members: [slot(aurelia), slot('no-such-hero'), slot(seraphine)] }),
      baseVersion: 1,
    });
    expect(refused.json().error).toEqual({
      code: 'invalid',
      message: `members.1.hero: ${TEAM_HERO_NOT_LIVE}`,
      fieldErrors: { 'members.1.hero': TEAM_HERO_NOT_LIVE },
    });
    const blank = await send('PUT', `/api/teams/${created.id}`, {
      team: team({ name: '' }),
      baseVersion: 1,
    });
    expect(blank.json().error.fieldErrors).toEqual({ 'team.name': 'Name is required.' });
  });

  it('refuses a game mode or a hero in the trash at the time of the write', async () => {
    await done('DELETE', `/api/modes/${boss}`);
    await done('DELETE', `/api/heroes/${heroes.nyra}`);
    const response = await send('POST', '/api/teams', team({ mode: boss }));
    expect(response.json().error.fieldErrors).toEqual({
      mode: TEAM_MODE_NOT_LIVE,
      'members.0.substitutes.0': TEAM_HERO_NOT_LIVE,
    });
  });

  it('keeps a team whose hero and mode went to the trash and were purged, as it was written', async () => {
    const kept = await createTeam(team());
    await done('DELETE', `/api/heroes/${heroes.korrin}`);
    await done('DELETE', `/api/history/trash/heroes/${heroes.korrin}`);
    await done('DELETE', `/api/modes/${arena}`);
    expect((await app.inject(`/api/teams/${kept.id}`)).json<Team>()).toEqual(kept);
    expect((await app.inject('/api/teams')).json<Team[]>()).toEqual([kept]);
    // An edit must name live ones again.
    const edit = await send('PUT', `/api/teams/${kept.id}`, { team: team(), baseVersion: 1 });
    expect(edit.json().error.fieldErrors).toEqual({
      mode: TEAM_MODE_NOT_LIVE,
      'members.1.hero': TEAM_HERO_NOT_LIVE,
    });
  });

  it('cleans the notes with the one sanitizer and shows only this site’s images', async () => {
    const image = await uploadValidImage(app, admin, 'guides');
    const src = `/files/${image.path}`;
    const created = await createTeam(
      team({
        notes: `<h2 onclick="steal()">Opening</h2><script>alert(1)</script><p>Burst <strong>first</strong>.</p><img src="${src}" onerror="alert(1)">`,
      }),
    );
    expect(created.notes).toBe(
      `<h2>Opening</h2><p>Burst <strong>first</strong>.</p><img src="${src}">`,
    );
    // An image whose source the sanitizer refuses goes with its handler.
    const broken = await createTeam(
      team({ name: 'Broken image', notes: '<p>Keep</p><img src=x onerror=alert(1)>' }),
    );
    expect(broken.notes).toBe('<p>Keep</p>');
    const pixel = 'https://tracker.example/pixel.png';
    const foreign = await send('POST', '/api/teams', team({ notes: `<img src="${pixel}">` }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fieldErrors).toEqual({
      notes: foreignTeamNotesImageMessage(pixel),
    });
    const blank = await createTeam(team({ name: 'Blank notes', notes: '<p> </p>' }));
    expect(blank.notes).toBe('');
  });

  it("renews the visitors' cached list and team on every write", async () => {
    const { read, revalidate } = await cachedListReader(app, '/api/teams');
    const dawn = await createTeam(team());
    expect(await read()).toEqual(['Dawn strike']);
    expect(await revalidate()).toBe(304);
    const one = await app.inject(`/api/teams/${dawn.id}`);
    expect(one.headers['cache-control']).toBe('no-cache');
    await send('PUT', `/api/teams/${dawn.id}`, { team: team({ name: 'Dusk' }), baseVersion: 1 });
    expect(await read()).toEqual(['Dusk']);
    const again = await app.inject({
      url: `/api/teams/${dawn.id}`,
      headers: { 'if-none-match': String(one.headers.etag) },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<Team>().name).toBe('Dusk');
    await done('DELETE', `/api/teams/${dawn.id}`);
    expect(await read()).toEqual([]);
    await done('POST', `/api/history/trash/teams/${dawn.id}/restore`);
    expect(await read()).toEqual(['Dusk']);
  });

  it('answers 401 to visitors and 403 to members on every write, before reading the body', async () => {
    const kept = await createTeam(team());
    const writes: ['POST' | 'PUT' | 'DELETE', string, unknown][] = [
      ['POST', '/api/teams', team({ name: 'Hacked' })],
      ['POST', '/api/teams', { nonsense: true }],
      ['PUT', `/api/teams/${kept.id}`, { team: team({ name: 'Hacked' }), baseVersion: 1 }],
      ['DELETE', `/api/teams/${kept.id}`, undefined],
    ];
    for (const [method, url, payload] of writes) {
      expect((await app.inject({ method, url, payload: payload as object })).statusCode).toBe(401);
      expect((await send(method, url, payload, member)).statusCode).toBe(403);
    }
    expect((await app.inject('/api/teams')).json<Team[]>()).toEqual([kept]);
  });

  it('refuses a PUT or DELETE from another site, even with an admin’s cookie', async () => {
    const kept = await createTeam(team());
    for (const [method, payload] of [
      ['PUT', { team: team({ name: 'Hacked' }), baseVersion: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const response = await app.inject({
        method,
        url: `/api/teams/${kept.id}`,
        payload,
        headers: { cookie: admin, origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe('Cross-site request refused.');
    }
    const own = await app.inject({
      method: 'PUT',
      url: `/api/teams/${kept.id}`,
      payload: { team: team({ name: 'Renamed' }), baseVersion: 1 },
      headers: { cookie: admin, origin: 'http://localhost' },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(await namesFor()).toEqual(['Renamed']);
  });
});

describe('teams in history and the trash', () => {
  it('keeps each version, a deleted team in the trash, and restores it with heroes gone since', async () => {
    const dawn = await createTeam(team());
    await send('PUT', `/api/teams/${dawn.id}`, {
      team: team({ name: 'Dawn strike II' }),
      baseVersion: 1,
    });
    await done('DELETE', `/api/teams/${dawn.id}`);
    const trash = (await send('GET', '/api/history/trash')).json<TrashEntry[]>();
    expect(trash).toMatchObject([
      { collection: 'teams', itemId: dawn.id, label: 'Dawn strike II' },
    ]);
    // A member and the mode go meanwhile: the team comes back as it was deleted.
    await done('DELETE', `/api/heroes/${heroes.korrin}`);
    await done('DELETE', `/api/modes/${arena}`);
    await done('POST', `/api/history/trash/teams/${dawn.id}/restore`);
    expect((await app.inject(`/api/teams/${dawn.id}`)).json<Team>()).toMatchObject({
      name: 'Dawn strike II',
      mode: arena,
      members: team().members,
      version: 3,
    });
    const activity = (await send('GET', '/api/history/activity')).json<ActivityEntry[]>();
    expect(
      activity
        .filter((entry) => entry.collection === 'teams')
        .map(({ action, label, version }) => [action, label, version]),
    ).toEqual([
      ['restored', 'Dawn strike II', 3],
      ['deleted', 'Dawn strike II', 2],
      ['updated', 'Dawn strike II', 2],
      ['created', 'Dawn strike', 1],
    ]);
  });

  it('restores an earlier version through the rules of an edit', async () => {
    const dawn = await createTeam(team({ mode: boss }));
    await send('PUT', `/api/teams/${dawn.id}`, { team: team({ name: 'Later' }), baseVersion: 1 });
    const first = (await send('GET', `/api/history/teams/${dawn.id}`)).json<Revision[]>().at(-1)!;
    expect(first.content).toEqual({
      name: 'Dawn strike',
      mode: boss,
      members: team().members,
      notes: '',
      tags: ['PvP'],
    });
    // Its mode is in the trash now: refused as a save of it would be.
    await done('DELETE', `/api/modes/${boss}`);
    const refused = await send('POST', `/api/history/teams/${dawn.id}/restore`, {
      revisionId: first.id,
      baseVersion: 2,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldErrors).toEqual({ mode: TEAM_MODE_NOT_LIVE });
    await done('POST', `/api/history/trash/modes/${boss}/restore`);
    const restored = await send('POST', `/api/history/teams/${dawn.id}/restore`, {
      revisionId: first.id,
      baseVersion: 2,
    });
    expect(restored.statusCode, restored.body).toBe(204);
    expect((await app.inject(`/api/teams/${dawn.id}`)).json<Team>()).toMatchObject({
      name: 'Dawn strike',
      mode: boss,
      version: 3,
    });
  });

  it('counts the images of its notes as used by the team, its versions and the trash', async () => {
    const image = await uploadValidImage(app, admin, 'guides');
    const notes = `<p>Formation:</p><img src="/files/${image.path}">`;
    const dawn = await createTeam(team({ notes }));
    const usedBy = async () =>
      (await send('GET', '/api/files'))
        .json<{ path: string; usedBy: { kind: string; label: string }[] }[]>()
        .find((file) => file.path === image.path)?.usedBy;
    expect(await usedBy()).toEqual([{ kind: 'team', id: dawn.id, label: 'Dawn strike' }]);
    const refused = await send('DELETE', `/api/files/${image.path}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'This file is still shown by the team “Dawn strike”.',
    );

    // Edited away, the file is still shown by the version kept in history.
    await send('PUT', `/api/teams/${dawn.id}`, { team: team(), baseVersion: 1 });
    expect(await usedBy()).toEqual([{ kind: 'history', id: dawn.id, label: 'Dawn strike' }]);
    await send('PUT', `/api/teams/${dawn.id}`, { team: team({ notes }), baseVersion: 2 });
    await done('DELETE', `/api/teams/${dawn.id}`);
    expect(await usedBy()).toEqual([{ kind: 'trash', id: dawn.id, label: 'Dawn strike' }]);

    // Purged, nothing shows it any more: the file goes with the team.
    await done('DELETE', `/api/history/trash/teams/${dawn.id}`);
    expect(await usedBy()).toBeUndefined();
    expect((await app.inject(`/files/${image.path}`)).statusCode).toBe(404);
  });

  it('purges a team on its own once it was deleted 30 days ago', async () => {
    const old = await createTeam(team({ name: 'Old' }));
    const young = await createTeam(team({ name: 'Young' }));
    for (const one of [old, young]) await done('DELETE', `/api/teams/${one.id}`);
    await app.db.query(`UPDATE teams SET deleted_at = now() - interval '31 days' WHERE id = $1`, [
      old.id,
    ]);
    expect(await app.repositories.trash.purgeExpired()).toBe(1);
    expect(await app.db.query('SELECT name FROM teams')).toEqual([{ name: 'Young' }]);
  });
});
