/** How a media slot's document is read (docs/firebase.md, `media/{slotId}`). */
import type { DocumentData } from 'firebase/firestore/lite';
import type { MediaSlot, MediaSlotDefinition } from '../../domain/media';
import { placeholderSvg } from '../../domain/placeholderSvg';
import { isoOrNull, textOf, versionOf } from './converters';

/** The collection of the slots' documents, one per slot that was ever given an image. */
export const MEDIA = 'media';
export const THIS_SLOT = 'This image slot';

/** A generated image naming the slot, inline: Firebase has no server to draw it. */
export const placeholderUrl = (label: string) =>
  `data:image/svg+xml,${encodeURIComponent(placeholderSvg(label))}`;

export interface MediaDoc {
  imagePath: string;
  imageUrl: string;
  updatedAt: string;
  version: number;
}

export function mediaSlotFromDoc(
  slot: MediaSlotDefinition,
  data: DocumentData | undefined,
): MediaSlot {
  const imageUrl = textOf(data?.imageUrl);
  return {
    ...slot,
    imageUrl: imageUrl || placeholderUrl(slot.label),
    isPlaceholder: !imageUrl,
    updatedAt: isoOrNull(data?.updatedAt),
    version: versionOf(data),
  };
}

/** The path a media document points at ('' when none), so a replaced image can be deleted. */
export const mediaPathOf = (data: DocumentData | undefined) => textOf(data?.imagePath);
