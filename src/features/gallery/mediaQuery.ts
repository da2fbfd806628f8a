import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Backend } from '../../backend';
import { useBackend } from '../../backend';

export const MEDIA_KEY = ['media-slots'] as const;

export const mediaSlotsQuery = (backend: Backend) =>
  queryOptions({ queryKey: MEDIA_KEY, queryFn: () => backend.media.listSlots() });

export function useMediaSlots() {
  return useQuery(mediaSlotsQuery(useBackend()));
}
