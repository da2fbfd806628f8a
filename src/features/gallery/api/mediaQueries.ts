import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBackend, type ReadBackend } from '../../../backend';
import { queryKeyRoot } from '../../../data/queryKeyRoots';

export const mediaKeys = {
  all: queryKeyRoot('media'),
  list: () => [...mediaKeys.all, 'list'] as const,
};

export const mediaQueries = {
  /** Every image slot, with the admin's image or the generated placeholder. */
  list: (backend: ReadBackend) =>
    queryOptions({ queryKey: mediaKeys.list(), queryFn: () => backend.media.listSlots() }),
};

export function useMediaSlots() {
  return useQuery(mediaQueries.list(useBackend()));
}
