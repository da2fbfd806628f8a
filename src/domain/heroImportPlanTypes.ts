import type { Hero, HeroInput } from './hero';
import type { ImportError } from './heroImport';
import type { FieldChange } from './heroImportChanges';

/**
 * What an import will do against the heroes stored now (docs/product.md#hero-import), and what its
 * preview shows of it.
 */

/** A stored hero as the plan compares it (its ratings in every mode, live or in the trash). */
export type ExistingHero = Pick<Hero, 'id' | 'version'> & HeroInput;

/** Picked image files by file name, each with the stored path it was uploaded to. */
export type ImportImages = Readonly<Record<string, string>>;

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
