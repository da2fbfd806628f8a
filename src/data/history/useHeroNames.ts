import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useBackend } from '../../backend';
import type { HistoryCollection } from '../../domain/history';
import type { HeroNames } from '../../domain/historyDisplay';
import { heroListQuery } from '../heroListQuery';

const NO_NAMES: HeroNames = new Map();

/**
 * The live heroes' names by id: how a team's history names its members. Read only for a team's
 * history; a hero that is not among them shows as removed.
 */
export function useHeroNames(collection: HistoryCollection): HeroNames {
  const heroes = useQuery({ ...heroListQuery(useBackend()), enabled: collection === 'teams' });
  return useMemo(
    () =>
      heroes.data ? new Map(heroes.data.map((hero) => [hero.id, hero.name] as const)) : NO_NAMES,
    [heroes.data],
  );
}
