import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBackend, type ReadBackend } from '../backend';
import type { GameMode } from '../domain/gameMode';
import { queryKeyRoot } from './queryKeyRoots';

export const GAME_MODES_KEY = [...queryKeyRoot('modes'), 'list'] as const;

/**
 * The game modes, in list order. Here rather than in the heroes feature because the home page's
 * tier changes name their modes too.
 */
export const gameModesQuery = (backend: ReadBackend) =>
  queryOptions({ queryKey: GAME_MODES_KEY, queryFn: () => backend.modes.list() });

const NO_MODES: GameMode[] = [];

/** The live game modes; none while they load or when they fail (pages then show overall tiers). */
export function useGameModes(): GameMode[] {
  return useQuery(gameModesQuery(useBackend())).data ?? NO_MODES;
}
