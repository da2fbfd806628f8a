/**
 * Hero documents as the adapter writes them (docs/firebase.md, `heroes/{id}`), made from the hero
 * field list (src/domain/heroFields.ts). Loaded by the first write, not by every visitor: reads
 * are heroDocReads.ts's.
 */
import { doc } from 'firebase/firestore/lite';
import type { HeroInput, TierChange } from '../../domain/hero';
import { requireLiveEquipment } from '../../domain/heroEquipment';
import { copyHeroInput } from '../../domain/heroFields';
import type { FirebaseServices } from './services';
import type { AlsoInTransaction } from './versionedWrite';

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

/** Whether `id` can name a document: one that cannot names no live item, and is not read. */
const canNameDocument = (id: string) =>
  id !== '' && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);

/**
 * Part of a hero write's transaction (docs/product.md#hero-equipment): every item its recommended
 * equipment adds must exist now (`equipment/{id}`; a deleted one is in the trash, not there), so
 * one deleted meanwhile makes Firestore run the write again, which then refuses it. Ids the hero
 * already had (`kept`, read from the stored document by the write) stay without a read.
 */
export function liveEquipmentInTransaction(
  services: FirebaseServices,
  ids: readonly string[],
  kept: () => readonly string[],
): AlsoInTransaction {
  return async (transaction) => {
    const db = services.firestore();
    const added = [...new Set(ids)].filter((id) => !kept().includes(id));
    const live = await Promise.all(
      added.map(
        async (id) =>
          canNameDocument(id) && (await transaction.get(doc(db, 'equipment', id))).exists(),
      ),
    );
    requireLiveEquipment(ids, new Set(added.filter((_, index) => live[index])), kept());
    return () => undefined;
  };
}
