/**
 * Equipment (docs/product.md#equipment): the items a hero can wear, each a record like a game mode:
 * versioned, kept in history, deleted to the trash. Slots are a list admins keep in the site
 * settings (`equipmentSlots`); rarities are the game's fixed scale below.
 */

/** One line of an item's stats: "ATK" and "+120". */
export interface EquipmentStat {
  label: string;
  value: string;
}

/**
 * An item's stats as its record holds them, read the same by our server and the Firebase adapter:
 * the lines a write stores (a label that is not empty, a value that may be), in their order; an
 * entry that is not one (which no write stores) is left out, and anything else than a list is none.
 */
export function storedEquipmentStats(value: unknown): EquipmentStat[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { label, value: text } = entry as Record<string, unknown>;
    return typeof label === 'string' && label !== '' && typeof text === 'string'
      ? [{ label, value: text }]
      : [];
  });
}

/** What an admin writes. */
export interface EquipmentInput {
  name: string;
  /** A slot's name from the site's slot list (EQUIPMENT_SLOTS_DEFAULT until admins change it). */
  slot: string;
  /** One of EQUIPMENT_RARITIES. */
  rarity: EquipmentRarity;
  stats: EquipmentStat[];
  /** Plain text, '' when the item has no set. */
  setBonus: string;
  /** Plain text: where players find it. */
  howToGet: string;
  /** Storage path of the item's image (from FilesApi.upload, folder `equipment`); '' when none. */
  imagePath: string;
}

export interface EquipmentItem extends EquipmentInput {
  id: string;
  /** Public URL of the image ('' when none). */
  imageUrl: string;
  /** Public URL of a small WebP thumbnail for lists ('' when none). */
  thumbnailUrl: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** The game's rarities, lowest first: the order filters and lists show. */
export const EQUIPMENT_RARITIES = ['Common', 'Rare', 'Epic', 'Legendary', 'Mythic'] as const;
export type EquipmentRarity = (typeof EQUIPMENT_RARITIES)[number];

// The slot list is a site setting: its rules live with the settings, which every page reads.
import { EQUIPMENT_SLOTS_DEFAULT, type SiteSettingsInput } from './siteSettings';

export { EQUIPMENT_SLOTS_DEFAULT, EQUIPMENT_SLOT_MAX, EQUIPMENT_SLOTS_MAX } from './siteSettings';

export const EQUIPMENT_NAME_MAX = 80;
export const EQUIPMENT_STATS_MAX = 8;
export const EQUIPMENT_STAT_LABEL_MAX = 30;
export const EQUIPMENT_STAT_VALUE_MAX = 30;
export const EQUIPMENT_TEXT_MAX = 300;

/**
 * The folder of the file store that items' images go to, one of the kinds' upload folders
 * (src/domain/kinds.ts). Every use takes an `UploadFolder`, which type-checks it there; this
 * module does not name that type, since kinds.ts, which derives it, names this module's types and
 * the import would close a loop (docs/decisions.md#walls).
 */
export const EQUIPMENT_IMAGE_FOLDER = 'equipment';

export const rarityRank = (rarity: string) =>
  (EQUIPMENT_RARITIES as readonly string[]).indexOf(rarity);

/**
 * The list's order: by slot in the slot list (slots no longer listed after, A–Z), then rarest
 * first, then by name.
 */
export function compareEquipment(
  slots: readonly string[],
): (
  a: Pick<EquipmentInput, 'slot' | 'rarity' | 'name'>,
  b: Pick<EquipmentInput, 'slot' | 'rarity' | 'name'>,
) => number {
  const slotRank = (slot: string) => {
    const index = slots.indexOf(slot);
    return index === -1 ? slots.length : index;
  };
  return (a, b) =>
    slotRank(a.slot) - slotRank(b.slot) ||
    a.slot.localeCompare(b.slot) ||
    rarityRank(b.rarity) - rarityRank(a.rarity) ||
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });
}

/** The items of the filter `?slot=…&rarity=…` (an empty value: any). */
export function filterEquipment<T extends Pick<EquipmentInput, 'slot' | 'rarity'>>(
  items: readonly T[],
  filter: { slot?: string; rarity?: string },
): T[] {
  return items.filter(
    (item) =>
      (!filter.slot || item.slot === filter.slot) &&
      (!filter.rarity || item.rarity === filter.rarity),
  );
}

// A module of its own, so the hero page shows the recommended items without the equipment rules.
export { liveEquipment } from './liveEquipment';

/**
 * The slot list admins keep in the site settings (`equipmentSlots`), or the default list while
 * the settings are not loaded.
 */
export const equipmentSlotsOf = (
  settings: Pick<SiteSettingsInput, 'equipmentSlots'> | null | undefined,
): readonly string[] => settings?.equipmentSlots ?? EQUIPMENT_SLOTS_DEFAULT;

/**
 * The slots to offer (filters, the form): the slot list, then any slot an item still has that the
 * list no longer holds (renamed or removed since), A–Z, so no item is out of reach.
 */
export function slotsInUse(
  slots: readonly string[],
  items: readonly Pick<EquipmentInput, 'slot'>[],
): string[] {
  const unlisted = [...new Set(items.map((item) => item.slot))]
    .filter((slot) => !slots.includes(slot))
    .sort((a, b) => a.localeCompare(b));
  return [...slots, ...unlisted];
}

/** What an item's form writes, from the stored item: an edit sends it back whole. */
export function equipmentInputOf(item: EquipmentInput): EquipmentInput {
  const { name, slot, rarity, stats, setBonus, howToGet, imagePath } = item;
  return {
    name,
    slot,
    rarity,
    stats: stats.map(({ label, value }) => ({ label, value })),
    setBonus,
    howToGet,
    imagePath,
  };
}

/**
 * A name as the bulk image upload compares it (docs/product.md#equipment-images): any case,
 * accents ignored, and spaces, underscores and dashes alike, however many.
 */
export const equipmentNameKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();

/** The item name an image file stands for: its name without the extension. */
export const imageFileKey = (fileName: string) =>
  equipmentNameKey(fileName.replace(/\.[^.]*$/, ''));

/** A picked file and the item its name matches. */
export interface EquipmentImageMatch<File, Item> {
  file: File;
  item: Item;
}

/** A picked file that no item gets, and why. */
export interface SkippedImage<File> {
  file: File;
  reason: string;
}

export interface EquipmentImagePlan<File, Item> {
  /** Each file that names one item, in the order picked; each item once. */
  matches: EquipmentImageMatch<File, Item>[];
  /** Files whose name matches no item, or that cannot be told apart. */
  skipped: SkippedImage<File>[];
  /** Items no file names: their image stays as it is. */
  unchanged: Item[];
}

export const NO_ITEM_MATCHES = 'No item has this name.';
export const SEVERAL_ITEMS_MATCH = (names: readonly string[]) =>
  `Several items have this name: ${names.join(', ')}.`;
export const ITEM_ALREADY_MATCHED = (name: string, file: string) => `${name} already gets ${file}.`;

/**
 * Which picked image goes to which item: a file whose name (without extension) is an item's name,
 * compared by equipmentNameKey. A name several items share, or an item a file picked earlier
 * already gets, leaves the file out with the reason, rather than guessing.
 */
export function planEquipmentImages<File extends { name: string }, Item extends { name: string }>(
  files: readonly File[],
  items: readonly Item[],
): EquipmentImagePlan<File, Item> {
  const byKey = new Map<string, Item[]>();
  for (const item of items) {
    const key = equipmentNameKey(item.name);
    byKey.set(key, [...(byKey.get(key) ?? []), item]);
  }
  const matches: EquipmentImageMatch<File, Item>[] = [];
  const skipped: SkippedImage<File>[] = [];
  for (const file of files) {
    const named = byKey.get(imageFileKey(file.name)) ?? [];
    const item = named[0];
    const earlier = matches.find((match) => match.item === item);
    if (!item) skipped.push({ file, reason: NO_ITEM_MATCHES });
    else if (named.length > 1) {
      skipped.push({ file, reason: SEVERAL_ITEMS_MATCH(named.map((one) => one.name)) });
    } else if (earlier) {
      skipped.push({ file, reason: ITEM_ALREADY_MATCHED(item.name, earlier.file.name) });
    } else matches.push({ file, item });
  }
  const matched = new Set(matches.map((match) => match.item));
  return { matches, skipped, unchanged: items.filter((item) => !matched.has(item)) };
}

/** The bulk upload's result line, e.g. "1 item got a new image." or "3 items got a new image." */
export const newImagesResult = (count: number) =>
  `${count} ${count === 1 ? 'item' : 'items'} got a new image.`;

/** An item page's title, in the tab and its head alike: "Dawn Edge – Equipment". */
export const equipmentTitle = (name: string) => `${name} – Equipment`;

/** The first `count` stats as one line, e.g. "ATK +120 · DEF +40" (all of them by default). */
export const statsLine = (stats: readonly EquipmentStat[], count = stats.length) =>
  stats
    .slice(0, count)
    .map((stat) => (stat.value ? `${stat.label} ${stat.value}` : stat.label))
    .join(' · ');
