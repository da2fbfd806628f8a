// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import { signedInAppPerFile } from '../../tests/support/appPerFile';
import { testHeroInput } from '../../tests/support/heroInput';
import { uploadValidImage } from '../../tests/support/testUploads';
import type { Code } from '../../src/domain/code';
import type { Guide } from '../../src/domain/guide';
import type { ActivityEntry, Revision, TrashEntry } from '../../src/domain/history';

let app: App;
let admin: string;
signedInAppPerFile((ready) => ({ app, admin } = ready), {
  emptyBeforeEach: ['codes', 'guides', 'revisions'],
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({ method, url, payload: payload as object, headers: { cookie: admin } });
const json = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
  const response = await send(method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
};
/** A step the test builds on: it must succeed (204 for a delete). */
const done = async (method: 'DELETE', url: string) => {
  const response = await send(method, url);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(204);
};

describe('history on our server', () => {
  it('keeps content written before history (seeding, an older site) the first time it is replaced', async () => {
    const [seeded] = await app.db.query<{ id: string }>(
      `INSERT INTO codes (code, never_expires) VALUES ('SEEDED', true) RETURNING id`,
    );
    const id = seeded!.id;
    expect(await json<Revision[]>('GET', `/api/history/codes/${id}`)).toEqual([]);
    await json('PUT', `/api/codes/${id}`, {
      code: { code: 'EDITED', neverExpires: true, expirationDate: null },
      baseVersion: 1,
    });
    const versions = await json<Revision[]>('GET', `/api/history/codes/${id}`);
    expect(
      versions.map(({ version, action, author, content }) => [version, action, author, content]),
    ).toEqual([
      [
        2,
        'updated',
        expect.stringContaining('admin-'),
        expect.objectContaining({ code: 'EDITED' }),
      ],
      [
        1,
        'created',
        '',
        expect.objectContaining({ code: 'SEEDED', neverExpires: true, expirationDate: null }),
      ],
    ]);
  });

  it('writes a change and its version together: a refused change keeps no version', async () => {
    const code = await json<Code>('POST', '/api/codes', {
      code: 'ONE',
      neverExpires: true,
      expirationDate: null,
    });
    const stale = await send('PUT', `/api/codes/${code.id}`, {
      code: { code: 'LOST', neverExpires: true, expirationDate: null },
      baseVersion: 7,
    });
    expect(stale.statusCode).toBe(409);
    const versions = await json<Revision[]>('GET', `/api/history/codes/${code.id}`);
    expect(versions.map((one) => one.label)).toEqual(['ONE']);
  });

  it('purges what has been in the trash for 30 days, and nothing younger', async () => {
    const old = await json<Guide>('POST', '/api/guides', { title: 'Old', content: '<p>a</p>' });
    const young = await json<Guide>('POST', '/api/guides', { title: 'Young', content: '<p>b</p>' });
    await done('DELETE', `/api/guides/${old.id}`);
    await done('DELETE', `/api/guides/${young.id}`);
    await app.db.query(`UPDATE guides SET deleted_at = now() - interval '31 days' WHERE id = $1`, [
      old.id,
    ]);
    await app.db.query(`UPDATE guides SET deleted_at = now() - interval '29 days' WHERE id = $1`, [
      young.id,
    ]);

    expect(await app.repositories.trash.purgeExpired()).toBe(1);
    const trash = await json<TrashEntry[]>('GET', '/api/history/trash');
    expect(trash.map((entry) => entry.label)).toEqual(['Young']);
    const versions = await json<Revision[]>('GET', `/api/history/guides/${old.id}`);
    expect(versions[0]).toMatchObject({ action: 'purged', author: '', content: null });
    expect((await app.db.query('SELECT 1 FROM guides WHERE id = $1', [old.id])).length).toBe(0);
  });

  it('keeps trashed items off every public read, the sitemap included', async () => {
    const guide = await json<Guide>('POST', '/api/guides', {
      title: 'Hidden',
      content: '<p>x</p>',
    });
    await done('DELETE', `/api/guides/${guide.id}`);
    expect((await app.inject(`/api/guides/${guide.id}`)).statusCode).toBe(404);
    expect((await app.inject('/api/guides')).json<Guide[]>()).toEqual([]);
    expect((await app.inject('/sitemap.xml')).body).not.toContain(guide.id);
  });

  it('releases a replaced image only when the hero that kept it in history is purged', async () => {
    const first = await uploadValidImage(app, admin);
    const second = await uploadValidImage(app, admin);
    const hero = await json<{ id: string; version: number }>(
      'POST',
      '/api/heroes',
      testHeroInput({ name: 'Imaged', imagePath: first.path }),
    );
    const hero2 = await json<{ version: number; imagePath: string }>(
      'PUT',
      `/api/heroes/${hero.id}`,
      {
        hero: testHeroInput({ name: 'Imaged', imagePath: second.path }),
        baseVersion: hero.version,
      },
    );
    expect(hero2.imagePath).toBe(second.path);
    const refused = await send('DELETE', `/api/files/${first.path}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { message: 'This file is still shown by an earlier version of “Imaged”.' },
    });

    await done('DELETE', `/api/heroes/${hero.id}`);
    await done('DELETE', `/api/history/trash/heroes/${hero.id}`);
    const files = await app.db.query('SELECT path FROM files WHERE path = ANY($1)', [
      [first.path, second.path],
    ]);
    expect(files).toEqual([]);
  });

  it('answers the activity a page at a time, newest first', async () => {
    for (const name of ['A', 'B', 'C']) {
      await json('POST', '/api/codes', { code: name, neverExpires: true, expirationDate: null });
    }
    const page = await json<ActivityEntry[]>('GET', '/api/history/activity');
    expect(page.map((entry) => entry.label)).toEqual(['C', 'B', 'A']);
    const after = page[0]!;
    const next = await json<ActivityEntry[]>(
      'GET',
      `/api/history/activity?afterAt=${encodeURIComponent(after.at)}&afterId=${after.id}`,
    );
    expect(next.map((entry) => entry.label)).toEqual(['B', 'A']);
    const bad = await send('GET', '/api/history/activity?afterAt=yesterday&afterId=1');
    expect(bad.statusCode).toBe(400);
  });

  it('pages through changes made at one instant without skipping any', async () => {
    // One transaction's rows share now(), which PostgreSQL keeps to the microsecond.
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) {
      await app.db.query(
        `INSERT INTO revisions (collection, item_id, item_version, action, label, author, at)
         VALUES ('codes', $1, 1, 'created', $1, '', '2026-11-20T10:00:00.123456Z')`,
        [name],
      );
    }
    const reads = app.repositories.history;
    const seen: string[] = [];
    let page = await reads.activity(undefined, 2);
    while (page.length) {
      seen.push(...page.map((entry) => entry.label));
      page = await reads.activity(page.at(-1), 2);
    }
    expect(seen).toEqual(['Five', 'Four', 'Three', 'Two', 'One']);
  });

  it('refuses an unknown collection, and a version of another item', async () => {
    const unknown = await send('GET', '/api/history/users/1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: { message: expect.stringContaining('heroes') } });
    const a = await json<Code>('POST', '/api/codes', {
      code: 'A',
      neverExpires: true,
      expirationDate: null,
    });
    const b = await json<Code>('POST', '/api/codes', {
      code: 'B',
      neverExpires: true,
      expirationDate: null,
    });
    const [versionOfA] = await json<Revision[]>('GET', `/api/history/codes/${a.id}`);
    // The conflict check: a restore based on a version that is no longer the latest is refused.
    const edited = await json<Code>('PUT', `/api/codes/${a.id}`, {
      code: { code: 'A2', neverExpires: true, expirationDate: null },
      baseVersion: a.version,
    });
    const stale = await send('POST', `/api/history/codes/${a.id}/restore`, {
      revisionId: versionOfA!.id,
      baseVersion: a.version,
    });
    expect(stale.statusCode).toBe(409);
    expect((await json<Code[]>('GET', '/api/codes')).find((one) => one.id === a.id)).toMatchObject({
      code: 'A2',
      version: edited.version,
    });
    const crossed = await send('POST', `/api/history/codes/${b.id}/restore`, {
      revisionId: versionOfA!.id,
      baseVersion: b.version,
    });
    expect(crossed.statusCode).toBe(404);
  });
});

describe('history retention on our server', () => {
  it('empties the versions past retention, deleting the image only they showed, in the purge round', async () => {
    const first = await uploadValidImage(app, admin);
    const second = await uploadValidImage(app, admin);
    const input = (imagePath: string, description: string) =>
      testHeroInput({ name: 'Retained', description, imagePath });
    let hero = await json<{ id: string; version: number }>(
      'POST',
      '/api/heroes',
      input(first.path, 'v1'),
    );
    for (let version = 2; version <= 22; version += 1) {
      hero = await json('PUT', `/api/heroes/${hero.id}`, {
        hero: input(second.path, `v${version}`),
        baseVersion: hero.version,
      });
    }
    const fileExists = async (path: string) =>
      (await app.db.query('SELECT 1 FROM files WHERE path = $1', [path])).length > 0;

    // Everything is younger than 90 days: nothing is emptied.
    expect(await app.repositories.trash.emptyExpiredVersions()).toBe(0);
    await app.db.query(
      `UPDATE revisions SET at = at - interval '91 days' WHERE collection = 'heroes' AND item_id = $1`,
      [hero.id],
    );
    expect(await fileExists(first.path)).toBe(true);
    expect(await app.repositories.trash.emptyExpiredVersions()).toBe(2);

    const versions = await json<Revision[]>('GET', `/api/history/heroes/${hero.id}`);
    expect(versions).toHaveLength(22);
    expect(versions.filter((one) => one.content === null).map((one) => one.version)).toEqual([
      2, 1,
    ]);
    // Only version 1 showed the first image: it is gone; the second one is still shown.
    expect(await fileExists(first.path)).toBe(false);
    expect(await fileExists(second.path)).toBe(true);
    expect(await app.repositories.trash.emptyExpiredVersions()).toBe(0);
  });
});
