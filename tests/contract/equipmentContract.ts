import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/contract';
import {
  EQUIPMENT_SLOTS_DEFAULT,
  type EquipmentInput,
  type EquipmentItem,
} from '../../src/domain/equipment';
import { RARITY_MESSAGE } from '../../src/domain/equipmentSchema';
import { IMAGE_NOT_FOUND_MESSAGE, type UploadFolder } from '../../src/domain/files';
import { EQUIPMENT_SLOTS_MESSAGES } from '../../src/domain/siteSettingsSchema';
import type { HarnessRef } from './runBackendContract';
import { failure, signedInClient } from './contractHelpers';
import {
  testEquipmentInput,
  UNTRIMMED_ITEM_STORED,
  untrimmedItem,
} from '../support/equipmentInput';

const PNG = readFile(new URL('../fixtures/uploads/valid.png', import.meta.url));

/** The harness database is shared by every part of a run: names are unique, checks are relative. */
const unique = (name: string) => `${name} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

const item = (name: string, overrides: Partial<EquipmentInput> = {}) =>
  testEquipmentInput({ name, ...overrides });

/** This test's own items, as `items` lists them, by name. */
const mine = (items: EquipmentItem[], own: readonly EquipmentItem[]) =>
  items.filter((listed) => own.some((made) => made.id === listed.id)).map((listed) => listed.name);

export function equipmentContract(ref: HarnessRef) {
  describe('equipment items', () => {
    const admin = () => signedInClient(ref, 'admin');
    const upload = async (client: Backend, folder: UploadFolder = 'equipment') =>
      client.files.upload(new File([await PNG], 'item.png', { type: 'image/png' }), { folder });

    it('trims an item’s fields, drops empty stats, shows its image, and lists items in the slot list’s order', async () => {
      const client = await admin();
      const image = await upload(client);
      const blade = await client.equipment.create(untrimmedItem(unique('Blade'), image.path));
      expect(blade).toMatchObject({ ...UNTRIMMED_ITEM_STORED, imagePath: image.path, version: 1 });
      expect(blade.name).toMatch(/^Blade \S+$/);
      expect(blade.imageUrl).toMatch(ref.current.urls.file(image.path));
      expect(blade.thumbnailUrl).not.toBe('');
      const bow = await client.equipment.create(item(unique('Bow')));
      const hood = await client.equipment.create(item(unique('Hood'), { slot: 'Helmet' }));
      const cape = await client.equipment.create(item(unique('Cape'), { slot: 'Cloak' }));
      const own = [blade, bow, hood, cape];

      // Made in the slot list's order: weapons, then a helmet, then a cloak.
      const visitor = await ref.current.newClient();
      expect(mine(await visitor.equipment.list(), own)).toEqual(own.map((made) => made.name));
      for (const made of own) await client.equipment.remove(made.id);
    });

    it('orders the list by the slots of the site settings, which refuse a slot named twice', async () => {
      const client = await admin();
      const ring = await client.equipment.create(item(unique('Ring'), { slot: 'Ring' }));
      const blade = await client.equipment.create(item(unique('Blade')));
      const site = await client.settings.getSite();
      const twice = await failure(
        client.settings.saveSite({ ...site, equipmentSlots: ['Ring', 'ring'] }, site.version),
      );
      expect(twice.code).toBe('invalid');
      expect(twice.fieldErrors).toEqual({
        'equipmentSlots.1': EQUIPMENT_SLOTS_MESSAGES.twice('ring'),
      });
      const saved = await client.settings.saveSite(
        { ...site, equipmentSlots: [' Ring ', ...EQUIPMENT_SLOTS_DEFAULT] },
        site.version,
      );
      expect(saved.equipmentSlots).toEqual(['Ring', ...EQUIPMENT_SLOTS_DEFAULT]);
      const visitor = await ref.current.newClient();
      expect((await visitor.settings.getSite()).equipmentSlots).toEqual(saved.equipmentSlots);
      expect(mine(await visitor.equipment.list(), [ring, blade])).toEqual([ring.name, blade.name]);

      const back = await client.settings.saveSite(
        { ...saved, equipmentSlots: [...EQUIPMENT_SLOTS_DEFAULT] },
        saved.version,
      );
      expect(back.equipmentSlots).toEqual([...EQUIPMENT_SLOTS_DEFAULT]);
      // Slots are text: an item keeps a slot the list no longer names.
      expect((await visitor.equipment.get(ring.id)).slot).toBe('Ring');
      expect(mine(await visitor.equipment.list(), [ring, blade])).toEqual([blade.name, ring.name]);
      await client.equipment.remove(ring.id);
      await client.equipment.remove(blade.id);
    });

    it('refuses invalid items by field, the rarity included, and an image of another folder', async () => {
      const client = await admin();
      const cases: [EquipmentInput, Record<string, string>][] = [
        [item('  '), { name: 'Name is required.' }],
        [item('x'.repeat(81)), { name: 'At most 80 characters.' }],
        [item(unique('Blade'), { slot: '' }), { slot: 'Slot is required.' }],
        [
          { ...item(unique('Blade')), rarity: 'Ancient' as EquipmentInput['rarity'] },
          { rarity: RARITY_MESSAGE },
        ],
        [
          item(unique('Blade'), { stats: [{ label: '', value: '+5' }] }),
          { 'stats.0.label': 'A stat needs a label.' },
        ],
        [
          item(unique('Blade'), { setBonus: 'x'.repeat(301) }),
          { setBonus: 'At most 300 characters.' },
        ],
      ];
      for (const [input, fieldErrors] of cases) {
        const refused = await failure(client.equipment.create(input));
        expect(refused.code, JSON.stringify(input)).toBe('invalid');
        expect(refused.fieldErrors, JSON.stringify(input)).toEqual(fieldErrors);
      }
      const hero = await upload(client, 'heroes');
      const elsewhere = await failure(
        client.equipment.create(item(unique('Blade'), { imagePath: hero.path })),
      );
      expect(elsewhere.code).toBe('invalid');
      expect(elsewhere.fieldErrors).toEqual({ imagePath: IMAGE_NOT_FOUND_MESSAGE });

      // An update's errors name the item's own fields.
      const blade = await client.equipment.create(item(unique('Blade')));
      const refused = await failure(
        client.equipment.update(
          blade.id,
          { ...blade, rarity: 'epic' as EquipmentInput['rarity'] },
          blade.version,
        ),
      );
      expect(refused.fieldErrors).toEqual({ rarity: RARITY_MESSAGE });
      expect(await client.equipment.get(blade.id)).toEqual(blade);
      await client.equipment.remove(blade.id);
    });

    it('keeps the image an item shows through the trash and its history, and lets it go with the item’s purge', async () => {
      const client = await admin();
      const image = await upload(client);
      const name = unique('Storm Ring');
      const ring = await client.equipment.create(
        item(name, { slot: 'Accessory', stats: [{ label: 'SPD', value: '+10' }] }),
      );
      const edited = await client.equipment.update(
        ring.id,
        { ...ring, imagePath: image.path },
        ring.version,
      );
      const usage = (await client.files.list()).find((file) => file.path === image.path);
      expect(usage?.usedBy).toEqual([{ kind: 'equipment', id: ring.id, label: name }]);
      const inUse = await failure(client.files.remove(image.path));
      expect(inUse.code).toBe('conflict');
      expect(inUse.message).toBe(`This file is still shown by the equipment item “${name}”.`);

      await client.equipment.remove(ring.id);
      expect((await failure(client.files.remove(image.path))).message).toBe(
        `This file is still shown by “${name}” in the trash.`,
      );

      await client.history.restoreFromTrash('equipment', ring.id);
      const back = await client.equipment.get(ring.id);
      expect(back).toMatchObject({
        name,
        stats: [{ label: 'SPD', value: '+10' }],
        imagePath: image.path,
        version: edited.version + 1,
      });
      const versions = await client.history.versions('equipment', ring.id);
      expect(versions[0]!.imageUrls[image.path]).toMatch(ref.current.urls.file(image.path));

      // An earlier version restores as a new one, through the same checks as a save.
      await client.history.restoreVersion('equipment', ring.id, versions.at(-1)!.id, back.version);
      expect(await client.equipment.get(ring.id)).toMatchObject({
        imagePath: '',
        version: back.version + 1,
      });

      // Purged, its image goes: nothing else shows it.
      await client.equipment.remove(ring.id);
      await client.history.purge('equipment', ring.id);
      expect((await client.files.list()).map((file) => file.path)).not.toContain(image.path);
      expect((await failure(client.history.restoreFromTrash('equipment', ring.id))).code).toBe(
        'not-found',
      );
    });
  });
}
