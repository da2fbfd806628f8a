import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useBackend } from '../../backend';
import type { GameMode } from '../../domain/gameMode';
import { REMOVED_MODE } from '../../domain/team';
import { gameModesQuery } from '../../data/gameModesQuery';
import { heroListQuery } from '../../data/heroListQuery';
import type { LiveHeroes } from './TeamMembers';

/** Several reads shown as one: pending while one is, failed when one failed, retried together. */
export function combinedRead(queries: readonly UseQueryResult<unknown, unknown>[]) {
  const failed = queries.filter((query) => query.isError);
  return {
    isPending: queries.some((query) => query.isPending),
    isError: failed.length > 0,
    error: failed[0]?.error,
    refetch: () => Promise.all(failed.map((query) => query.refetch())),
  };
}

/**
 * What a team is shown with: the live heroes (its members' names and portraits) and the live game
 * modes (its mode's name), each by id, and their reads.
 */
export function useTeamNames() {
  const backend = useBackend();
  const heroes = useQuery(heroListQuery(backend));
  const modes = useQuery(gameModesQuery(backend));
  const heroById: LiveHeroes = useMemo(
    () => new Map((heroes.data ?? []).map((hero) => [hero.id, hero])),
    [heroes.data],
  );
  const liveIds: ReadonlySet<string> = useMemo(() => new Set(heroById.keys()), [heroById]);
  return {
    reads: [heroes, modes] as const,
    heroes: heroById,
    liveIds,
    modes: modes.data ?? [],
  };
}

/** A team's game mode by name; one not live (in the trash, deleted) is REMOVED_MODE. */
export const modeName = (modes: readonly GameMode[], id: string) =>
  modes.find((mode) => mode.id === id)?.name ?? REMOVED_MODE;
