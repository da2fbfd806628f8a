import type { EquipmentItem } from './equipmentItem';

/**
 * A hero's recommended items that are on the site, in the hero's order: an id of an item in the
 * trash or deleted for good is left out (and comes back with a restored item). Re-exported by
 * equipment.ts; apart so that the hero page, near the edge of the visitor's budget, does not load
 * the equipment rules with it (docs/decisions.md#visitor-budget).
 */
export function liveEquipment<T extends Pick<EquipmentItem, 'id'>>(
  ids: readonly string[],
  items: readonly T[],
): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}
