import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useBackend } from '../../backend';
import type { HistoryCollection } from '../../domain/history';
import type { ItemNames } from '../../domain/historyDisplay';
import { equipmentQueries } from '../equipmentQuery';

const NO_NAMES: ItemNames = new Map();

/**
 * The live equipment items' names by id: how a hero's history names its recommended equipment.
 * Read only for a hero's history; an item that is not among them shows as removed.
 */
export function useItemNames(collection: HistoryCollection): ItemNames {
  const items = useQuery({
    ...equipmentQueries.list(useBackend()),
    enabled: collection === 'heroes',
  });
  return useMemo(
    () =>
      items.data ? new Map(items.data.map((item) => [item.id, item.name] as const)) : NO_NAMES,
    [items.data],
  );
}
