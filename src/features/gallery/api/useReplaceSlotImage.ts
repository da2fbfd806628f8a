import { useMutation } from '@tanstack/react-query';
import { useBackend } from '../../../backend';
import type { MediaSlot } from '../../../domain/media';
import { mediaKeys } from './mediaQueries';

interface ReplaceSlotImage {
  slot: MediaSlot;
  file: File;
  onProgress: (percent: number) => void;
}

/** Uploads the file into `media/`, then points the slot at it (based on the version shown). */
export function useReplaceSlotImage() {
  const backend = useBackend();
  return useMutation({
    mutationFn: async ({ slot, file, onProgress }: ReplaceSlotImage) => {
      const stored = await backend.files.upload(file, { folder: 'media', onProgress });
      try {
        return await backend.media.setSlotImage(slot.id, stored.path, slot.version);
      } catch (error) {
        // The upload is of no use now; removing it keeps the store clean. Its own failure is
        // only logged, as the admin needs to read the reason the slot was not set.
        await backend.files.remove(stored.path).catch((cleanupError: unknown) => {
          console.warn('Removing the unused upload failed:', cleanupError);
        });
        throw error;
      }
    },
    // On a failure too: after a conflict the list then shows what the other admin set.
    meta: { invalidates: [mediaKeys.all], invalidatesOnError: true },
  });
}
