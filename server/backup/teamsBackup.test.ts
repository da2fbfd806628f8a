// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { backupSites } from '../../tests/support/backupSites';
import { makeTestApp, signInAs } from '../../tests/support/testApp';
import { uploadValidImage } from '../../tests/support/testUploads';
import { expectRestoreRefused } from '../../tests/support/restoreRefused';
import { BACKUP_VERSION } from './backupFile';
import { exportBackup } from './exportBackup';
import { readBackup } from './readBackup';
import { importBackup, restoreBackup } from './restore';
import type { TrashEntry } from '../../src/domain/history';
import { TEAM_MEMBERS_MESSAGE, type Team } from '../../src/domain/team';
import { SUBSTITUTE_TWICE } from '../../src/domain/teamChecks';

/** The real backup of format 1 (server/backup/backup.test.ts says what it holds). */
const FORMAT_1_BACKUP = new URL('./fixtures/backup-format-1.json.gz', import.meta.url);

/**
 * Backups of format 3 carry the teams, those in the trash too, with the heroes and modes they name
 * as they are; backups of format 2 and 1 restore without teams; a team the site would not store
 * is refused by name, and nothing is written.
 */
let source: App;
let adminCookie: string;
let kept: Team;
let trashed: Team;
const { emptySite, sampleSite } = backupSites();

async function write(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const response = await source.inject({
    method,
    url,
    payload: payload as object,
    headers: { cookie: adminCookie },
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
}

beforeAll(async () => {
  source = await makeTestApp({ seedSampleData: true });
  adminCookie = await signInAs(source, 'admin');
  const [mode] = (await source.inject('/api/modes')).json<{ id: string }[]>();
  const heroes = (await source.inject('/api/heroes')).json<{ id: string }[]>();
  const image = await uploadValidImage(source, adminCookie, 'guides');
  const createTeam = async (name: string, members: { id: string }[]) =>
    (
      await write('POST', '/api/teams', {
        name,
        mode: mode!.id,
        members: members.map(({ id }) => ({ hero: id, role: 'Role', substitutes: [] })),
        notes: `<p>${name}</p><img src="/files/${image.path}">`,
        tags: ['Backup'],
      })
    ).json<Team>();
  kept = await createTeam('Backed-up team', heroes.slice(0, 3));
  trashed = await createTeam('Trashed team', heroes.slice(3, 7));
  await write('DELETE', `/api/teams/${trashed.id}`);
  // A member of the kept team goes to the trash: the team keeps it.
  await write('DELETE', `/api/heroes/${kept.members[0]!.hero}`);
});

afterAll(() => source.close());

/** `tables` sealed as a backup of `version`, made on a schema of `migrations`. */
function backupOf(
  file: ReturnType<typeof readBackup>,
  changes: Partial<Pick<typeof file, 'version' | 'migrations' | 'tables'>>,
): Buffer {
  const tables = changes.tables ?? file.tables;
  const checksum = createHash('sha256').update(JSON.stringify(tables)).digest('hex');
  return gzipSync(JSON.stringify({ ...file, ...changes, tables, checksum }));
}

const teamsOf = async (app: App) => (await app.inject('/api/teams')).json<Team[]>();

describe('backups of teams', () => {
  it(`carry every team of format ${BACKUP_VERSION}, the trash and their images too`, async () => {
    const backup = await exportBackup(source.db);
    const file = readBackup(backup);
    expect(file.version).toBe(3);
    expect(file.tables.teams).toHaveLength((await teamsOf(source)).length + 1);

    const target = await emptySite();
    await importBackup(target.db, backup);
    expect(await teamsOf(target)).toEqual(await teamsOf(source));
    expect(await teamsOf(target)).toContainEqual(kept);
    const cookie = await signInAs(target, 'admin');
    const trash = (await target.inject({ url: '/api/history/trash', headers: { cookie } })).json<
      TrashEntry[]
    >();
    expect(trash).toContainEqual(
      expect.objectContaining({ collection: 'teams', itemId: trashed.id, label: 'Trashed team' }),
    );
    const image = /src="([^"]+)"/.exec(kept.notes)![1]!;
    expect((await target.inject(image)).statusCode).toBe(200);
  });

  it('restores a backup of format 2, made before teams: no teams', async () => {
    const file = readBackup(await exportBackup(source.db));
    const tables = { ...file.tables };
    delete tables.teams;
    const format2 = backupOf(file, {
      version: 2,
      migrations: file.migrations.filter((name) => name < '013'),
      tables: {
        ...tables,
        // Its history names no team either.
        revisions: (tables.revisions as { collection: string }[]).filter(
          (row) => row.collection !== 'teams',
        ),
      },
    });
    const target = await emptySite();
    await importBackup(target.db, format2);
    expect(await teamsOf(target)).toEqual([]);
    expect((await target.inject('/api/heroes')).json()).toEqual(
      (await source.inject('/api/heroes')).json(),
    );

    // Over a running site with teams, their answers are renewed.
    const running = await sampleSite();
    const cached = await running.inject('/api/teams');
    expect(cached.json<Team[]>().length).toBeGreaterThanOrEqual(4);
    await restoreBackup(running.db, format2, {
      saveCurrent: async () => ({ discard: async () => undefined }),
    });
    await running.contentVersions.refresh();
    const after = await running.inject({
      url: '/api/teams',
      headers: { 'if-none-match': String(cached.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual([]);
  });

  it('restores the real backup of format 1: no teams', async () => {
    const target = await emptySite();
    await importBackup(target.db, await readFile(FORMAT_1_BACKUP));
    expect(await teamsOf(target)).toEqual([]);
  });

  it('refuses a team the site would not store, naming it, and writes nothing', async () => {
    const file = readBackup(await exportBackup(source.db));
    const teams = file.tables.teams as Record<string, unknown>[];
    const first = teams.find((row) => row.id === kept.id)!;
    const rest = teams.filter((row) => row !== first);
    const withTeam = (row: Record<string, unknown>) =>
      backupOf(file, { tables: { ...file.tables, teams: [row, ...rest] } });
    const members = kept.members;
    const cases: [string, Buffer, string][] = [
      [
        'no name',
        withTeam({ ...first, name: '' }),
        'This backup does not fit this site: team 1 is not valid (name: Name is required.).',
      ],
      [
        'two members',
        withTeam({ ...first, members: members.slice(0, 2) }),
        `This backup does not fit this site: the team “Backed-up team” is not valid (members: ${TEAM_MEMBERS_MESSAGE}).`,
      ],
      [
        'a substitute twice',
        withTeam({
          ...first,
          members: [{ ...members[0]!, substitutes: ['x', 'x'] }, ...members.slice(1)],
        }),
        `This backup does not fit this site: the team “Backed-up team” is not valid (members.0.substitutes.1: ${SUBSTITUTE_TWICE}).`,
      ],
      [
        'no id',
        withTeam({ ...first, id: null }),
        'This backup does not fit this site: the team “Backed-up team” has no id.',
      ],
    ];
    const empty = await emptySite();
    const running = await sampleSite();
    const before = await teamsOf(running);
    for (const [what, bytes, message] of cases) {
      await expect(importBackup(empty.db, bytes), what).rejects.toThrow(message);
      expect(await empty.db.query('SELECT id FROM heroes'), what).toEqual([]);
      await expectRestoreRefused(running.db, bytes, what, message);
      expect(await teamsOf(running), what).toEqual(before);
    }
  });
});
