import type { MediaApi } from '../contract';
import type { MediaSlot } from '../../domain/media';
import type { HttpClient } from './client';

export function createHttpMedia(client: HttpClient): MediaApi {
  return {
    listSlots: () => client.request<MediaSlot[]>('GET', 'api/media'),
    setSlotImage: (slotId, imagePath, baseVersion) =>
      client.request<MediaSlot>('PUT', `api/media/${encodeURIComponent(slotId)}`, {
        body: { imagePath, baseVersion },
      }),
  };
}
