import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Backend } from '../../backend';
import { useBackend } from '../../backend';

export const CODES_KEY = ['codes'] as const;

/** Visitors get active codes only, admins all (the server decides; the page filters again). */
export const codesQuery = (backend: Backend) =>
  queryOptions({ queryKey: CODES_KEY, queryFn: () => backend.codes.list() });

export function useCodes() {
  return useQuery(codesQuery(useBackend()));
}
