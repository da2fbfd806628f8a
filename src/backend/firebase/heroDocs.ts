/**
 * Hero documents as the adapter writes them (docs/firebase.md, `heroes/{id}`), made from the hero
 * field list (src/domain/heroFields.ts). Loaded by the first write, not by every visitor: reads
 * are converters.ts's.
 */
import type { HeroInput, TierChange } from '../../domain/hero';
import { copyHeroInput } from '../../domain/heroFields';

/** What a hero document holds (docs/firebase.md, `heroes/{id}`). */
export interface HeroDoc extends HeroInput {
  /** Download URL of imagePath; '' when none. */
  image: string;
  /**
   * Storage paths of the files the hero shows (src/domain/heroFiles.ts: its image and its build
   * notes' images), so that a query can tell whether a file is still in use (Firestore cannot
   * search inside text). Heroes of older versions have none.
   */
  images: string[];
  tierHistory: TierChange[];
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** The fields an admin edits, plus the image URL and the stored files (`images`) they imply. */
export function heroContentFields(input: HeroInput, image: string, images: string[]) {
  const fields = { ...copyHeroInput(input), image, images: [...images] };
  return fields satisfies Omit<HeroDoc, 'tierHistory' | 'createdAt' | 'updatedAt' | 'version'>;
}

/** A whole new hero document. */
export function newHeroDoc(
  input: HeroInput,
  image: string,
  images: string[],
  now: string,
): HeroDoc {
  return {
    ...heroContentFields(input, image, images),
    tierHistory: [],
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
}
