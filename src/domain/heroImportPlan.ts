import type { HeroInput } from './hero';
import {
  parseImportEntries,
  type ImportEntry,
  type ImportError,
  type ImportItem,
  type ImportMode,
} from './heroImport';
import { heroChanges } from './heroImportChanges';
import { checkedHero, type BuildNotesCleaning } from './heroImportCleaning';
import { pickedImagesByKey, placeImage } from './heroImportImages';
import { equipmentAfter, keepLeftOutFields, ratingsAfter } from './heroImportKept';
import {
  storedHeroIndex,
  takeHero,
  targetOf,
  type StoredHeroIndex,
  type TakenHeroes,
} from './heroImportMatch';
import type { ExistingHero, ImportImages, ImportPlan } from './heroImportPlanTypes';

/**
 * What an import will do against the heroes stored now (docs/product.md#hero-import). One pure
 * function for every backend: the preview shows it, and the import computes it again at confirm
 * time against the heroes it then writes (both in heroImportRun.ts).
 */

/** The hero as a create, an update with its changes, or an unchanged hero. */
function addToPlan(
  plan: ImportPlan,
  hero: HeroInput,
  target: ExistingHero | undefined,
  modes: readonly ImportMode[],
  items: readonly ImportItem[],
) {
  if (!target) {
    plan.creates.push(hero);
    return;
  }
  const changes = heroChanges(target, hero, modes, items);
  if (!changes.length) {
    plan.unchanged.push(target.name);
    return;
  }
  plan.updates.push({ id: target.id, version: target.version, name: target.name, hero, changes });
}

/**
 * What planning each entry reads: the stored heroes, the live game modes, the picked images, the
 * entries before.
 */
interface PlanContext {
  stored: StoredHeroIndex;
  modes: readonly ImportMode[];
  /** The live modes' ids. */
  live: ReadonlySet<string>;
  /** The live equipment items, which the entries' recommended equipment names. */
  items: readonly ImportItem[];
  /** Their ids. */
  liveItems: ReadonlySet<string>;
  /** Picked image paths by file key. */
  pickedImages: ReadonlyMap<string, string>;
  notes: BuildNotesCleaning | undefined;
  taken: TakenHeroes;
}

/** Plans one entry (a create, an update or an unchanged hero), or says why it cannot be. */
function planEntry(plan: ImportPlan, entry: ImportEntry, context: PlanContext): ImportError | null {
  const checked = checkedHero(entry, context.notes, context.modes, context.items);
  if ('error' in checked) return checked.error;
  const { hero } = checked;
  const found = targetOf(entry, hero, context.stored);
  if ('error' in found) return found.error;
  const ratings = ratingsAfter(entry, hero, found.target, context.live);
  if ('error' in ratings) return ratings.error;
  const equipment = equipmentAfter(entry, hero, found.target, context.liveItems);
  if ('error' in equipment) return equipment.error;
  const takenBefore = takeHero(context.taken, hero, found.target);
  if (takenBefore) return takenBefore;
  hero.ratings = ratings.ratings;
  hero.recommendedEquipment = equipment.ids;
  keepLeftOutFields(entry, hero, found.target);
  placeImage(plan, entry, hero, found.target, context.pickedImages);
  addToPlan(plan, hero, found.target, context.modes, context.items);
  return null;
}

/**
 * What importing `data` does against the stored heroes; `modes` are the live game modes, in list
 * order, which the entries' ratings name, and `items` the live equipment items, which their
 * recommended equipment names.
 */
export function planHeroImport(
  data: unknown,
  existing: readonly ExistingHero[],
  modes: readonly ImportMode[],
  images: ImportImages = {},
  /** Without it the notes are compared as the file gives them (for callers that store nothing). */
  notes?: BuildNotesCleaning,
  items: readonly ImportItem[] = [],
): ImportPlan {
  const { entries, skipped, errors } = parseImportEntries(data, modes, items);
  const context: PlanContext = {
    stored: storedHeroIndex(existing),
    modes,
    live: new Set(modes.map((mode) => mode.id)),
    items,
    liveItems: new Set(items.map((item) => item.id)),
    pickedImages: pickedImagesByKey(images),
    notes,
    taken: new Map(),
  };
  const plan: ImportPlan = {
    creates: [],
    updates: [],
    unchanged: [],
    skipped,
    errors,
    matchedImages: [],
    missingImages: [],
  };
  for (const entry of entries) {
    const error = planEntry(plan, entry, context);
    if (error) plan.errors.push(error);
  }
  return plan;
}
