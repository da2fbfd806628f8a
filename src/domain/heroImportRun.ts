import type { ImportItem, ImportMode, ImportReport } from './heroImport';
import type { BuildNotesCleaning } from './heroImportCleaning';
import { planHeroImport } from './heroImportPlan';
import type { ExistingHero, ImportImages, ImportPlan, ImportPreview } from './heroImportPlanTypes';

/**
 * What every backend runs of an import (docs/decisions.md#import-updates): the preview of its plan,
 * then, on Confirm, the import, which plans again against the heroes it then writes. One module:
 * the Firebase adapter loads it with one `import()` on an admin's first import, and each lazy
 * module it declares adds to every visitor's first load (docs/decisions.md#visitor-budget).
 */

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
