import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBackend, type Backend } from '../../../backend';
import { guideKeys } from './guideKeys';

export const guidesQuery = (backend: Backend) =>
  queryOptions({ queryKey: guideKeys.list(), queryFn: () => backend.guides.list() });

/** Every guide, newest first. */
export function useGuides() {
  return useQuery(guidesQuery(useBackend()));
}
