import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/contract';
import type { UploadFolder } from '../../src/domain/files';
import { fileInUseMessage, type StoredFileInfo } from '../../src/domain/fileUsage';
import type { HarnessRef } from './runBackendContract';
import { failure, refusedClients, signedInClient } from './contractHelpers';
import { testHeroInput } from '../support/heroInput';

const PNG = readFile(new URL('../fixtures/uploads/valid.png', import.meta.url));

/** The harness database is shared by every part of a run: names are unique. */
const tag = () => `${Date.now()}${Math.random().toString(36).slice(2, 7)}`;

/** Only this part writes to this slot, so its version is read rather than assumed. */
const SLOT_ID = 'talisman-spc-1';

const heroInput = (name: string, imagePath: string) =>
  testHeroInput({
    name,
    tier: 'A',
    description: 'Shows an image for the files contract.',
    imagePath,
  });

export function filesContract(ref: HarnessRef) {
  describe('stored files (media library)', () => {
    const signedIn = (who: 'admin' | 'member') => signedInClient(ref, who);
    const upload = async (client: Backend, name: string, folder: UploadFolder) =>
      client.files.upload(new File([await PNG], name, { type: 'image/png' }), { folder });
    const find = (files: StoredFileInfo[], path: string) =>
      files.find((file) => file.path === path);

    it('lists every file with where it is used, refuses a used one, deletes the unused ones', async () => {
      const admin = await signedIn('admin');
      // Files other parts left unused go first, so that the count below is this test's own.
      await admin.files.removeUnused();
      const name = tag();
      const shown = await upload(admin, `first${name}.png`, 'heroes');
      const spare = await upload(admin, `second${name}.png`, 'heroes');
      const hero = await admin.heroes.create(heroInput(`Files Hero ${name}`, shown.path));

      const files = await admin.files.list();
      const size = (await PNG).length;
      expect(find(files, shown.path)).toMatchObject({
        url: shown.url,
        contentType: 'image/png',
        size,
        usedBy: [{ kind: 'hero', id: hero.id, label: hero.name }],
      });
      expect(find(files, spare.path)).toMatchObject({
        url: spare.url,
        contentType: 'image/png',
        size,
        usedBy: [],
      });
      expect(find(files, spare.path)!.url).toMatch(ref.current.urls.file(spare.path));
      // Newest first.
      const times = files.map((file) => Date.parse(file.createdAt));
      expect(times.every((time) => Number.isFinite(time))).toBe(true);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const order = files.map((file) => file.path);
      expect(order.indexOf(spare.path)).toBeLessThan(order.indexOf(shown.path));

      const refused = await failure(admin.files.remove(shown.path));
      expect(refused.code).toBe('conflict');
      expect(refused.message).toBe(`This file is still shown by the hero “${hero.name}”.`);

      expect(await admin.files.removeUnused()).toBe(1);
      const after = (await admin.files.list()).map((file) => file.path);
      expect(after).toContain(shown.path);
      expect(after).not.toContain(spare.path);
      expect(await admin.files.removeUnused()).toBe(0);

      // In the trash, the hero still shows it; purged, the file goes with it.
      await admin.heroes.remove(hero.id);
      expect((await failure(admin.files.remove(shown.path))).message).toBe(
        `This file is still shown by “${hero.name}” in the trash.`,
      );
      await admin.history.purge('heroes', hero.id);
      expect((await failure(admin.files.remove(shown.path))).code).toBe('not-found');
    });

    it("keeps a file while a hero's build notes show it, in the trash too, until the hero is purged", async () => {
      const admin = await signedIn('admin');
      const name = tag();
      const portrait = await upload(admin, `portrait${name}.png`, 'heroes');
      // The editor's image button uploads into the guides' folder, for build notes too.
      const shown = await upload(admin, `notes${name}.png`, 'guides');
      const hero = await admin.heroes.create({
        ...heroInput(`Notes Hero ${name}`, portrait.path),
        buildNotes: `<p>Build:</p><img src="${shown.url}" alt="build">`,
      });

      expect(find(await admin.files.list(), shown.path)?.usedBy).toEqual([
        { kind: 'hero', id: hero.id, label: hero.name },
      ]);
      const refused = await failure(admin.files.remove(shown.path));
      expect(refused.code).toBe('conflict');
      expect(refused.message).toBe(`This file is still shown by the hero “${hero.name}”.`);
      await admin.files.removeUnused();
      expect((await admin.files.list()).map((file) => file.path)).toContain(shown.path);

      await admin.heroes.remove(hero.id);
      expect((await failure(admin.files.remove(shown.path))).message).toBe(
        `This file is still shown by “${hero.name}” in the trash.`,
      );
      await admin.files.removeUnused();
      expect((await admin.files.list()).map((file) => file.path)).toContain(shown.path);
      await admin.history.purge('heroes', hero.id);
      expect((await failure(admin.files.remove(shown.path))).code).toBe('not-found');
    });

    it("keeps a file an earlier version's build notes show while that version is kept", async () => {
      const admin = await signedIn('admin');
      const name = tag();
      const portrait = await upload(admin, `portrait${name}.png`, 'heroes');
      const shown = await upload(admin, `notes${name}.png`, 'guides');
      const input = heroInput(`Notes History Hero ${name}`, portrait.path);
      const hero = await admin.heroes.create({
        ...input,
        buildNotes: `<p>Build:</p><img src="${shown.url}" alt="build">`,
      });
      await admin.heroes.update(
        hero.id,
        { ...input, buildNotes: '<p>No image.</p>' },
        hero.version,
      );

      expect((await failure(admin.files.remove(shown.path))).message).toBe(
        fileInUseMessage([{ kind: 'history', id: hero.id, label: hero.name }]),
      );
      await admin.files.removeUnused();
      expect((await admin.files.list()).map((file) => file.path)).toContain(shown.path);
      await admin.heroes.remove(hero.id);
      await admin.history.purge('heroes', hero.id);
      expect((await failure(admin.files.remove(shown.path))).code).toBe('not-found');
    });

    it('names the guides and media slots that show a file', async () => {
      const admin = await signedIn('admin');
      const name = tag();
      const image = await upload(admin, `chart${name}.png`, 'guides');
      const first = await admin.guides.create({
        title: `Files guide A ${name}`,
        content: `<p>Chart:</p><img src="${image.url}" alt="chart">`,
      });
      const second = await admin.guides.create({
        title: `Files guide B ${name}`,
        content: `<p>Again:</p><img src="${image.url}" alt="chart"><img src="${image.url}" alt="x">`,
      });
      const slotImage = await upload(admin, `slot${name}.png`, 'media');
      const slot = (await admin.media.listSlots()).find((candidate) => candidate.id === SLOT_ID)!;
      await admin.media.setSlotImage(SLOT_ID, slotImage.path, slot.version);

      const files = await admin.files.list();
      const guides = [
        { kind: 'guide', id: first.id, label: first.title },
        { kind: 'guide', id: second.id, label: second.title },
      ] as const;
      expect(find(files, image.path)?.usedBy).toEqual(guides);
      expect(find(files, slotImage.path)?.usedBy).toEqual([
        { kind: 'media', id: SLOT_ID, label: 'SPC' },
      ]);

      const refused = await failure(admin.files.remove(image.path));
      expect(refused.message).toBe(fileInUseMessage(guides));
      expect(refused.message).toBe(
        `This file is still shown by the guide “${first.title}” and the guide “${second.title}”.`,
      );
      expect((await failure(admin.files.remove(slotImage.path))).message).toBe(
        'This file is still shown by the media slot “SPC”.',
      );

      await admin.guides.remove(first.id);
      expect((await failure(admin.files.remove(image.path))).message).toBe(
        `This file is still shown by the guide “${second.title}” and “${first.title}” in the trash.`,
      );
      await admin.guides.remove(second.id);
      await admin.history.purge('guides', first.id);
      await admin.history.purge('guides', second.id);
      expect((await failure(admin.files.remove(image.path))).code).toBe('not-found');
    });

    it('refuses the list and the clean-up to a visitor and to a non-admin', async () => {
      const admin = await signedIn('admin');
      const spare = await upload(admin, `kept${tag()}.png`, 'media');
      for (const [client, code] of await refusedClients(ref)) {
        expect((await failure(client.files.list())).code).toBe(code);
        expect((await failure(client.files.removeUnused())).code).toBe(code);
      }
      expect((await admin.files.list()).map((file) => file.path)).toContain(spare.path);
      await admin.files.remove(spare.path);
    });
  });
}
