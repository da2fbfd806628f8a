import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Backend } from '../../backend';
import { useBackend } from '../../backend';
import { isBackendError } from '../../domain/errors';
import { HEROES_KEY } from './heroesQuery';

export const heroQuery = (backend: Backend, id: string) =>
  queryOptions({
    queryKey: [...HEROES_KEY, 'one', id] as const,
    queryFn: () => backend.heroes.get(id),
    // A missing hero stays missing: asking again only delays the not-found page.
    retry: (failures, error) => !isBackendError(error, 'not-found') && failures < 1,
  });

export function useHero(id: string) {
  return useQuery(heroQuery(useBackend(), id));
}
