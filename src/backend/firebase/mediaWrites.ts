import type { DocumentData } from 'firebase/firestore/lite';
import type { MediaSlot } from '../../domain/media';
import { notFound } from '../../domain/errors';
import { MEDIA_SLOTS } from '../../domain/media';
import { adminEmail } from './adminGuard';
import { documentIn, nowIso } from './documents';
import { MEDIA, mediaPathOf, mediaSlotFromDoc, THIS_SLOT, type MediaDoc } from './mediaDocs';
import type { HistoryOf } from './revisions';
import type { FirebaseServices } from './services';
import { storedImageUrl } from './storedImages';
import { versionedWrite, type WriteBy } from './versionedWrite';

/** What history keeps of a media slot's document: the path of its image. */
const mediaHistory = (slotId: string): HistoryOf => ({
  collection: 'media',
  itemId: slotId,
  content: (data) => ({ imagePath: mediaPathOf(data) }),
  files: (data) => (mediaPathOf(data) ? [mediaPathOf(data)] : []),
  imageUrls: (data: DocumentData) =>
    mediaPathOf(data) && typeof data.imageUrl === 'string'
      ? { [mediaPathOf(data)]: data.imageUrl }
      : {},
  writtenAt: (data) => (typeof data.updatedAt === 'string' ? data.updatedAt : ''),
});

/** A slot's save, with `by.action` `restored` for an earlier version put back. */
export interface MediaWrites {
  setSlotImage(
    slotId: string,
    imagePath: string,
    baseVersion: number,
    by?: Pick<WriteBy, 'action'>,
  ): Promise<MediaSlot>;
}

export function createMediaWrites(services: FirebaseServices): MediaWrites {
  return {
    async setSlotImage(slotId, imagePath, baseVersion, by) {
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
