import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/contract';
import { fileInUseMessage } from '../../src/domain/fileUsage';
import { EQUIPMENT_NOT_LIVE } from '../../src/domain/heroEquipment';
import { noEquipmentNamed } from '../../src/domain/heroImport';
import { compareHeroes, type Hero, type HeroInput } from '../../src/domain/hero';
import { NUL_CHARACTER_MESSAGE } from '../../src/domain/storableText';
import { testEquipmentInput } from '../support/equipmentInput';
import {
  HEROES_BY_TIER,
  ORDERED_BY_TIER,
  filledHeroInput,
  TEST_STATS,
  THREE_SKILLS,
} from '../support/heroInput';
import { AURELIA_IMPORTED } from '../support/heroImportRequest';
import { heroLabelsContract } from './heroLabelsContract';
import { heroSkillsContract } from './heroSkillsContract';
import type { HarnessRef } from './runBackendContract';
import { failure, refusedClients, signedInClient, uploadTinyPng } from './contractHelpers';

const fixture = async (name: string): Promise<unknown> =>
  JSON.parse(await readFile(new URL(`../fixtures/${name}`, import.meta.url), 'utf8'));

/** The harness database is shared by every part of a run: names are unique, checks are relative. */
const unique = (name: string) => `${name} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

const heroInput = (overrides: Partial<HeroInput> = {}) =>
  filledHeroInput({
    name: unique('Contract Hero'),
    description: 'Made by the contract suite.',
    // One stat left empty, as an admin may.
    stats: { ...TEST_STATS, DEF: '' },
    ...overrides,
  });

const idsOf = (heroes: Hero[]) => new Set(heroes.map((hero) => hero.id));

export function heroesContract(ref: HarnessRef) {
  describe('heroes', () => {
    const signedIn = (who: 'admin' | 'member') => signedInClient(ref, who);
    const uploadImage = (client: Backend) => uploadTinyPng(client, 'heroes');
    const createHero = async (client: Backend, overrides: Partial<HeroInput> = {}) =>
      client.heroes.create(
        heroInput({ imagePath: (await uploadImage(client)).path, ...overrides }),
      );
    /** Removes what a test added, so later parts see the list as it was. */
    const removeNew = async (client: Backend, before: Set<string>) => {
      for (const hero of await client.heroes.list()) {
        if (!before.has(hero.id)) await client.heroes.remove(hero.id);
      }
    };

    it('creates a hero only with an uploaded image, its name trimmed', async () => {
      const admin = await signedIn('admin');
      const missing = await failure(admin.heroes.create(heroInput()));
      expect(missing.code).toBe('invalid');
      expect(missing.fieldErrors).toHaveProperty('imagePath');

      const name = unique('Padded');
      const hero = await createHero(admin, { name: `  ${name}  ` });
      expect(hero.name).toBe(name);
      expect(hero.imagePath).toMatch(/^heroes\/\d+-tiny\.png$/);
      expect(hero.imageUrl).not.toBe('');
      expect(hero.thumbnailUrl).not.toBe('');
      await admin.heroes.remove(hero.id);
    });

    it('lists heroes by tier order then name, unknown tiers last', async () => {
      const admin = await signedIn('admin');
      const tag = unique('Order');
      const made: Hero[] = [];
      for (const [name, tier] of HEROES_BY_TIER) {
        made.push(await createHero(admin, { name: `${name} ${tag}`, tier }));
      }
      const list = await (await ref.current.newClient()).heroes.list();
      expect(list.map((hero) => hero.id)).toEqual([...list].sort(compareHeroes).map((h) => h.id));
      const mine = list.filter((hero) => hero.name.endsWith(tag)).map((hero) => hero.name);
      expect(mine).toEqual(ORDERED_BY_TIER.map((name) => `${name} ${tag}`));
      for (const hero of made) await admin.heroes.remove(hero.id);
    });

    it("keeps a hero's image while it is shown, also after a hero sharing it is removed", async () => {
      const admin = await signedIn('admin');
      const hero = await createHero(admin);
      const inUse = await failure(admin.files.remove(hero.imagePath));
      expect(inUse.code).toBe('conflict');
      expect(inUse.message).toBe(
        fileInUseMessage([{ kind: 'hero', id: hero.id, label: hero.name }]),
      );

      const twin = await admin.heroes.create(heroInput({ imagePath: hero.imagePath }));
      await admin.heroes.remove(hero.id);
      // The twin still shows the image: removing the first hero left it in place.
      expect((await failure(admin.files.remove(twin.imagePath))).code).toBe('conflict');
      await admin.heroes.remove(twin.id);
      await admin.history.purge('heroes', hero.id);
      // The twin, in the trash, still shows it: purging the first hero left it in place.
      expect((await failure(admin.files.remove(twin.imagePath))).code).toBe('conflict');
      await admin.history.purge('heroes', twin.id);
      expect((await failure(admin.files.remove(twin.imagePath))).code).toBe('not-found');
    });

    it('imports the 12 sample heroes once: the same file again finds them all unchanged', async () => {
      const admin = await signedIn('admin');
      const before = await admin.heroes.list();
      const sample = await fixture('heroes-sample.json');
      const first = await admin.heroes.importMany(sample);
      expect(first.imported + first.updated + first.unchanged).toBe(12);
      expect(first.errors).toEqual([]);
      const afterFirst = await admin.heroes.list();
      expect(afterFirst).toHaveLength(before.length + first.imported);

      const preview = await admin.heroes.previewImport(sample);
      expect(preview).toMatchObject({ creates: [], updates: [], errors: [] });
      expect(preview.unchanged).toHaveLength(12);
      const again = await admin.heroes.importMany(sample);
      expect(again).toEqual({ imported: 0, updated: 0, unchanged: 12, skipped: 0, errors: [] });
      expect(await admin.heroes.list()).toEqual(afterFirst);
      await removeNew(admin, idsOf(before));
    });

    it('updates exactly the two heroes whose tier a file changes, keeping each in history', async () => {
      const admin = await signedIn('admin');
      const before = idsOf(await admin.heroes.list());
      const names = [unique('Tier One'), unique('Tier Two'), unique('Tier Three')];
      const file = names.map((name) => ({ name, tier: 'A', description: 'Same.' }));
      expect(await admin.heroes.importMany(file)).toMatchObject({ imported: 3, errors: [] });
      const stored = (await admin.heroes.list()).filter((hero) => names.includes(hero.name));

      file[0]!.tier = 'meta';
      file[2]!.tier = ' s + ';
      const preview = await admin.heroes.previewImport(file);
      const byName = (name: string) => stored.find((hero) => hero.name === name)!;
      expect(preview.updates).toEqual([
        {
          id: byName(names[0]!).id,
          name: names[0],
          changes: [{ field: 'tier', from: 'A', to: 'Meta' }],
        },
        {
          id: byName(names[2]!).id,
          name: names[2],
          changes: [{ field: 'tier', from: 'A', to: 'S+' }],
        },
      ]);
      expect(await admin.heroes.get(byName(names[0]!).id)).toMatchObject({ tier: 'A' });

      const report = await admin.heroes.importMany(file);
      expect(report).toMatchObject({ imported: 0, updated: 2, unchanged: 1, errors: [] });
      const first = await admin.heroes.get(byName(names[0]!).id);
      expect(first).toMatchObject({ tier: 'Meta', version: byName(names[0]!).version + 1 });
      expect(first.tierHistory.map(({ from, to }) => [from, to])).toEqual([['A', 'Meta']]);
      expect(await admin.heroes.get(byName(names[1]!).id)).toEqual(byName(names[1]!));
      const versions = await admin.history.versions('heroes', first.id);
      expect(versions.map((version) => version.action)).toEqual(['updated', 'created']);
      await removeNew(admin, before);
    });

    it('stores a typed known tier in its canonical spelling', async () => {
      const admin = await signedIn('admin');
      const hero = await createHero(admin, { tier: ' s + ' });
      expect(hero.tier).toBe('S+');
      const updated = await admin.heroes.update(hero.id, { ...hero, tier: 'meta' }, hero.version);
      expect(updated.tier).toBe('Meta');
      await admin.heroes.remove(hero.id);
    });

    it('writes the uploaded image an entry names, matched by file name in any case', async () => {
      const admin = await signedIn('admin');
      const before = idsOf(await admin.heroes.list());
      const image = await uploadImage(admin);
      const name = unique('Pictured');
      const file = [
        { name, tier: 'S', image: 'Portrait.PNG' },
        { name: unique('Unpictured'), tier: 'S', image: 'missing.png' },
      ];
      const preview = await admin.heroes.previewImport(file, ['portrait.png']);
      expect(preview.matchedImages).toEqual([{ hero: name, file: 'Portrait.PNG' }]);
      expect(preview.missingImages).toEqual([{ hero: file[1]!.name, file: 'missing.png' }]);

      const report = await admin.heroes.importMany(file, { 'portrait.png': image.path });
      expect(report).toMatchObject({ imported: 2, errors: [] });
      const added = (await admin.heroes.list()).filter((hero) => !before.has(hero.id));
      const pictured = added.find((hero) => hero.name === name)!;
      expect(pictured.imagePath).toBe(image.path);
      expect(pictured.imageUrl).not.toBe('');
      expect(added.find((hero) => hero.name !== name)?.imagePath).toBe('');
      await removeNew(admin, before);
    });

    it('imports the 4 usable heroes of the mixed file, trimmed, and skips 3 templates', async () => {
      const admin = await signedIn('admin');
      const before = idsOf(await admin.heroes.list());
      const report = await admin.heroes.importMany(await fixture('heroes-mixed.json'));
      expect(report).toEqual({ imported: 4, updated: 0, unchanged: 0, skipped: 3, errors: [] });
      const added = (await admin.heroes.list()).filter((hero) => !before.has(hero.id));
      expect(added.map((hero) => hero.name).sort()).toEqual(
        [
          'Aurelia the Dawnblade',
          'Minimal Hero',
          'Unicode ✦ Héroïne 龍',
          'Unknown Tier Hero',
        ].sort(),
      );
      expect(added.find((hero) => hero.name === 'Aurelia the Dawnblade')).toMatchObject(
        AURELIA_IMPORTED,
      );
      expect(added.find((hero) => hero.name === 'Minimal Hero')).toMatchObject({
        description: '',
        stats: { ATK: '', DEF: '', HP: '', SPD: '' },
        recommendedPet: [],
      });
      await removeNew(admin, before);
    });

    it('refuses by name an entry giving a field the wrong type, and keeps the stored hero', async () => {
      const admin = await signedIn('admin');
      const before = idsOf(await admin.heroes.list());
      const name = unique('Typed');
      const file = [{ name, tier: 'A', description: 'Kept.', recommendedPet: ['Cinder Fox'] }];
      expect(await admin.heroes.importMany(file)).toMatchObject({ imported: 1, errors: [] });
      const stored = (await admin.heroes.list()).find((hero) => hero.name === name)!;

      const wrong = [{ ...file[0], recommendedPet: 'Cinder Fox' }, 'Not a hero'];
      const errors = [
        { name, reason: 'recommendedPet: Expected a list of names.' },
        { name: 'entry 2', reason: 'Expected a hero as { "name": …, "tier": … }.' },
      ];
      expect(await admin.heroes.previewImport(wrong)).toMatchObject({ updates: [], errors });
      expect(await admin.heroes.importMany(wrong)).toEqual({
        imported: 0,
        updated: 0,
        unchanged: 0,
        skipped: 0,
        errors,
      });
      expect(await admin.heroes.get(stored.id)).toEqual(stored);
      await removeNew(admin, before);
    });

    it('refuses a NUL character in a hero text by field, in the form and the import alike', async () => {
      const admin = await signedIn('admin');
      const before = await admin.heroes.list();
      const hero = await createHero(admin);
      const refused = await failure(
        admin.heroes.update(hero.id, { ...hero, name: 'Nul\u0000Name' }, hero.version),
      );
      expect(refused.code).toBe('invalid');
      expect(refused.message).toContain(NUL_CHARACTER_MESSAGE);
      const name = unique('Nul');
      const report = await admin.heroes.importMany([{ name, tier: 'A', description: 'a\u0000b' }]);
      expect(report.errors).toEqual([{ name, reason: `description: ${NUL_CHARACTER_MESSAGE}` }]);
      expect(await admin.heroes.get(hero.id)).toEqual(hero);
      await admin.heroes.remove(hero.id);
      expect(await admin.heroes.list()).toEqual(before);
    });

    it('refuses a file that is not a list of heroes and stores nothing', async () => {
      const admin = await signedIn('admin');
      const before = await admin.heroes.list();
      const refused = await failure(
        admin.heroes.importMany(await fixture('heroes-wrong-shape.json')),
      );
      expect(refused.code).toBe('invalid');
      expect(refused.message).not.toBe('');
      expect(await admin.heroes.list()).toEqual(before);
    });

    it("keeps a hero's skills in their order, through an edit that reorders them, for visitors too", async () => {
      const admin = await signedIn('admin');
      const [arc, ward, nova] = THREE_SKILLS;
      const plain = await createHero(admin);
      expect(plain.skills).toEqual([]);
      const hero = await createHero(admin, { skills: [arc, ward, nova] });
      expect(hero.skills).toEqual([arc, ward, nova]);
      const visitor = await ref.current.newClient();
      expect((await visitor.heroes.get(hero.id)).skills).toEqual([arc, ward, nova]);
      expect((await visitor.heroes.list()).find((item) => item.id === hero.id)).toEqual(hero);

      const reordered = await admin.heroes.update(
        hero.id,
        { ...hero, skills: [nova, arc] },
        hero.version,
      );
      expect(reordered.skills).toEqual([nova, arc]);
      expect((await visitor.heroes.get(hero.id)).skills).toEqual([nova, arc]);
      await admin.heroes.remove(plain.id);
      await admin.heroes.remove(hero.id);
    });

    it('keeps the recommended equipment in order and refuses an item that is not on the site', async () => {
      const admin = await signedIn('admin');
      const item = (name: string) =>
        admin.equipment.create(testEquipmentInput({ name: unique(name) }));
      const [blade, ring, boots] = [await item('Blade'), await item('Ring'), await item('Boots')];
      const hero = await createHero(admin, { recommendedEquipment: [ring.id, blade.id] });
      expect(hero.recommendedEquipment).toEqual([ring.id, blade.id]);
      const visitor = await ref.current.newClient();
      expect((await visitor.heroes.get(hero.id)).recommendedEquipment).toEqual([ring.id, blade.id]);

      const unknown = await failure(
        admin.heroes.update(
          hero.id,
          { ...hero, recommendedEquipment: [blade.id, 'no-such-item'] },
          hero.version,
        ),
      );
      expect(unknown.code).toBe('invalid');
      expect(unknown.fieldErrors).toEqual({ 'recommendedEquipment.1': EQUIPMENT_NOT_LIVE });

      // An item in the trash stays with the hero that had it, and may not be added to another.
      await admin.equipment.remove(ring.id);
      const kept = await admin.heroes.update(
        hero.id,
        { ...hero, tier: 'A', recommendedEquipment: [ring.id, boots.id, blade.id] },
        hero.version,
      );
      expect(kept.recommendedEquipment).toEqual([ring.id, boots.id, blade.id]);
      const added = await failure(createHero(admin, { recommendedEquipment: [boots.id, ring.id] }));
      expect(added.fieldErrors).toEqual({ 'recommendedEquipment.1': EQUIPMENT_NOT_LIVE });

      // An import names the items by name, in any case; a name no live item has refuses the entry.
      const report = await admin.heroes.importMany([
        {
          id: hero.id,
          name: hero.name,
          tier: 'A',
          recommendedEquipment: [blade.name.toUpperCase()],
        },
        { name: unique('Imported'), tier: 'B', recommendedEquipment: [ring.name] },
      ]);
      expect(report.errors).toEqual([
        {
          name: expect.stringContaining('Imported'),
          reason: `recommendedEquipment: ${noEquipmentNamed(ring.name)}`,
        },
      ]);
      // The item in the trash stays after the file's, unseen until it is restored.
      expect((await admin.heroes.get(hero.id)).recommendedEquipment).toEqual([blade.id, ring.id]);
      await admin.heroes.remove(hero.id);
      await admin.equipment.remove(blade.id);
      await admin.equipment.remove(boots.id);
    });

    it('refuses an import and its preview to visitors and to non-admins, changing nothing', async () => {
      const admin = await signedIn('admin');
      const before = await admin.heroes.list();
      const file = [{ name: unique('Sneaky'), tier: 'S' }];
      for (const [client, code] of await refusedClients(ref)) {
        expect((await failure(client.heroes.importMany(file))).code).toBe(code);
        expect((await failure(client.heroes.previewImport(file))).code).toBe(code);
      }
      expect(await admin.heroes.list()).toEqual(before);
    });

    heroLabelsContract(ref);
    heroSkillsContract(ref);
  });
}
