import { queryOptions } from '@tanstack/react-query';
import { queryKeyRoot } from './queryKeyRoots';
import type { ReadBackend } from '../backend/contract';

/** Under the root every hero query shares, so one invalidation refreshes it too. */
export const HERO_LIST_KEY = [...queryKeyRoot('heroes'), 'list'] as const;

/**
 * Every hero, in tier order then by name (every backend lists them so; the contract suite checks
 * it). Here rather than in the heroes feature because the home page reads it too.
 */
export const heroListQuery = (backend: ReadBackend) =>
  queryOptions({ queryKey: HERO_LIST_KEY, queryFn: () => backend.heroes.list() });
