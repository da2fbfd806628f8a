import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBackend, type Backend } from '../../../backend';
import { isBackendError } from '../../../domain/errors';
import { guideKeys } from './guideKeys';

export const guideQuery = (backend: Backend, id: string) =>
  queryOptions({
    queryKey: guideKeys.detail(id),
    queryFn: () => backend.guides.get(id),
    // A guide that does not exist will not appear by asking again.
    retry: (count, error) => !isBackendError(error, 'not-found') && count < 1,
  });

/** One guide for reading. */
export function useGuide(id: string) {
  return useQuery(guideQuery(useBackend(), id));
}
