import { collection, getDocs } from 'firebase/firestore/lite';
import type { MediaApi } from '../contract';
import { notFound } from '../../domain/errors';
import { MEDIA_SLOTS } from '../../domain/media';
import { adminEmail } from './adminGuard';
import { mediaSlotFromDoc, type MediaDoc } from './mediaDocs';
import { documentIn, nowIso } from './documents';
import { mediaHistory } from './historyOf';
import { mapErrors } from './errors';
import type { FirebaseServices } from './services';
import { storedImageUrl } from './storedImages';
import { versionedWrite, type WriteBy } from './versionedWrite';

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

    async setSlotImage(slotId, imagePath, baseVersion, by?: Pick<WriteBy, 'action'>) {
      const author = await adminEmail(services);
      const slot = MEDIA_SLOTS.find((candidate) => candidate.id === slotId);
      if (!slot) throw notFound(THIS_SLOT);
      const imageUrl = await storedImageUrl(services, imagePath, 'media');
      const { record } = await versionedWrite({
        ref: documentIn(services.firestore(), MEDIA, slot.id, THIS_SLOT),
        subject: THIS_SLOT,
        baseVersion,
        // Version 0 means "never set": valid only while the slot has no document yet.
        missingIsNew: true,
        fields: (): Omit<MediaDoc, 'version'> => ({ imagePath, imageUrl, updatedAt: nowIso() }),
        read: (data) => mediaSlotFromDoc(slot, data),
        history: mediaHistory(slot.id),
        by: { author, ...by },
      });
      // The image it replaces stays: the version kept in history still shows it.
      return record;
    },
  };
}
