import { collection, getDocs, runTransaction } from 'firebase/firestore/lite';
import type { MediaApi } from '../contract';
import { conflict, notFound } from '../../domain/errors';
import { MEDIA_SLOTS } from '../../domain/media';
import { requireAdmin } from './adminGuard';
import { mediaPathOf, mediaSlotFromDoc, versionOf, type MediaDoc } from './converters';
import { documentIn, nowIso } from './documents';
import { mapErrors } from './errors';
import type { FirebaseServices } from './services';
import { deleteUnusedImage, storedImageUrl } from './storedImages';

const MEDIA = 'media';
const THIS_SLOT = 'This image slot';

export function createFirebaseMedia(services: FirebaseServices): MediaApi {
  return {
    /** Every slot in display order; one never set has version 0 and a placeholder image. */
    listSlots: () =>
      mapErrors({}, async () => {
        const snapshot = await getDocs(collection(services.firestore(), MEDIA));
        const bySlot = new Map(snapshot.docs.map((slot) => [slot.id, slot.data()]));
        return MEDIA_SLOTS.map((slot) => mediaSlotFromDoc(slot, bySlot.get(slot.id)));
      }),

    async setSlotImage(slotId, imagePath, baseVersion) {
      await requireAdmin(services);
      const slot = MEDIA_SLOTS.find((candidate) => candidate.id === slotId);
      if (!slot) throw notFound(THIS_SLOT);
      const imageUrl = await storedImageUrl(services, imagePath, 'media');
      const ref = documentIn(services.firestore(), MEDIA, slot.id, THIS_SLOT);
      const { updated, replacedPath } = await mapErrors(
        { subject: THIS_SLOT, signedIn: true },
        () =>
          runTransaction(services.firestore(), async (transaction) => {
            const snapshot = await transaction.get(ref);
            const stored = snapshot.exists() ? snapshot.data() : undefined;
            // Version 0 means "never set": valid only while the slot has no document yet.
            if (versionOf(stored) !== baseVersion) throw conflict(THIS_SLOT);
            const data: MediaDoc = {
              imagePath,
              imageUrl,
              updatedAt: nowIso(),
              version: baseVersion + 1,
            };
            transaction.set(ref, data);
            const oldPath = mediaPathOf(stored);
            return {
              updated: mediaSlotFromDoc(slot, data),
              replacedPath: oldPath !== imagePath ? oldPath : '',
            };
          }),
      );
      await deleteUnusedImage(services, replacedPath);
      return updated;
    },
  };
}
