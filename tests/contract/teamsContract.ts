import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/contract';
import type { GameMode } from '../../src/domain/gameMode';
import type { Hero } from '../../src/domain/hero';
import { HERO_IN_TEAM_TWICE, type Team, type TeamInput } from '../../src/domain/team';
import { TEAM_HERO_NOT_LIVE, TEAM_MODE_NOT_LIVE } from '../../src/domain/teamChecks';
import { refusedTeams, slot, type RefusedTeam } from '../support/teamInput';
import type { HarnessRef } from './runBackendContract';
import { failure, signedInClient, uploadTinyPng } from './contractHelpers';
import { testHeroInput } from '../support/heroInput';

/** The harness database is shared by every part of a run: names are unique, checks are relative. */
const unique = (name: string) => `${name} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

export function teamsContract(ref: HarnessRef) {
  describe('teams', () => {
    const admin = () => signedInClient(ref, 'admin');
    /** A live game mode and five live heroes every test's teams name (none of them is deleted). */
    let mode: GameMode;
    let heroes: Hero[];
    /** What each test made, deleted after the part. */
    const made: { teams: string[]; heroes: string[] } = { teams: [], heroes: [] };

    const newHero = async (client: Backend, name: string, imagePath: string) => {
      const hero = await client.heroes.create(testHeroInput({ name: unique(name), imagePath }));
      made.heroes.push(hero.id);
      return hero;
    };

    beforeAll(async () => {
      const client = await admin();
      mode = await client.modes.create({ name: unique('Team mode'), description: '', position: 0 });
      const { path } = await uploadTinyPng(client, 'heroes');
      heroes = [];
      for (const name of ['Aurelia', 'Korrin', 'Seraphine', 'Mordrek', 'Nyra']) {
        heroes.push(await newHero(client, name, path));
      }
    });

    afterAll(async () => {
      const client = await admin();
      const gone = (error: { code?: string }) => {
        if (error.code !== 'not-found') throw error;
      };
      for (const id of made.teams) await client.teams.remove(id).catch(gone);
      for (const id of made.heroes) await client.heroes.remove(id).catch(gone);
      await client.modes.remove(mode.id).catch(gone);
    });

    const id = (index: number) => heroes[index]!.id;
    const team = (overrides: Partial<TeamInput> = {}): TeamInput => ({
      name: unique('Dawn strike'),
      mode: mode.id,
      members: [slot(id(0), [id(4)], 'Main damage'), slot(id(1)), slot(id(2), [], 'Healer')],
      notes: '',
      tags: ['PvP'],
      ...overrides,
    });
    const create = async (client: Backend, input: TeamInput) => {
      const created = await client.teams.create(input);
      made.teams.push(created.id);
      return created;
    };
    /** Each input's create is refused as `invalid` with exactly its field errors. */
    const expectRefused = async (client: Backend, cases: RefusedTeam[]) => {
      for (const [input, fieldErrors] of cases) {
        const refused = await failure(client.teams.create(input));
        expect(refused.code, JSON.stringify(input)).toBe('invalid');
        expect(refused.fieldErrors, JSON.stringify(input)).toEqual(fieldErrors);
      }
    };
    const listed = async (client: Backend, own: Team) =>
      (await client.teams.list()).find((one) => one.id === own.id);

    it('trims a team’s name and keeps each tag once, as first written, and its members as given', async () => {
      const client = await admin();
      const input = team({ name: '  Dawn strike  ', tags: [' PvP ', 'pvp', 'Burst', 'BURST '] });
      const created = await create(client, input);
      expect(created).toMatchObject({
        name: 'Dawn strike',
        mode: mode.id,
        members: input.members,
        notes: '',
        tags: ['PvP', 'Burst'],
        version: 1,
      });
      expect(Date.parse(created.createdAt)).not.toBeNaN();
    });

    it('refuses each documented mistake by field, and an edit with a hero twice', async () => {
      const client = await admin();
      await expectRefused(client, refusedTeams(team, [id(0), id(1), id(2), id(3), id(4)]));
      const created = await create(client, team());
      const twice = await failure(
        client.teams.update(
          created.id,
          team({ members: [slot(id(0)), slot(id(0)), slot(id(1))] }),
          created.version,
        ),
      );
      expect(twice.fieldErrors).toEqual({ 'members.1.hero': HERO_IN_TEAM_TWICE });
      expect((await client.teams.get(created.id)).version).toBe(1);
    });

    it('refuses a game mode or a hero in the trash, by field', async () => {
      const client = await admin();
      const trashedMode = await client.modes.create({
        name: unique('Trashed mode'),
        description: '',
        position: 0,
      });
      await client.modes.remove(trashedMode.id);
      const trashedHero = await newHero(
        client,
        'Trashed',
        (await uploadTinyPng(client, 'heroes')).path,
      );
      await client.heroes.remove(trashedHero.id);

      const cases: RefusedTeam[] = [
        [team({ mode: trashedMode.id }), { mode: TEAM_MODE_NOT_LIVE }],
        [
          team({ members: [slot(id(0)), slot(id(1)), slot(trashedHero.id)] }),
          { 'members.2.hero': TEAM_HERO_NOT_LIVE },
        ],
        [
          team({ members: [slot(id(0), [trashedHero.id]), slot(id(1)), slot(id(2))] }),
          { 'members.0.substitutes.0': TEAM_HERO_NOT_LIVE },
        ],
      ];
      await expectRefused(client, cases);
      const created = await create(client, team());
      const unknown = await failure(
        client.teams.update(created.id, team({ mode: trashedMode.id }), created.version),
      );
      expect(unknown.fieldErrors).toEqual({ mode: TEAM_MODE_NOT_LIVE });
    });

    it('stores the notes as the one sanitizer cleans them', async () => {
      const client = await admin();
      const image = await uploadTinyPng(client, 'guides');
      const created = await create(
        client,
        team({
          notes: `<h2 onclick="steal()">Opening</h2><script>alert(1)</script><p>Burst first.</p><img src=x onerror=alert(1)><img src="${image.url}" onerror="alert(2)">`,
        }),
      );
      expect(created.notes).toMatch(/^<h2>Opening<\/h2><p>Burst first\.<\/p><img src="[^"]+">$/);
      expect(created.notes).not.toMatch(/onerror|onclick|script|src="x"/);
      expect((await client.teams.get(created.id)).notes).toBe(created.notes);
      const blank = await create(client, team({ notes: '<p> </p>' }));
      expect(blank.notes).toBe('');
    });

    it('keeps a file its notes show, used by the team, an earlier version and the trash, until it is purged', async () => {
      const client = await admin();
      const shown = await uploadTinyPng(client, 'guides');
      const usedBy = async () =>
        (await client.files.list()).find((file) => file.path === shown.path)?.usedBy;
      const input = team({ notes: `<p>Formation:</p><img src="${shown.url}" alt="formation">` });
      const created = await create(client, input);
      expect(await usedBy()).toEqual([{ kind: 'team', id: created.id, label: created.name }]);
      const refused = await failure(client.files.remove(shown.path));
      expect(refused.code).toBe('conflict');
      expect(refused.message).toBe(`This file is still shown by the team “${created.name}”.`);

      const edited = await client.teams.update(created.id, { ...input, notes: '' }, 1);
      expect(await usedBy()).toEqual([{ kind: 'history', id: created.id, label: created.name }]);
      await client.teams.update(created.id, input, edited.version);
      await client.teams.remove(created.id);
      expect(await usedBy()).toEqual([{ kind: 'trash', id: created.id, label: created.name }]);
      await client.history.purge('teams', created.id);
      expect((await failure(client.files.remove(shown.path))).code).toBe('not-found');
    });

    it('keeps a team whose hero went to the trash: listed and read with the hero’s id', async () => {
      const client = await admin();
      const leaving = await newHero(
        client,
        'Leaving',
        (await uploadTinyPng(client, 'heroes')).path,
      );
      const input = team({ members: [slot(id(0)), slot(leaving.id, [], 'Tank'), slot(id(2))] });
      const kept = await create(client, input);
      const trashedTeam = await create(client, { ...input, name: unique('Trashed team') });
      await client.teams.remove(trashedTeam.id);
      await client.heroes.remove(leaving.id);

      const visitor = await ref.current.newClient();
      expect(await listed(visitor, kept)).toEqual(kept);
      expect((await visitor.teams.get(kept.id)).members[1]).toEqual(slot(leaving.id, [], 'Tank'));
      // A team in the trash comes back with the hero as it was.
      await client.history.restoreFromTrash('teams', trashedTeam.id);
      expect((await visitor.teams.get(trashedTeam.id)).members[1]!.hero).toBe(leaving.id);
      // An edit must put a live hero in its place.
      const edit = await failure(client.teams.update(kept.id, input, kept.version));
      expect(edit.fieldErrors).toEqual({ 'members.1.hero': TEAM_HERO_NOT_LIVE });
    });
  });
}
