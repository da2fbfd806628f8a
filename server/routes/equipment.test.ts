// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { signedInAppPerFile } from '../../tests/support/appPerFile';
import { cachedListReader } from '../../tests/support/cachedList';
import { uploadValidImage } from '../../tests/support/testUploads';
import {
  testEquipmentInput,
  UNTRIMMED_ITEM_STORED,
  untrimmedItem,
} from '../../tests/support/equipmentInput';
import {
  EQUIPMENT_SLOTS_DEFAULT,
  type EquipmentInput,
  type EquipmentItem,
} from '../../src/domain/equipment';
import { RARITY_MESSAGE } from '../../src/domain/equipmentSchema';
import { IMAGE_NOT_FOUND_MESSAGE } from '../../src/domain/files';
import type { StoredFileInfo } from '../../src/domain/fileUsage';
import type { ActivityEntry, Revision, TrashEntry } from '../../src/domain/history';
import type { SiteSettings } from '../../src/domain/siteSettings';

let app: App;
let admin: string;
let member: string;
signedInAppPerFile((ready) => ({ app, admin, member } = ready), {
  emptyBeforeEach: ['settings', 'revisions'],
});
beforeEach(async () => {
  await app.db.query('DELETE FROM equipment');
});

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = { cookie: admin },
) => app.inject({ method, url, payload: payload as object, headers });

const item = (name: string, overrides: Partial<EquipmentInput> = {}) =>
  testEquipmentInput({ name, ...overrides });

async function createItem(input: EquipmentInput): Promise<EquipmentItem> {
  const response = await send('POST', '/api/equipment', input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<EquipmentItem>();
}

const namesFor = async (cookie?: string) =>
  (await app.inject({ url: '/api/equipment', headers: cookie ? { cookie } : {} }))
    .json<EquipmentItem[]>()
    .map((listed) => listed.name);

/** A step the test builds on: it must succeed. */
const done = async (method: 'POST' | 'DELETE', url: string) => {
  const response = await send(method, url);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(204);
};

const fileExists = async (path: string) =>
  (await app.db.query('SELECT 1 FROM files WHERE path = $1', [path])).length > 0;

async function saveSlots(equipmentSlots: string[]) {
  const site = (await app.inject('/api/settings/site')).json<SiteSettings>();
  const response = await send('PUT', '/api/settings/site', {
    settings: { ...site, equipmentSlots },
    baseVersion: site.version,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SiteSettings>();
}

describe('equipment items', () => {
  it('lists the live items by slot in the slot list, rarest first, then by name, to anyone', async () => {
    await createItem(item('Hood', { slot: 'Helmet', rarity: 'Common' }));
    await createItem(item('Bow', { slot: 'Weapon', rarity: 'Epic' }));
    await createItem(item('Blade', { slot: 'Weapon', rarity: 'Mythic' }));
    await createItem(item('Axe', { slot: 'Weapon', rarity: 'Epic' }));
    await createItem(item('Cape', { slot: 'Cloak', rarity: 'Mythic' }));
    const gone = await createItem(item('Plate', { slot: 'Armor' }));
    await done('DELETE', `/api/equipment/${gone.id}`);
    for (const cookie of [undefined, member, admin]) {
      expect(await namesFor(cookie)).toEqual(['Blade', 'Axe', 'Bow', 'Hood', 'Cape']);
    }
  });

  it('keeps a slot as written, listed or not: the slot list may change later', async () => {
    const cape = await createItem(item('Cape', { slot: 'Cloak' }));
    expect(cape.slot).toBe('Cloak');
    await saveSlots(['Cloak', ...EQUIPMENT_SLOTS_DEFAULT]);
    expect(await namesFor()).toEqual(['Cape']);
    await saveSlots(['Weapon']);
    expect((await app.inject(`/api/equipment/${cape.id}`)).json<EquipmentItem>().slot).toBe(
      'Cloak',
    );
  });

  it('stores what it was sent, trimmed, with its image, thumbnail and version', async () => {
    const { path } = await uploadValidImage(app, admin, 'equipment');
    const created = await createItem(untrimmedItem('Dawn Blade', path));
    expect(created).toMatchObject({
      ...UNTRIMMED_ITEM_STORED,
      name: 'Dawn Blade',
      imagePath: path,
      imageUrl: `/files/${path}`,
      thumbnailUrl: `/files/${path}?thumb=1`,
      version: 1,
    });
    expect(Date.parse(created.createdAt)).not.toBeNaN();
    const thumbnail = await app.inject(created.thumbnailUrl);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect((await app.inject(`/api/equipment/${created.id}`)).json()).toEqual(created);

    const edited = await send('PUT', `/api/equipment/${created.id}`, {
      item: { ...created, rarity: 'Legendary' },
      baseVersion: 1,
    });
    expect(edited.json<EquipmentItem>()).toMatchObject({ rarity: 'Legendary', version: 2 });
    const stale = await send('PUT', `/api/equipment/${created.id}`, {
      item: { ...created, name: 'Late' },
      baseVersion: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('conflict');
    const unknown = await send('PUT', '/api/equipment/nope', { item: item('X'), baseVersion: 1 });
    expect(unknown.statusCode).toBe(404);
    expect((await app.inject('/api/equipment/nope')).statusCode).toBe(404);
  });

  it('answers the documented messages for invalid items, by field', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [item('  '), { name: 'Name is required.' }],
      [item('x'.repeat(81)), { name: 'At most 80 characters.' }],
      [item('Two\nlines'), { name: 'One line, without line breaks.' }],
      [item('Blade', { slot: '' }), { slot: 'Slot is required.' }],
      [item('Blade', { slot: 'x'.repeat(31) }), { slot: 'At most 30 characters.' }],
      [{ ...item('Blade'), rarity: 'Ancient' }, { rarity: RARITY_MESSAGE }],
      [
        item('Blade', { stats: [{ label: '', value: '+5' }] }),
        { 'stats.0.label': 'A stat needs a label.' },
      ],
      [
        item('Blade', { stats: Array.from({ length: 9 }, () => ({ label: 'HP', value: '1' })) }),
        { stats: 'At most 8 stats.' },
      ],
      [item('Blade', { setBonus: 'x'.repeat(301) }), { setBonus: 'At most 300 characters.' }],
      [item('Blade', { howToGet: 'x'.repeat(301) }), { howToGet: 'At most 300 characters.' }],
    ];
    for (const [payload, fieldErrors] of cases) {
      const response = await send('POST', '/api/equipment', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'invalid', fieldErrors });
    }
    const created = await createItem(item('Blade'));
    const blank = await send('PUT', `/api/equipment/${created.id}`, {
      item: { ...item('Blade'), rarity: 'mythic' },
      baseVersion: 1,
    });
    expect(blank.json().error.fieldErrors).toEqual({ 'item.rarity': RARITY_MESSAGE });
    expect(await namesFor()).toEqual(['Blade']);
  });

  it('takes only an image uploaded into the equipment folder that is still stored', async () => {
    const hero = await uploadValidImage(app, admin, 'heroes');
    for (const imagePath of [hero.path, 'equipment/never-uploaded.png']) {
      const response = await send('POST', '/api/equipment', item('Blade', { imagePath }));
      expect(response.statusCode, imagePath).toBe(400);
      expect(response.json().error).toEqual({
        code: 'invalid',
        message: IMAGE_NOT_FOUND_MESSAGE,
        fieldErrors: { imagePath: IMAGE_NOT_FOUND_MESSAGE },
      });
    }
    const created = await createItem(item('Blade'));
    const edited = await send('PUT', `/api/equipment/${created.id}`, {
      item: item('Blade', { imagePath: hero.path }),
      baseVersion: 1,
    });
    expect(edited.json().error.fieldErrors).toEqual({ imagePath: IMAGE_NOT_FOUND_MESSAGE });
  });

  it("renews the visitors' cached list and item on every write, and the list on a new slot order", async () => {
    const { read, revalidate } = await cachedListReader(app, '/api/equipment');
    const blade = await createItem(item('Blade'));
    const hood = await createItem(item('Hood', { slot: 'Helmet' }));
    expect(await read()).toEqual(['Blade', 'Hood']);
    expect(await revalidate()).toBe(304);
    const one = await app.inject(`/api/equipment/${blade.id}`);
    await send('PUT', `/api/equipment/${blade.id}`, { item: item('Dawn Blade'), baseVersion: 1 });
    expect(await read()).toEqual(['Dawn Blade', 'Hood']);
    const again = await app.inject({
      url: `/api/equipment/${blade.id}`,
      headers: { 'if-none-match': String(one.headers.etag) },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<EquipmentItem>().name).toBe('Dawn Blade');
    await saveSlots(['Helmet', 'Weapon']);
    expect(await read()).toEqual(['Hood', 'Dawn Blade']);
    await done('DELETE', `/api/equipment/${hood.id}`);
    expect(await read()).toEqual(['Dawn Blade']);
    expect((await app.inject(`/api/equipment/${hood.id}`)).statusCode).toBe(404);
    await done('POST', `/api/history/trash/equipment/${hood.id}/restore`);
    expect(await read()).toEqual(['Hood', 'Dawn Blade']);
  });

  it('answers 401 to visitors and 403 to members on every write route', async () => {
    const kept = await createItem(item('Keep'));
    const writes: ['POST' | 'PUT' | 'DELETE', string, unknown][] = [
      ['POST', '/api/equipment', item('Hacked')],
      ['PUT', `/api/equipment/${kept.id}`, { item: item('Hacked'), baseVersion: 1 }],
      ['DELETE', `/api/equipment/${kept.id}`, undefined],
    ];
    for (const [method, url, payload] of writes) {
      expect((await send(method, url, payload, {})).statusCode).toBe(401);
      expect((await send(method, url, payload, { cookie: member })).statusCode).toBe(403);
    }
    expect((await app.inject('/api/equipment')).json<EquipmentItem[]>()).toEqual([kept]);
  });

  it("refuses an admin's write from another site's Origin, and takes the site's own", async () => {
    const kept = await createItem(item('Keep'));
    const writes: ['POST' | 'PUT' | 'DELETE', string, unknown][] = [
      ['POST', '/api/equipment', item('Forged')],
      ['PUT', `/api/equipment/${kept.id}`, { item: item('Forged'), baseVersion: 1 }],
      ['DELETE', `/api/equipment/${kept.id}`, undefined],
    ];
    for (const [method, url, payload] of writes) {
      const response = await send(method, url, payload, {
        cookie: admin,
        origin: 'https://evil.example',
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error.message).toBe('Cross-site request refused.');
    }
    expect((await app.inject('/api/equipment')).json<EquipmentItem[]>()).toEqual([kept]);
    const own = await send(
      'PUT',
      `/api/equipment/${kept.id}`,
      { item: item('Renamed'), baseVersion: 1 },
      { cookie: admin, origin: 'http://localhost' },
    );
    expect(own.statusCode).toBe(200);
  });
});

describe('equipment items in history, the trash and the media library', () => {
  it('keeps a deleted item in the trash and restores it as it was, as a new version', async () => {
    const { path } = await uploadValidImage(app, admin, 'equipment');
    const ring = await createItem(
      item('Storm Ring', { slot: 'Accessory', stats: [{ label: 'SPD', value: '+10' }] }),
    );
    const edited = await send('PUT', `/api/equipment/${ring.id}`, {
      item: { ...ring, imagePath: path },
      baseVersion: 1,
    });
    expect(edited.statusCode).toBe(200);
    await done('DELETE', `/api/equipment/${ring.id}`);
    expect(await namesFor()).toEqual([]);
    expect((await send('DELETE', `/api/equipment/${ring.id}`)).statusCode).toBe(404);
    const trash = (await send('GET', '/api/history/trash')).json<TrashEntry[]>();
    expect(trash).toMatchObject([
      { collection: 'equipment', itemId: ring.id, label: 'Storm Ring' },
    ]);

    await done('POST', `/api/history/trash/equipment/${ring.id}/restore`);
    expect((await app.inject(`/api/equipment/${ring.id}`)).json<EquipmentItem>()).toMatchObject({
      name: 'Storm Ring',
      stats: [{ label: 'SPD', value: '+10' }],
      imagePath: path,
      version: 3,
    });
    const activity = (await send('GET', '/api/history/activity')).json<ActivityEntry[]>();
    expect(
      activity.map(({ collection, action, version }) => [collection, action, version]),
    ).toEqual([
      ['equipment', 'restored', 3],
      ['equipment', 'deleted', 2],
      ['equipment', 'updated', 2],
      ['equipment', 'created', 1],
    ]);
    const versions = (await send('GET', `/api/history/equipment/${ring.id}`)).json<Revision[]>();
    expect(versions[0]).toMatchObject({ imageUrls: { [path]: `/files/${path}` } });
    expect(versions.at(-1)!.content).toEqual({
      name: 'Storm Ring',
      slot: 'Accessory',
      rarity: 'Epic',
      stats: [{ label: 'SPD', value: '+10' }],
      setBonus: '',
      howToGet: '',
      imagePath: '',
    });
  });

  it('restores an earlier version through the rules of an edit', async () => {
    const blade = await createItem(item('Blade', { rarity: 'Rare' }));
    await send('PUT', `/api/equipment/${blade.id}`, {
      item: item('Dawn Blade', { rarity: 'Mythic' }),
      baseVersion: 1,
    });
    const first = (await send('GET', `/api/history/equipment/${blade.id}`))
      .json<Revision[]>()
      .at(-1)!;
    const restore = (baseVersion: number) =>
      send('POST', `/api/history/equipment/${blade.id}/restore`, {
        revisionId: first.id,
        baseVersion,
      });
    /** Rewrites the first version's rarity in place, as rules changed since would see it. */
    const storeFirstWithRarity = (rarity: string) =>
      app.db.query(`UPDATE revisions SET content = content || $2::jsonb WHERE id = $1`, [
        first.id,
        JSON.stringify({ rarity }),
      ]);
    const stale = await restore(1);
    expect(stale.statusCode).toBe(409);
    // A version whose content the rules refuse today is refused as a save of it would be.
    await storeFirstWithRarity('Ancient');
    const refused = await restore(2);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldErrors).toEqual({ rarity: RARITY_MESSAGE });
    await storeFirstWithRarity('Rare');
    const restored = await restore(2);
    expect(restored.statusCode).toBe(204);
    expect((await app.inject(`/api/equipment/${blade.id}`)).json<EquipmentItem>()).toMatchObject({
      name: 'Blade',
      rarity: 'Rare',
      version: 3,
    });
  });

  it('shows an item’s image as used by it in the media library, which will not delete it', async () => {
    const { path } = await uploadValidImage(app, admin, 'equipment');
    const ring = await createItem(item('Storm Ring', { imagePath: path }));
    const listed = (await send('GET', '/api/files')).json<StoredFileInfo[]>();
    expect(listed.find((file) => file.path === path)?.usedBy).toEqual([
      { kind: 'equipment', id: ring.id, label: 'Storm Ring' },
    ]);
    const refused = await send('DELETE', `/api/files/${path}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'This file is still shown by the equipment item “Storm Ring”.',
    );
    const unused = await send('POST', '/api/files/delete-unused');
    expect(await fileExists(path)).toBe(true);
    expect(unused.statusCode).toBe(200);

    // In the trash it is still used: restoring the item needs it.
    await done('DELETE', `/api/equipment/${ring.id}`);
    const trashed = (await send('GET', '/api/files')).json<StoredFileInfo[]>();
    expect(trashed.find((file) => file.path === path)?.usedBy).toEqual([
      { kind: 'trash', id: ring.id, label: 'Storm Ring' },
    ]);
    await send('POST', '/api/files/delete-unused');
    expect(await fileExists(path)).toBe(true);
  });

  it('purges an item with the image only it showed, and keeps an image another item shows', async () => {
    const own = await uploadValidImage(app, admin, 'equipment');
    const shared = await uploadValidImage(app, admin, 'equipment');
    const ring = await createItem(item('Storm Ring', { imagePath: own.path }));
    await send('PUT', `/api/equipment/${ring.id}`, {
      item: item('Storm Ring', { imagePath: shared.path }),
      baseVersion: 1,
    });
    const other = await createItem(item('Storm Charm', { imagePath: shared.path }));
    await done('DELETE', `/api/equipment/${ring.id}`);
    await done('DELETE', `/api/history/trash/equipment/${ring.id}`);
    expect(await fileExists(own.path)).toBe(false);
    expect(await fileExists(shared.path)).toBe(true);
    expect((await send('POST', `/api/history/trash/equipment/${ring.id}/restore`)).statusCode).toBe(
      404,
    );

    // Deleted 30 days ago, it goes on its own, with its image.
    await done('DELETE', `/api/equipment/${other.id}`);
    await app.db.query(
      `UPDATE equipment SET deleted_at = now() - interval '31 days' WHERE id = $1`,
      [other.id],
    );
    expect(await app.repositories.trash.purgeExpired()).toBe(1);
    expect(await fileExists(shared.path)).toBe(false);
    expect((await send('GET', '/api/history/trash')).json()).toEqual([]);
  });
});
