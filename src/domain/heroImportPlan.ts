import { BackendError } from './errors';
import { HERO_LABEL_KEYS, HERO_LIST_KEYS, STAT_KEYS, type Hero, type HeroInput } from './hero';
import { cleanedHero } from './heroBuildNotes';
import { equipmentNames } from './heroEquipment';
import {
  checkImportedHero,
  importedHeroSchema,
  parseImportEntries,
  type ImportEntry,
  type ImportError,
  type ImportItem,
  type ImportMode,
  type ImportReport,
} from './heroImport';
import { ratingField, ratingIn, ratingText, type ModeRating } from './heroRatings';
import { copySkills, skillText, type HeroSkill } from './heroSkill';

/**
 * What an import will do against the heroes stored now (docs/product.md#hero-import). One pure
 * function for every backend: the preview shows it, and the import computes it again at confirm
 * time against the heroes it then writes.
 */

/** A stored hero as the plan compares it (its ratings in every mode, live or in the trash). */
export type ExistingHero = Pick<Hero, 'id' | 'version'> & HeroInput;

/** Picked image files by file name, each with the stored path it was uploaded to. */
export type ImportImages = Readonly<Record<string, string>>;

/**
 * How a backend cleans build notes and skills' descriptions (docs/decisions.md#one-sanitizer) and
 * tells its own stored images from other sites'. The plan cleans an entry's HTML before comparing
 * it, so the preview shows what would be stored and an entry whose HTML cannot be stored is an
 * error of its own.
 */
export interface BuildNotesCleaning {
  sanitize: (html: string) => string;
  isOwnImage: (src: string) => boolean;
}

/** One field an update changes, its values as text ('' for empty). */
export interface FieldChange {
  field: string;
  from: string;
  to: string;
}

export interface PlannedUpdate {
  id: string;
  /** The stored version the update replaces. */
  version: number;
  /** The hero's name as stored now. */
  name: string;
  hero: HeroInput;
  changes: FieldChange[];
}

/** An entry naming an image file: `hero` is the entry's name. */
export interface ImageMatch {
  hero: string;
  file: string;
}

export interface ImportPlan {
  creates: HeroInput[];
  updates: PlannedUpdate[];
  /** Names of the stored heroes the file leaves as they are. */
  unchanged: string[];
  skipped: number;
  errors: ImportError[];
  /** Entries whose image is among the picked files. */
  matchedImages: ImageMatch[];
  /** Entries whose image is not: they keep the hero's current image (a warning, not an error). */
  missingImages: ImageMatch[];
}

/** The plan without the heroes' content: what the preview shows. */
export interface ImportPreview extends Omit<ImportPlan, 'creates' | 'updates'> {
  creates: string[];
  updates: Omit<PlannedUpdate, 'hero' | 'version'>[];
}

/** A name as an import matches it: case, surrounding spaces and accents ignored. */
export const heroNameKey = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/** An image file name as matched: case ignored. */
const fileKey = (file: string) => file.trim().toLowerCase();

const imageName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The skills as the preview compares and shows them: each skill's text, one after another. */
const skillsText = (skills: readonly HeroSkill[]) =>
  skills.map((skill) => skillText(skill)).join('\n\n');

/**
 * The fields `next` changes in `stored`, in the order of the form; ratings one per live game mode
 * (`modes`, in their order), named by the mode; the recommended equipment by the names of the
 * live items (`items`). Ratings in modes in the trash and items in the trash are not compared: an
 * import keeps them.
 */
export function heroChanges(
  stored: HeroInput,
  next: HeroInput,
  modes: readonly ImportMode[],
  items: readonly ImportItem[] = [],
): FieldChange[] {
  const changes: FieldChange[] = [];
  // One text typed with composed or combining accents (NFC or NFD) is the same text.
  const compare = (field: string, from: string, to: string) => {
    if (from.normalize('NFC') !== to.normalize('NFC')) changes.push({ field, from, to });
  };
  compare('name', stored.name, next.name);
  compare('tier', stored.tier, next.tier);
  compare('description', stored.description, next.description);
  for (const key of HERO_LABEL_KEYS) compare(key, stored[key], next[key]);
  for (const key of STAT_KEYS) compare(`stats.${key}`, stored.stats[key], next.stats[key]);
  for (const mode of modes) {
    compare(
      ratingField(mode.name),
      ratingText(ratingIn(stored.ratings, mode.id)),
      ratingText(ratingIn(next.ratings, mode.id)),
    );
  }
  for (const key of HERO_LIST_KEYS) compare(key, stored[key].join(', '), next[key].join(', '));
  compare(
    'recommendedEquipment',
    equipmentNames(stored.recommendedEquipment, items).join(', '),
    equipmentNames(next.recommendedEquipment, items).join(', '),
  );
  compare('buildNotes', stored.buildNotes, next.buildNotes);
  compare('skills', skillsText(stored.skills), skillsText(next.skills));
  compare('image', imageName(stored.imagePath), imageName(next.imagePath));
  return changes;
}

export const SEVERAL_HEROES_NAMED = (name: string) =>
  `Several heroes are named ${name}; add the "id" of the one to update.`;
export const SAME_HERO_TWICE = (name: string) =>
  `Matches the same hero as an earlier entry of this file (${name}); only the first one is imported.`;

/**
 * The entry with its build notes and skills' descriptions as they would be stored, or the reason
 * they cannot be.
 */
function withCleanedNotes(
  hero: HeroInput,
  notes: BuildNotesCleaning,
): { hero: HeroInput } | { error: ImportError } {
  try {
    return { hero: cleanedHero(hero, notes.sanitize, notes.isOwnImage) };
  } catch (error) {
    if (error instanceof BackendError) return { error: { name: hero.name, reason: error.message } };
    throw error;
  }
}

/** The stored heroes by id and by name key (several heroes may share a name). */
function storedHeroIndex(existing: readonly ExistingHero[]) {
  const byId = new Map(existing.map((hero) => [hero.id, hero]));
  const byName = new Map<string, ExistingHero[]>();
  for (const hero of existing) {
    const key = heroNameKey(hero.name);
    byName.set(key, [...(byName.get(key) ?? []), hero]);
  }
  return { byId, byName };
}
type StoredHeroIndex = ReturnType<typeof storedHeroIndex>;

/** The entry's hero within the limits, its HTML cleaned when `notes` is given. */
function checkedHero(
  entry: ImportEntry,
  notes: BuildNotesCleaning | undefined,
  modes: readonly ImportMode[],
  items: readonly ImportItem[],
): { hero: HeroInput } | { error: ImportError } {
  const checked = checkImportedHero(entry.hero, modes, items);
  // Left-out build notes are '' here (nothing to clean): the target's, stored clean, replace them.
  if ('error' in checked || !notes) return checked;
  return withCleanedNotes(checked.hero, notes);
}

/**
 * The stored hero the entry updates: the one its `id` names, else the one of its name (none for a
 * new hero). Several heroes of that name is an error.
 */
function targetOf(
  entry: ImportEntry,
  hero: HeroInput,
  stored: StoredHeroIndex,
): { target: ExistingHero | undefined } | { error: ImportError } {
  const byId = entry.id ? stored.byId.get(entry.id) : undefined;
  if (byId) return { target: byId };
  const named = stored.byName.get(heroNameKey(hero.name)) ?? [];
  if (named.length > 1) {
    return { error: { name: hero.name, reason: SEVERAL_HEROES_NAMED(hero.name) } };
  }
  return { target: named[0] };
}

/**
 * Which stored hero (by id) or new hero (by name key) an earlier entry of the file already took,
 * with that entry's name: a later entry for the same hero is an error.
 */
type TakenHeroes = Map<string, string>;

/** Takes the entry's hero for it, or the error when an earlier entry took it. */
function takeHero(
  taken: TakenHeroes,
  hero: HeroInput,
  target: ExistingHero | undefined,
): ImportError | null {
  const key = target ? `id:${target.id}` : `new:${heroNameKey(hero.name)}`;
  const takenBy = taken.get(key);
  if (takenBy !== undefined) {
    return { name: hero.name, reason: SAME_HERO_TWICE(target?.name ?? takenBy) };
  }
  taken.set(key, hero.name);
  return null;
}

/**
 * The hero's ratings after the import: the entry's in the live modes (`live`, by id) when it gives
 * any, else the target's; ratings in modes in the trash stay either way, unseen until the mode is
 * restored. Or the reason the whole would break the limit on ratings.
 */
function ratingsAfter(
  entry: ImportEntry,
  hero: HeroInput,
  target: ExistingHero | undefined,
  live: ReadonlySet<string>,
): { ratings: ModeRating[] } | { error: ImportError } {
  const stored = target?.ratings ?? [];
  if (!entry.ratingsGiven) return { ratings: stored.map((rating) => ({ ...rating })) };
  const kept = stored.filter((rating) => !live.has(rating.mode)).map((rating) => ({ ...rating }));
  const ratings = [...hero.ratings, ...kept];
  if (!kept.length) return { ratings };
  const checked = importedHeroSchema.shape.ratings.safeParse(ratings);
  if (checked.success) return { ratings };
  return { error: { name: hero.name, reason: `ratings: ${checked.error.issues[0]?.message}` } };
}

/**
 * The hero's recommended equipment after the import: the entry's live items (`live`, by id) when it
 * gives the list, followed by the target's items in the trash, which stay unseen until restored;
 * else the target's. Or the reason the whole would break the limit.
 */
function equipmentAfter(
  entry: ImportEntry,
  hero: HeroInput,
  target: ExistingHero | undefined,
  live: ReadonlySet<string>,
): { ids: string[] } | { error: ImportError } {
  const stored = target?.recommendedEquipment ?? [];
  if (!entry.equipmentGiven) return { ids: [...stored] };
  const kept = stored.filter((id) => !live.has(id));
  const ids = [...hero.recommendedEquipment, ...kept];
  if (!kept.length) return { ids };
  const checked = importedHeroSchema.shape.recommendedEquipment.safeParse(ids);
  if (checked.success) return { ids };
  const reason = `recommendedEquipment: ${checked.error.issues[0]?.message}`;
  return { error: { name: hero.name, reason } };
}

/**
 * What the entry leaves out stays as the target has it: left-out labels, build notes and skills,
 * and the image unless the entry names one of the picked files (docs/product.md#hero-import). Each
 * named image is listed as matched or missing.
 */
function keepWhatIsLeftOut(
  plan: ImportPlan,
  entry: ImportEntry,
  hero: HeroInput,
  target: ExistingHero | undefined,
  pickedImages: ReadonlyMap<string, string>,
) {
  // A left-out label or build notes is not a change either.
  for (const key of entry.absent) hero[key] = target?.[key] ?? '';
  if (!entry.skillsGiven) hero.skills = copySkills(target?.skills ?? []);
  // A missing image is not a change: the hero keeps the one it has.
  hero.imagePath = target?.imagePath ?? '';
  if (!entry.image) return;
  const match = { hero: hero.name, file: entry.image };
  const path = pickedImages.get(fileKey(entry.image));
  if (path) {
    hero.imagePath = path;
    plan.matchedImages.push(match);
  } else {
    plan.missingImages.push(match);
  }
}

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
  keepWhatIsLeftOut(plan, entry, hero, found.target, context.pickedImages);
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
    pickedImages: new Map(Object.entries(images).map(([file, path]) => [fileKey(file), path])),
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

/** The preview of a plan made with the picked images' file names standing in for their paths. */
export function previewImport(
  data: unknown,
  existing: readonly ExistingHero[],
  modes: readonly ImportMode[],
  items: readonly ImportItem[],
  imageFiles: readonly string[],
  notes: BuildNotesCleaning,
): ImportPreview {
  const plan = planHeroImport(
    data,
    existing,
    modes,
    Object.fromEntries(imageFiles.map((file) => [file, file])),
    notes,
    items,
  );
  return {
    ...plan,
    creates: plan.creates.map((hero) => hero.name),
    updates: plan.updates.map(({ id, name, changes }) => ({ id, name, changes })),
  };
}

/** The stored paths of the picked images a plan writes (each checked before anything is written). */
export function imagesOfPlan(plan: ImportPlan, images: ImportImages): string[] {
  const used = new Set(Object.values(images));
  const paths = [...plan.creates, ...plan.updates.map((update) => update.hero)]
    .map((hero) => hero.imagePath)
    .filter((path) => used.has(path));
  return [...new Set(paths)];
}

export function reportOfPlan(plan: ImportPlan): ImportReport {
  return {
    imported: plan.creates.length,
    updated: plan.updates.length,
    unchanged: plan.unchanged.length,
    skipped: plan.skipped,
    errors: plan.errors,
  };
}

/**
 * A whole import, for every backend: plan against the stored heroes, then hand the plan to
 * `store`, which writes its creates and updates all or none. An entry whose build notes or a
 * skill's description show an image of another site, or are too long once cleaned, is refused on
 * its own, with the reason an
 * edit would give, like any invalid entry: the rest of the file still imports.
 */
export async function importHeroes(
  data: unknown,
  existing: readonly ExistingHero[],
  modes: readonly ImportMode[],
  items: readonly ImportItem[],
  images: ImportImages,
  notes: BuildNotesCleaning,
  store: (plan: ImportPlan) => Promise<unknown>,
): Promise<ImportReport> {
  const plan = planHeroImport(data, existing, modes, images, notes, items);
  if (plan.creates.length || plan.updates.length) await store(plan);
  return reportOfPlan(plan);
}
