import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Backend } from '../../backend';
import { useBackend } from '../../backend';
import { compareHeroes } from '../../domain/hero';

/** Every hero query lives under this key, so one invalidation refreshes lists and hero pages. */
export const HEROES_KEY = ['heroes'] as const;

/** Sorted here too (tier order, then name), so the list never depends on how a backend orders. */
export const heroesQuery = (backend: Backend) =>
  queryOptions({
    queryKey: [...HEROES_KEY, 'list'] as const,
    queryFn: async () => (await backend.heroes.list()).sort(compareHeroes),
  });

export function useHeroes() {
  return useQuery(heroesQuery(useBackend()));
}
