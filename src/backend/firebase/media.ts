import { collection, getDocs } from 'firebase/firestore/lite';
import type { MediaApi } from '../contract';
import { MEDIA_SLOTS } from '../../domain/media';
import { mapErrors } from './errors';
import { MEDIA, mediaSlotFromDoc } from './mediaDocs';
import type { FirebaseServices } from './services';
import type { LazyWrites } from './writes';

/** The media slots: a slot's save loads with the first write (writes.ts). */
export function createFirebaseMedia(services: FirebaseServices, writes: LazyWrites): MediaApi {
  return {
    /** Every slot in display order; one never set has version 0 and a placeholder image. */
    listSlots: () =>
      mapErrors({}, async () => {
        const snapshot = await getDocs(collection(services.firestore(), MEDIA));
        const bySlot = new Map(snapshot.docs.map((slot) => [slot.id, slot.data()]));
        return MEDIA_SLOTS.map((slot) => mediaSlotFromDoc(slot, bySlot.get(slot.id)));
      }),

    setSlotImage: async (slotId, imagePath, baseVersion) =>
      (await writes()).media.setSlotImage(slotId, imagePath, baseVersion),
  };
}
