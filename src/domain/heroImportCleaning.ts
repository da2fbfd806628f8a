import { BackendError } from './errors';
import type { HeroInput } from './hero';
import { cleanedHero } from './heroBuildNotes';
import {
  checkImportedHero,
  type ImportEntry,
  type ImportError,
  type ImportItem,
  type ImportMode,
} from './heroImport';

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

/** The entry's hero within the limits, its HTML cleaned when `notes` is given. */
export function checkedHero(
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
