import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBackend, type ReadBackend } from '../backend';
import { queryKeyRoot } from './queryKeyRoots';
import { retryUnlessNotFound } from './retryUnlessNotFound';

/**
 * Every equipment query lives under `all`, so one invalidation refreshes the list and the item
 * pages. Here rather than in the equipment feature because the site search reads the items too,
 * and a hero's page will show the items it recommends.
 */
export const equipmentKeys = {
  all: queryKeyRoot('equipment'),
  list: () => [...equipmentKeys.all, 'list'] as const,
  item: (id: string) => [...equipmentKeys.all, 'item', id] as const,
};

export const equipmentQueries = {
  /** Every live item (the order is the page's: compareEquipment with the slot list). */
  list: (backend: ReadBackend) =>
    queryOptions({ queryKey: equipmentKeys.list(), queryFn: () => backend.equipment.list() }),
  item: (backend: ReadBackend, id: string) =>
    queryOptions({
      queryKey: equipmentKeys.item(id),
      queryFn: () => backend.equipment.get(id),
      retry: retryUnlessNotFound,
      // A missing item the server already reported (a server-rendered 404) is not asked for
      // again on arrival: the not-found message stays, with no spinner in between.
      retryOnMount: false,
    }),
};

export function useEquipmentList() {
  return useQuery(equipmentQueries.list(useBackend()));
}

export function useEquipmentItem(id: string) {
  return useQuery(equipmentQueries.item(useBackend(), id));
}
