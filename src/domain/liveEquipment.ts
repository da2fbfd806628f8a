/**
 * A hero's recommended items that are on the site, in the hero's order: an id of an item in the
 * trash or deleted for good is left out (and comes back with a restored item). Re-exported by
 * equipment.ts; apart so that the hero page, near the edge of the visitor's budget, does not load
 * the equipment rules with it (docs/decisions.md#visitor-budget). It takes any item with an id
 * and names no type of equipment.ts, which re-exports it: the two modules never import each other
 * (tests/lint/domainCycles.test.ts).
 */
export function liveEquipment<T extends { id: string }>(
  ids: readonly string[],
  items: readonly T[],
): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}
