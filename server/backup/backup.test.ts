// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createGzip, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import type { Database, Transaction } from '../db/database';
import { backupSites } from '../../tests/support/backupSites';
import { makeTestApp, signInAs, signInWith } from '../../tests/support/testApp';
import { uploadValidImage } from '../../tests/support/testUploads';
import { expectRestoreRefused } from '../../tests/support/restoreRefused';
import { BACKUP_VERSION, type BackupFile } from './backupFile';
import { exportBackup } from './exportBackup';
import { readBackup } from './readBackup';
import { importBackup, restoreBackup } from './restore';
import { RESTORE_EXPANDED_TOO_LARGE_MESSAGE } from '../../src/domain/backups';
import { GAME_MODES_MAX, type GameMode } from '../../src/domain/gameMode';
import { EQUIPMENT_SLOTS_DEFAULT, type EquipmentItem } from '../../src/domain/equipment';
import { RARITY_MESSAGE } from '../../src/domain/equipmentSchema';
import type { Hero } from '../../src/domain/hero';
import type { TrashEntry } from '../../src/domain/history';
import { emptyTierLegend, type SiteSettings } from '../../src/domain/siteSettings';

/**
 * A real backup of format 1, made by the site before game modes existed (its last migration is
 * 009): an admin (password TEST_PASSWORD), a hero whose tier moved from A to S, another in the
 * trash, a code, a guide, the site settings with a community link, and their history.
 */
const FORMAT_1_BACKUP = new URL('./fixtures/backup-format-1.json.gz', import.meta.url);

/**
 * A real backup of format 2, made by the site before equipment existed (its last migration is
 * 010): an admin (password TEST_PASSWORD), the game modes Arena and Raid (in the trash), a hero
 * rated in both whose tiers moved, with its image, another hero in the trash, a code, a guide, the
 * site settings with a community link and a legend line, and their history.
 */
const FORMAT_2_BACKUP = new URL('./fixtures/backup-format-2.json.gz', import.meta.url);

/**
 * The backup round trip: a site with the sample data and an admin's writes, exported, then
 * imported into an empty site, gives the same answers and the same file bytes. Bad files change
 * nothing and say why.
 */
let source: App;
let adminCookie: string;
let adminEmail: string;
const { emptySite, sampleSite } = backupSites();

beforeAll(async () => {
  source = await makeTestApp({ seedSampleData: true });
  adminCookie = await signInAs(source, 'admin');
  adminEmail = (
    await source.inject({ url: '/api/auth/me', headers: { cookie: adminCookie } })
  ).json().user.email;
  // A write of every kind beyond the sample data: a guide draft, a media slot, a game mode in the
  // trash (a hero keeps its rating in it) and a tier change.
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
  const trashed = await source.inject({
    method: 'POST',
    url: '/api/modes',
    payload: { name: 'Raid', description: 'Removed since.' },
    headers: { cookie: adminCookie },
  });
  expect(trashed.statusCode).toBe(201);
  const [hero] = (await source.inject('/api/heroes')).json<Hero[]>();
  const rated = await source.inject({
    method: 'PUT',
    url: `/api/heroes/${hero!.id}`,
    payload: {
      hero: {
        ...hero,
        ratings: [...hero!.ratings, { mode: trashed.json().id, tier: 'B', reason: '' }],
      },
      baseVersion: hero!.version,
    },
    headers: { cookie: adminCookie },
  });
  expect(rated.statusCode, rated.body).toBe(200);
  const removed = await source.inject({
    method: 'DELETE',
    url: `/api/modes/${trashed.json().id}`,
    headers: { cookie: adminCookie },
  });
  expect(removed.statusCode).toBe(204);
  // An equipment item in the trash, with its image.
  const [item] = (await source.inject('/api/equipment')).json<EquipmentItem[]>();
  const trashedItem = await source.inject({
    method: 'DELETE',
    url: `/api/equipment/${item!.id}`,
    headers: { cookie: adminCookie },
  });
  expect(trashedItem.statusCode).toBe(204);
});

afterAll(() => source.close());

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
    modes: await read('/api/modes'),
    equipment: await read('/api/equipment'),
    site: await read('/api/settings/site'),
    // Admins' only: the drafts and the trash, which a visitor's answers must not hold.
    drafts: cookie ? await read('/api/guides/drafts') : null,
    trash: cookie ? await read('/api/history/trash') : null,
  };
}

/** `file` with other tables, sealed with the checksum of what it now holds. */
function resealed(file: BackupFile, tables: BackupFile['tables']): Buffer {
  const checksum = createHash('sha256').update(JSON.stringify(tables)).digest('hex');
  return gzipSync(JSON.stringify({ ...file, tables, checksum }));
}

const fileBytes = async (app: App, url: string, cookie?: string) =>
  (await app.inject({ url, headers: cookie ? { cookie } : {} })).rawPayload;

describe('backups', () => {
  it('export then import into an empty site gives the same answers, files and accounts', async () => {
    const backup = await exportBackup(source.db);
    const target = await emptySite();
    const { rows } = await importBackup(target.db, backup);
    expect(rows).toBeGreaterThan(20);

    const before = await answers(source);
    expect(await answers(target)).toEqual(before);
    // Every image, byte for byte (heroes, equipment and media slots), thumbnails included.
    const urls = [
      ...[...before.heroes, ...before.equipment].flatMap(
        (record: { imageUrl: string; thumbnailUrl: string }) => [
          record.imageUrl,
          record.thumbnailUrl,
        ],
      ),
      ...before.media
        .filter((slot: { isPlaceholder: boolean }) => !slot.isPlaceholder)
        .map((slot: { imageUrl: string }) => slot.imageUrl),
    ].filter(Boolean);
    expect(urls.length).toBeGreaterThan(40);
    for (const url of urls) {
      expect(Buffer.compare(await fileBytes(target, url), await fileBytes(source, url)), url).toBe(
        0,
      );
    }
    // The admin signs in on the restored site with the same password, and sees the same lists.
    const cookie = await signInWith(target, adminEmail);
    const adminAnswers = await answers(target, cookie);
    expect(adminAnswers).toEqual(await answers(source, adminCookie));
    expect(adminAnswers.drafts).toMatchObject([{ title: 'Backed-up draft', published: false }]);
    expect(before.guides).not.toContainEqual(expect.objectContaining({ published: false }));
  });

  it('carries the game modes with the trash, the ratings, the tier moves per mode and the legend', async () => {
    const target = await emptySite();
    await importBackup(target.db, await exportBackup(source.db));
    const read = async <T>(url: string, cookie?: string) =>
      (await target.inject({ url, headers: cookie ? { cookie } : {} })).json<T>();
    const modes = await read<GameMode[]>('/api/modes');
    expect(modes.map((mode) => mode.name)).toEqual(['Campaign', 'Arena', 'Guild Boss', 'Dungeon']);
    // The mode in the trash, with the rating a hero keeps in it.
    const cookie = await signInAs(target, 'admin');
    const raid = (await read<TrashEntry[]>('/api/history/trash', cookie)).find(
      (entry) => entry.collection === 'modes',
    );
    expect(raid).toMatchObject({ label: 'Raid' });
    const heroes = await read<Hero[]>('/api/heroes');
    const rated = heroes.flatMap((hero) => hero.ratings.map((rating) => rating.mode));
    expect(rated).toContain(raid!.itemId);
    const modeMoves = heroes.flatMap((hero) => hero.tierHistory).filter((change) => change.mode);
    expect(modeMoves.length).toBeGreaterThanOrEqual(3);
    const site = await read<SiteSettings>('/api/settings/site');
    expect(site.tierLegend.Meta).not.toBe('');
    const restored = await target.inject({
      method: 'POST',
      url: `/api/history/trash/modes/${raid!.itemId}/restore`,
      headers: { cookie },
    });
    expect(restored.statusCode).toBe(204);
    const live = (await target.inject('/api/modes')).json<GameMode[]>();
    expect(live.find((mode) => mode.id === raid!.itemId)).toMatchObject({
      name: 'Raid',
      description: 'Removed since.',
    });
  });

  it('carries the equipment with the trash and the images, and its history', async () => {
    const target = await emptySite();
    await importBackup(target.db, await exportBackup(source.db));
    const items = (await target.inject('/api/equipment')).json<EquipmentItem[]>();
    expect(items).toEqual((await source.inject('/api/equipment')).json());
    expect(items.length).toBeGreaterThanOrEqual(7);
    const cookie = await signInAs(target, 'admin');
    const trashed = (await target.inject({ url: '/api/history/trash', headers: { cookie } })).json<
      TrashEntry[]
    >();
    const item = trashed.find((entry) => entry.collection === 'equipment');
    expect(item).toBeDefined();
    const restored = await target.inject({
      method: 'POST',
      url: `/api/history/trash/equipment/${item!.itemId}/restore`,
      headers: { cookie },
    });
    expect(restored.statusCode).toBe(204);
    const back = (await target.inject(`/api/equipment/${item!.itemId}`)).json<EquipmentItem>();
    expect(back).toMatchObject({ name: item!.label, version: 2 });
    const image = await target.inject(back.imageUrl);
    expect(image.statusCode).toBe(200);
    // On the source site the item is still in the trash: its image is an admin's there.
    const sourceCookie = await signInAs(source, 'admin');
    const original = await fileBytes(source, back.imageUrl, sourceCookie);
    expect(original.length).toBeGreaterThan(0);
    expect(Buffer.compare(image.rawPayload, original)).toBe(0);
  });

  it('restores a real backup of format 2: no equipment, everything else as it was', async () => {
    const bytes = await readFile(FORMAT_2_BACKUP);
    const file = readBackup(bytes);
    expect(file.version).toBe(2);
    expect(file.tables.equipment).toBeUndefined();
    const target = await emptySite();
    await importBackup(target.db, bytes);

    expect((await target.inject('/api/equipment')).json()).toEqual([]);
    const [arena] = (await target.inject('/api/modes')).json<GameMode[]>();
    expect(arena).toMatchObject({ name: 'Arena', description: 'Player against player.' });
    const [hero] = (await target.inject('/api/heroes')).json<Hero[]>();
    expect(hero).toMatchObject({ name: 'Format Two Hero', tier: 'S' });
    expect(hero!.ratings).toContainEqual({ mode: arena!.id, tier: 'A', reason: 'Strong now.' });
    expect(hero!.tierHistory.map(({ from, to, mode }) => ({ from, to, mode }))).toEqual([
      { from: 'A', to: 'S', mode: undefined },
      { from: 'B', to: 'A', mode: arena!.id },
    ]);
    expect((await target.inject(hero!.imageUrl)).statusCode).toBe(200);
    expect((await target.inject('/api/settings/site')).json<SiteSettings>()).toMatchObject({
      communityUrl: 'https://chat.example.org/two',
      tierLegend: { ...emptyTierLegend(), Meta: 'Best in every mode.' },
      equipmentSlots: [...EQUIPMENT_SLOTS_DEFAULT],
    });

    // The backup's admin signs in, finds the trash, and writes what format 2 did not know.
    const cookie = await signInWith(target, (file.tables.users![0] as { email: string }).email);
    const trash = (await target.inject({ url: '/api/history/trash', headers: { cookie } })).json<
      TrashEntry[]
    >();
    expect(trash.map(({ collection, label }) => [collection, label])).toEqual([
      ['modes', 'Raid'],
      ['heroes', 'Trashed Format Two Hero'],
    ]);
    const { path } = await uploadValidImage(target, cookie, 'equipment');
    const created = await target.inject({
      method: 'POST',
      url: '/api/equipment',
      payload: { name: 'New Ring', slot: 'Accessory', rarity: 'Rare', imagePath: path },
      headers: { cookie },
    });
    expect(created.statusCode, created.body).toBe(201);
  });

  it('restores a real backup of format 1: no game modes, no ratings, no skills, no legend', async () => {
    const bytes = await readFile(FORMAT_1_BACKUP);
    const file = readBackup(bytes);
    expect(file.version).toBe(1);
    expect(file.tables.game_modes).toBeUndefined();
    const target = await emptySite();
    await importBackup(target.db, bytes);

    expect((await target.inject('/api/modes')).json()).toEqual([]);
    const [hero] = (await target.inject('/api/heroes')).json<Hero[]>();
    // Made before ratings and skills: the hero has none of either.
    expect(hero).toMatchObject({ name: 'Old Format Hero', tier: 'S', ratings: [], skills: [] });
    expect(hero!.tierHistory).toEqual([{ from: 'A', to: 'S', at: expect.any(String) }]);
    expect((await target.inject('/api/settings/site')).json<SiteSettings>()).toMatchObject({
      communityUrl: 'https://chat.example.org/old',
      tierLegend: emptyTierLegend(),
    });

    // The backup's admin signs in and writes what format 1 did not know.
    const cookie = await signInWith(target, (file.tables.users![0] as { email: string }).email);
    const trash = (await target.inject({ url: '/api/history/trash', headers: { cookie } })).json<
      TrashEntry[]
    >();
    expect(trash).toMatchObject([{ collection: 'heroes', label: 'Trashed Old Hero' }]);
    const arena = await target.inject({
      method: 'POST',
      url: '/api/modes',
      payload: { name: 'Arena' },
      headers: { cookie },
    });
    expect(arena.statusCode).toBe(201);
    const rated = await target.inject({
      method: 'PUT',
      url: `/api/heroes/${hero!.id}`,
      payload: {
        hero: { ...hero, ratings: [{ mode: arena.json().id, tier: 'A', reason: 'Old but good.' }] },
        baseVersion: hero!.version,
      },
      headers: { cookie },
    });
    expect(rated.statusCode, rated.body).toBe(200);
  });

  it('restores a backup of format 1 over a running site with game modes, renewing their answers', async () => {
    const target = await sampleSite();
    const cached = await target.inject('/api/modes');
    expect(cached.json()).toHaveLength(4);
    await restoreBackup(target.db, await readFile(FORMAT_1_BACKUP), {
      saveCurrent: async () => ({ discard: async () => undefined }),
    });
    await target.contentVersions.refresh();
    const after = await target.inject({
      url: '/api/modes',
      headers: { 'if-none-match': String(cached.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual([]);
    expect((await target.inject('/api/settings/site')).json<SiteSettings>().tierLegend).toEqual(
      emptyTierLegend(),
    );
  });

  it('restores a backup of format 2 over a running site with equipment, renewing its answers', async () => {
    const target = await sampleSite();
    const cached = await target.inject('/api/equipment');
    expect(cached.json<EquipmentItem[]>().length).toBeGreaterThanOrEqual(8);
    await restoreBackup(target.db, await readFile(FORMAT_2_BACKUP), {
      saveCurrent: async () => ({ discard: async () => undefined }),
    });
    await target.contentVersions.refresh();
    const after = await target.inject({
      url: '/api/equipment',
      headers: { 'if-none-match': String(cached.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual([]);
    const [row] = await target.db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM files WHERE path LIKE 'equipment/%'`,
    );
    expect(row?.n).toBe(0);
  });

  it('refuses a backup with an equipment item the site would not store, by name, and changes nothing', async () => {
    const file = readBackup(await exportBackup(source.db));
    const items = file.tables.equipment as Record<string, unknown>[];
    const withItems = (rows: Record<string, unknown>[]) =>
      resealed(file, { ...file.tables, equipment: rows });
    const [first] = items;
    const name = String(first!.name);
    const cases: [string, Buffer, string][] = [
      [
        'no name',
        withItems([{ ...first, name: '' }, ...items.slice(1)]),
        'This backup does not fit this site: equipment item 1 is not valid (name: Name is required.).',
      ],
      [
        'an unknown rarity',
        withItems([{ ...first, rarity: 'Ancient' }, ...items.slice(1)]),
        `This backup does not fit this site: the equipment item “${name}” is not valid (rarity: ${RARITY_MESSAGE}).`,
      ],
      [
        'a stat without a label',
        withItems([{ ...first, stats: [{ label: '', value: '+5' }] }, ...items.slice(1)]),
        `This backup does not fit this site: the equipment item “${name}” is not valid (stats.0.label: A stat needs a label.).`,
      ],
      [
        'no id',
        withItems([{ ...first, id: '' }, ...items.slice(1)]),
        `This backup does not fit this site: the equipment item “${name}” has no id.`,
      ],
      [
        'a missing slot in the trash',
        withItems([
          ...items,
          { ...first, id: 'old', slot: null, deleted_at: { $date: new Date().toISOString() } },
        ]),
        `This backup does not fit this site: the equipment item “${name}” is not valid (slot: A value is required.).`,
      ],
    ];
    const empty = await emptySite();
    const running = await sampleSite();
    const before = await answers(running);
    for (const [what, bytes, message] of cases) {
      await expect(importBackup(empty.db, bytes), what).rejects.toThrow(message);
      expect(await empty.db.query('SELECT id FROM equipment'), what).toEqual([]);
      expect(await empty.db.query('SELECT path FROM files'), what).toEqual([]);
      await expectRestoreRefused(running.db, bytes, what, message);
      expect(await answers(running), what).toEqual(before);
    }
    // A slot the slot list does not name is kept: the slot is text.
    await importBackup(empty.db, withItems([{ ...first, slot: 'Cloak' }, ...items.slice(1)]));
    const restored = (await empty.inject(`/api/equipment/${String(first!.id)}`)).json();
    expect(restored).toMatchObject({ slot: 'Cloak' });
  });

  it('refuses a backup with a game mode the site would not store, and changes nothing', async () => {
    const file = readBackup(await exportBackup(source.db));
    const modes = file.tables.game_modes as Record<string, unknown>[];
    const withModes = (rows: Record<string, unknown>[]) =>
      resealed(file, { ...file.tables, game_modes: rows });
    const [first, second] = modes;
    const cases: [string, Buffer, string][] = [
      [
        'no name',
        withModes([{ ...first, name: '' }, ...modes.slice(1)]),
        'This backup does not fit this site: game mode 1 is not valid (name: Name is required.).',
      ],
      [
        'two lines',
        withModes([{ ...first, description: 'One\nTwo' }, ...modes.slice(1)]),
        `This backup does not fit this site: the game mode “${String(first!.name)}” is not valid (description: One line, without line breaks.).`,
      ],
      [
        'no id',
        withModes([{ ...first, id: null }, ...modes.slice(1)]),
        `This backup does not fit this site: the game mode “${String(first!.name)}” has no id.`,
      ],
      [
        'a name twice',
        withModes([
          first!,
          { ...second, name: String(first!.name).toUpperCase() },
          ...modes.slice(2),
        ]),
        `This backup does not fit this site: two game modes are named “${String(first!.name)}” and “${String(first!.name).toUpperCase()}”, and names must differ.`,
      ],
      [
        'too many',
        withModes(
          Array.from({ length: GAME_MODES_MAX + 1 }, (_, index) => ({
            ...first,
            id: `mode-${index}`,
            name: `Mode ${index}`,
          })),
        ),
        `This backup does not fit this site: it has ${GAME_MODES_MAX + 1} game modes, and a site keeps at most ${GAME_MODES_MAX}.`,
      ],
    ];
    const empty = await emptySite();
    const running = await sampleSite();
    const before = await answers(running);
    for (const [what, bytes, message] of cases) {
      await expect(importBackup(empty.db, bytes), what).rejects.toThrow(message);
      expect(await empty.db.query('SELECT id FROM game_modes'), what).toEqual([]);
      await expectRestoreRefused(running.db, bytes, what, message);
      expect(await answers(running), what).toEqual(before);
    }
    // The same mode in the trash twice is no clash: only live names must differ.
    const trashedTwice = withModes([
      ...modes,
      { ...first, id: 'old-copy', deleted_at: { $date: new Date().toISOString() } },
    ]);
    await importBackup(empty.db, trashedTwice);
    const live = modes.filter((mode) => mode.deleted_at === null);
    expect((await empty.inject('/api/modes')).json()).toHaveLength(live.length);
  });

  it('refuses rows of the wrong shape, a backup without an admin, and files an upload would refuse, naming them, and changes nothing', async () => {
    const file = readBackup(await exportBackup(source.db));
    const rows = (table: string) => file.tables[table] as Record<string, unknown>[];
    const replaced = (table: string, index: number, change: Record<string, unknown>) =>
      resealed(file, {
        ...file.tables,
        [table]: rows(table).map((row, at) => (at === index ? { ...row, ...change } : row)),
      });
    const guide = rows('guides')[1]!;
    const fileRow = rows('files')[0]!;
    const bytesOf = (text: string) => ({ $bytes: Buffer.from(text).toString('base64') });
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    const html = '<html><script>alert(1)</script></html>';
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const cases: [string, Buffer, string | RegExp][] = [
      [
        'tags as text',
        replaced('guides', 1, { tags: 'news' }),
        `This backup does not fit this site: the guide “${String(guide.title)}” is not valid (tags: Invalid input: expected array, received string).`,
      ],
      [
        'a hero without a name',
        replaced('heroes', 0, { name: '' }),
        'This backup does not fit this site: hero 1 is not valid (name: Name is required.).',
      ],
      [
        'a flag as text',
        replaced('guides', 1, { published: 'yes' }),
        `This backup does not fit this site: row 2 of guides (“${String(guide.id)}”) is not valid (published: Expected true or false.).`,
      ],
      [
        'no admin',
        resealed(file, {
          ...file.tables,
          users: rows('users').map((user) => ({ ...user, role: 'member' })),
        }),
        'This backup does not fit this site: it holds no admin account, so nobody could sign in after restoring it.',
      ],
      [
        'an account whose address is not one',
        replaced('users', 0, { email: 'not an address' }),
        /row 1 of users \(“[^”]+”\) is not valid \(email: Expected an email address in lower case\.\)/,
      ],
      [
        'an account of no role',
        replaced('users', 0, { role: 'owner' }),
        /row 1 of users \(“[^”]+”\) is not valid \(role: Expected admin or member\.\)/,
      ],
      [
        'a version of no action',
        replaced('revisions', 0, { action: 'edited' }),
        /row 1 of revisions \(“[^”]+”\) is not valid \(action: Expected created, updated, restored, deleted or purged\.\)/,
      ],
      [
        'no accounts',
        resealed(file, { ...file.tables, users: [] }),
        'This backup does not fit this site: it holds no admin account, so nobody could sign in after restoring it.',
      ],
      [
        'an HTML file',
        replaced('files', 0, {
          bytes: bytesOf(html),
          content_type: 'text/html',
          size: html.length,
          sha256: sha(html),
        }),
        `This backup does not fit this site: row 1 of files (“${String(fileRow.path)}”) is not valid (bytes: Not a valid image: only PNG, JPEG, WebP, GIF or AVIF files are accepted.).`,
      ],
      [
        'an SVG file',
        replaced('files', 0, {
          bytes: bytesOf(svg),
          content_type: 'image/svg+xml',
          size: svg.length,
          sha256: sha(svg),
        }),
        `This backup does not fit this site: row 1 of files (“${String(fileRow.path)}”) is not valid (bytes: Not a valid image: only PNG, JPEG, WebP, GIF or AVIF files are accepted.).`,
      ],
      [
        'a path outside the upload folders',
        replaced('files', 0, { path: '/etc/passwd' }),
        'This backup does not fit this site: row 1 of files (“/etc/passwd”) is not valid (path: Not a stored file’s path (an upload folder, then a name).).',
      ],
      [
        'a type the bytes are not',
        replaced('files', 0, { content_type: 'text/html' }),
        `This backup does not fit this site: row 1 of files (“${String(fileRow.path)}”) is not valid (content_type: The bytes are ${String(fileRow.content_type)}.).`,
      ],
    ];
    const empty = await emptySite();
    const running = await sampleSite();
    const before = await answers(running);
    for (const [what, bytes, message] of cases) {
      await expect(importBackup(empty.db, bytes), what).rejects.toThrow(message);
      expect(await empty.db.query('SELECT id FROM guides'), what).toEqual([]);
      await expectRestoreRefused(running.db, bytes, what, message);
      expect(await answers(running), what).toEqual(before);
    }
    // The backup as it was still restores: the checks refuse only what a write would.
    await importBackup(empty.db, resealed(file, file.tables));
    expect((await empty.inject('/api/guides')).statusCode).toBe(200);
    // Thirteen refused files, each tried on an empty site and on a running one: a busy machine
    // needs longer than the default for one import.
  }, 120_000);

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
        'format as text',
        gzipSync(JSON.stringify({ ...file, version: '1' })),
        /^This backup is damaged: its backup format \("1"\) is not a whole number from 1\.$/,
      ],
      [
        'no format',
        gzipSync(JSON.stringify({ ...file, version: undefined })),
        /its backup format \(missing\) is not a whole number/,
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

  it('keeps the copy of the site and reports the restore done when only dropping its stages fails after the swap', async () => {
    const target = await sampleSite();
    // The database as the restore sees it: once the swap has committed, every DROP fails.
    let committed = false;
    const db: Database = Object.assign(Object.create(target.db) as Database, {
      query: (sql: string, params?: unknown[]) =>
        committed && sql.startsWith('DROP TABLE')
          ? Promise.reject(new Error('connection lost'))
          : target.db.query(sql, params),
      transaction: async <T>(work: (tx: Transaction) => Promise<T>) => {
        const result = await target.db.transaction(work);
        committed = true;
        return result;
      },
    });
    let discarded = false;
    const warnings: string[] = [];
    const bytes = await exportBackup(source.db);
    const { rows } = await restoreBackup(db, bytes, {
      saveCurrent: async () => ({
        discard: async () => {
          discarded = true;
        },
      }),
      warn: (message) => warnings.push(message),
    });
    expect(rows).toBeGreaterThan(0);
    expect(discarded).toBe(false);
    expect(warnings).toEqual(['The restore landed, but its stages could not be dropped']);
    const [guide] = await target.db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM guides WHERE title = 'Backed-up draft'`,
    );
    expect(guide?.n).toBe(1);
  });

  it('imports a backup of more than 256 MB once expanded: only a restore in the app has that limit', async () => {
    // A real backup followed by 260 MB of blanks (valid JSON), 260 KB once compressed.
    const json = gunzipSync(await exportBackup(source.db));
    const blanks = Buffer.alloc(1024 * 1024, ' ');
    const chunks: Buffer[] = [];
    const gzip = createGzip();
    gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => gzip.on('end', resolve));
    gzip.write(json);
    for (let index = 0; index < 260; index += 1) {
      if (!gzip.write(blanks)) await new Promise((resolve) => gzip.once('drain', resolve));
    }
    gzip.end();
    await ended;
    const bytes = Buffer.concat(chunks);
    expect(bytes.length).toBeLessThan(1024 * 1024);
    // Read whole, then refused only because this site is not empty.
    await expect(importBackup(source.db, bytes)).rejects.toThrow(/already holds data/);
    await expect(
      restoreBackup(source.db, bytes, {
        saveCurrent: async () => ({ discard: async () => undefined }),
      }),
    ).rejects.toThrow(RESTORE_EXPANDED_TOO_LARGE_MESSAGE);
  }, 120_000);

  it('saves the copy of the site before the swap, not inside its transaction', async () => {
    const target = await sampleSite();
    let inTransaction = false;
    const db: Database = Object.assign(Object.create(target.db) as Database, {
      transaction: async <T>(work: (tx: Transaction) => Promise<T>) =>
        target.db.transaction(async (tx) => {
          inTransaction = true;
          try {
            return await work(tx);
          } finally {
            inTransaction = false;
          }
        }),
    });
    const savedInTransaction: boolean[] = [];
    let saved: Buffer | undefined;
    await restoreBackup(db, await exportBackup(source.db), {
      saveCurrent: async (backup) => {
        savedInTransaction.push(inTransaction);
        saved = backup;
        return { discard: async () => undefined };
      },
    });
    expect(savedInTransaction).toEqual([false]);
    // The copy is the site as it was: the target's sample data, without the source's draft.
    const titles = (readBackup(saved!).tables.guides as { title: string }[]).map((g) => g.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).not.toContain('Backed-up draft');
  });

  it('restores only into an empty site', async () => {
    await expect(importBackup(source.db, await exportBackup(source.db))).rejects.toThrow(
      /already holds data/,
    );
  });
});
