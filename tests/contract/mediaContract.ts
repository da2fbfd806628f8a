import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/contract';
import { fileInUseMessage } from '../../src/domain/fileUsage';
import { MEDIA_SLOTS } from '../../src/domain/media';
import type { HarnessRef } from './runBackendContract';
import { failure, refusedClients, signedInClient } from './contractHelpers';

const FIXTURES = new URL('../fixtures/uploads/', import.meta.url);

async function fixture(name: string, type: string): Promise<File> {
  return new File([await readFile(new URL(name, FIXTURES))], name, { type });
}

/** Only this part writes to this slot, so its version is read rather than assumed. */
const SLOT_ID = 'talisman-surv-2';

export function mediaContract(ref: HarnessRef) {
  describe('media slots', () => {
    const signedIn = (who: 'admin' | 'member') => signedInClient(ref, who);
    const slotOf = async (client: Backend) =>
      (await client.media.listSlots()).find((slot) => slot.id === SLOT_ID);

    it('lists the 20 slots in display order', async () => {
      const visitor = await ref.current.newClient();
      const slots = await visitor.media.listSlots();
      expect(slots.map(({ id, label, group }) => ({ id, label, group }))).toEqual(MEDIA_SLOTS);
      for (const slot of slots) {
        if (slot.isPlaceholder) {
          expect(slot.version).toBe(0);
          expect(slot.imageUrl).toMatch(ref.current.urls.placeholder(slot.id));
        }
      }
    });

    it('lets an admin point a slot at an upload, and refuses a stale version', async () => {
      const admin = await signedIn('admin');
      const before = await slotOf(admin);
      expect(before).toBeDefined();
      const stored = await admin.files.upload(await fixture('valid.png', 'image/png'), {
        folder: 'media',
      });
      expect(stored.path).toMatch(/^media\//);
      const set = await admin.media.setSlotImage(SLOT_ID, stored.path, before!.version);
      expect(set).toMatchObject({
        id: SLOT_ID,
        isPlaceholder: false,
        version: before!.version + 1,
      });
      expect(set.imageUrl).toMatch(ref.current.urls.file(stored.path));

      const visitor = await ref.current.newClient();
      expect(await slotOf(visitor)).toEqual(set);

      const again = await admin.files.upload(await fixture('valid.png', 'image/png'), {
        folder: 'media',
      });
      const stale = await failure(admin.media.setSlotImage(SLOT_ID, again.path, before!.version));
      expect(stale.code).toBe('conflict');
      expect(await slotOf(visitor)).toEqual(set);
      await admin.files.remove(again.path);
    });

    it('refuses to delete a file a slot shows, or one its history shows', async () => {
      const admin = await signedIn('admin');
      const first = await admin.files.upload(await fixture('valid.png', 'image/png'), {
        folder: 'media',
      });
      const shown = await admin.media.setSlotImage(
        SLOT_ID,
        first.path,
        (await slotOf(admin))!.version,
      );
      const inUse = await failure(admin.files.remove(first.path));
      expect(inUse.code).toBe('conflict');
      expect(inUse.message).toBe(
        fileInUseMessage([{ kind: 'media', id: SLOT_ID, label: shown.label }]),
      );
      expect(inUse.message).toBe('This file is still shown by the media slot “SURV”.');
      expect(await slotOf(await ref.current.newClient())).toEqual(shown);

      const second = await admin.files.upload(await fixture('valid.png', 'image/png'), {
        folder: 'media',
      });
      await admin.media.setSlotImage(SLOT_ID, second.path, shown.version);
      // The slot's earlier version still shows the first image: restoring it needs the file.
      expect((await failure(admin.files.remove(first.path))).code).toBe('conflict');
    });

    it('refuses a file that is not an image, with the reason', async () => {
      const admin = await signedIn('admin');
      const error = await failure(
        admin.files.upload(await fixture('script.svg', 'image/svg+xml'), { folder: 'media' }),
      );
      expect(error.code).toBe('invalid');
      expect(error.message).toMatch(/Not a valid image/);
    });

    it('refuses a visitor (401) and a non-admin (403), changing nothing', async () => {
      const admin = await signedIn('admin');
      const stored = await admin.files.upload(await fixture('valid.png', 'image/png'), {
        folder: 'media',
      });
      const before = await slotOf(admin);
      for (const [client, code] of await refusedClients(ref)) {
        const error = await failure(
          client.media.setSlotImage(SLOT_ID, stored.path, before!.version),
        );
        expect(error.code).toBe(code);
        const upload = await failure(
          client.files.upload(await fixture('valid.png', 'image/png'), { folder: 'media' }),
        );
        expect(upload.code).toBe(code);
      }
      expect(await slotOf(admin)).toEqual(before);
      await admin.files.remove(stored.path);
    });
  });
}
