/**
 * The rules of a hero's recommended equipment (docs/product.md#hero-equipment) that writes and
 * imports share on both backends. What the pages show is `liveEquipment` (src/domain/equipment.ts):
 * this module stays out of the visitor's pages.
 */
import { equipmentNameKey, type EquipmentItem } from './equipment';
import { invalidFromZod } from './validation';

/** How many items a hero may recommend. */
export const RECOMMENDED_EQUIPMENT_MAX = 6;
export const EQUIPMENT_RECOMMENDED_TWICE = 'This item is already recommended.';
/** Why a write naming an item that is not live is refused, by its place. */
export const EQUIPMENT_NOT_LIVE = 'This equipment item is not on the site.';

/**
 * The places (from 0) of the ids that name no live item (`live`) and that the hero did not
 * recommend already (`kept`): a write may keep an item that went to the trash since, so that an
 * edit of something else (a quick tier change, an import leaving the list out) does not fail, but
 * it may not add one.
 */
export function notLiveEquipment(
  ids: readonly string[],
  live: ReadonlySet<string>,
  kept: readonly string[] = [],
): number[] {
  return ids.flatMap((id, index) => (live.has(id) || kept.includes(id) ? [] : [index]));
}

/** Refuses the write as `invalid`, by field (`recommendedEquipment.1`), unless every id may stay. */
export function requireLiveEquipment(
  ids: readonly string[],
  live: ReadonlySet<string>,
  kept: readonly string[] = [],
) {
  const places = notLiveEquipment(ids, live, kept);
  if (!places.length) return;
  throw invalidFromZod({
    issues: places.map((index) => ({
      path: ['recommendedEquipment', index],
      message: EQUIPMENT_NOT_LIVE,
    })),
  });
}

/** The item an import names: any case, accents ignored, as item names compare (equipmentNameKey). */
export function equipmentNamed<T extends Pick<EquipmentItem, 'name'>>(
  items: readonly T[],
  name: string,
): T | undefined {
  const key = equipmentNameKey(name);
  return items.find((item) => equipmentNameKey(item.name) === key);
}

/** The names of the live items among `ids`, in the hero's order (an export, a preview). */
export function equipmentNames(
  ids: readonly string[],
  items: readonly Pick<EquipmentItem, 'id' | 'name'>[],
): string[] {
  const byId = new Map(items.map((item) => [item.id, item.name]));
  return ids.flatMap((id) => {
    const name = byId.get(id);
    return name === undefined ? [] : [name];
  });
}
