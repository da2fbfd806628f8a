// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { makeTestApp, signInAs, TEST_PASSWORD } from '../../tests/support/testApp';
import { uploadValidImage } from '../../tests/support/testUploads';
import { BACKUP_VERSION, exportBackup, importBackup, readBackup } from './backup';

/**
 * The backup round trip: a site with the sample data and an admin's writes, exported, then
 * imported into an empty site, gives the same answers and the same file bytes. Bad files change
 * nothing and say why.
 */
let source: App;
let adminCookie: string;
let adminEmail: string;
const others: App[] = [];

beforeAll(async () => {
  source = await makeTestApp({ seedSampleData: true });
  adminCookie = await signInAs(source, 'admin');
  adminEmail = (
    await source.inject({ url: '/api/auth/me', headers: { cookie: adminCookie } })
  ).json().user.email;
  // A write of every kind beyond the sample data: a guide draft, a media slot and a tier change.
  const draft = await source.inject({
    method: 'POST',
    url: '/api/guides',
    payload: { title: 'Backed-up draft', content: '<p>Draft</p>', published: false },
    headers: { cookie: adminCookie },
  });
  expect(draft.statusCode).toBe(201);
  const { path } = await uploadValidImage(source, adminCookie, 'media');
  const slots = (await source.inject('/api/media')).json<{ id: string; version: number }[]>();
  const slot = await source.inject({
    method: 'PUT',
    url: `/api/media/${slots[0]!.id}`,
    payload: { imagePath: path, baseVersion: slots[0]!.version },
    headers: { cookie: adminCookie },
  });
  expect(slot.statusCode).toBe(200);
});

afterAll(async () => {
  await source.close();
  for (const app of others) await app.close();
});

async function emptySite(): Promise<App> {
  const app = await makeTestApp({ seedSampleData: false });
  others.push(app);
  return app;
}

/** What a visitor and the admin read: every public answer and the admin's lists. */
async function answers(app: App, cookie?: string) {
  const read = async (url: string) => {
    const response = await app.inject({ url, headers: cookie ? { cookie } : {} });
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };
  return {
    heroes: await read('/api/heroes'),
    codes: await read('/api/codes'),
    guides: await read('/api/guides'),
    media: await read('/api/media'),
    guildTable: await read('/api/settings/guild-table'),
    // Admins' only: the drafts, which a visitor's answers must not hold.
    drafts: cookie ? await read('/api/guides/drafts') : null,
  };
}

const fileBytes = async (app: App, url: string) => (await app.inject({ url })).rawPayload;

describe('backups', () => {
  it('export then import into an empty site gives the same answers, files and accounts', async () => {
    const backup = await exportBackup(source.db);
    const target = await emptySite();
    const { rows } = await importBackup(target.db, backup);
    expect(rows).toBeGreaterThan(20);

    const before = await answers(source);
    expect(await answers(target)).toEqual(before);
    // Every image, byte for byte (heroes and media slots), thumbnails included.
    const urls = [
      ...before.heroes.flatMap((hero: { imageUrl: string; thumbnailUrl: string }) => [
        hero.imageUrl,
        hero.thumbnailUrl,
      ]),
      ...before.media
        .filter((slot: { isPlaceholder: boolean }) => !slot.isPlaceholder)
        .map((slot: { imageUrl: string }) => slot.imageUrl),
    ].filter(Boolean);
    expect(urls.length).toBeGreaterThan(12);
    for (const url of urls) {
      expect(Buffer.compare(await fileBytes(target, url), await fileBytes(source, url)), url).toBe(
        0,
      );
    }
    // The admin signs in on the restored site with the same password, and sees the same lists.
    const signIn = await target.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: adminEmail, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = `sid=${signIn.cookies.find((c) => c.name === 'sid')!.value}`;
    const adminAnswers = await answers(target, cookie);
    expect(adminAnswers).toEqual(await answers(source, adminCookie));
    expect(adminAnswers.drafts).toMatchObject([{ title: 'Backed-up draft', published: false }]);
    expect(before.guides).not.toContainEqual(expect.objectContaining({ published: false }));
  });

  it('downloads from the running site for admins only', async () => {
    const visitor = await source.inject({ url: '/api/backup' });
    expect(visitor.statusCode).toBe(401);
    const member = await source.inject({
      url: '/api/backup',
      headers: { cookie: await signInAs(source, 'member') },
    });
    expect(member.statusCode).toBe(403);
    const admin = await source.inject({ url: '/api/backup', headers: { cookie: adminCookie } });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-type']).toBe('application/gzip');
    expect(admin.headers['content-disposition']).toMatch(
      /^attachment; filename="hero-guide-backup-\d{4}-\d{2}-\d{2}\.json\.gz"$/,
    );
    expect(readBackup(admin.rawPayload).tables.heroes!.length).toBeGreaterThanOrEqual(12);
  });

  it('refuses a truncated, damaged, foreign or newer file, and changes nothing', async () => {
    const backup = await exportBackup(source.db);
    const file = readBackup(backup);
    const cases: [string, Buffer, RegExp][] = [
      ['truncated', backup.subarray(0, Math.floor(backup.length / 2)), /damaged or incomplete/],
      ['not gzip', Buffer.from('{"format":"hero-guide-backup"}'), /damaged or incomplete/],
      ['not JSON', gzipSync('{"format": "hero-'), /cannot be read/],
      ['foreign', gzipSync(JSON.stringify({ heroes: [] })), /not a backup of this site/],
      [
        'newer',
        gzipSync(JSON.stringify({ ...file, version: BACKUP_VERSION + 1 })),
        /newer version of the site/,
      ],
      [
        'edited',
        gzipSync(JSON.stringify({ ...file, tables: { ...file.tables, codes: [] } })),
        /does not match its checksum/,
      ],
    ];
    const target = await emptySite();
    const before = await answers(target);
    for (const [what, bytes, message] of cases) {
      await expect(importBackup(target.db, bytes), what).rejects.toThrow(message);
      expect(await answers(target), what).toEqual(before);
    }
  });

  it('restores only into an empty site', async () => {
    await expect(importBackup(source.db, await exportBackup(source.db))).rejects.toThrow(
      /already holds data/,
    );
  });
});
