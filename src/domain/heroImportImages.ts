import type { HeroInput } from './hero';
import type { ImportEntry } from './heroImport';
import type { ExistingHero, ImportImages, ImportPlan } from './heroImportPlanTypes';

/**
 * The images of an import (docs/product.md#hero-import): an entry names an image file, matched
 * against the picked files by name; a file it names but the admin did not pick is a warning, and
 * the hero keeps its image (docs/decisions.md#import-updates).
 */

/** An image file name as matched: case ignored. */
const fileKey = (file: string) => file.trim().toLowerCase();

/** The picked images' stored paths by file key. */
export const pickedImagesByKey = (images: ImportImages): ReadonlyMap<string, string> =>
  new Map(Object.entries(images).map(([file, path]) => [fileKey(file), path]));

/**
 * The hero's image: the target's unless the entry names one of the picked files. Each named image
 * is listed in the plan as matched or missing.
 */
export function placeImage(
  plan: ImportPlan,
  entry: ImportEntry,
  hero: HeroInput,
  target: ExistingHero | undefined,
  pickedImages: ReadonlyMap<string, string>,
) {
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
