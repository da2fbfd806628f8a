import {
  collection,
  doc,
  getDoc,
  getDocs,
  runTransaction,
  setDoc,
  writeBatch,
} from 'firebase/firestore/lite';
import type { HeroesApi } from '../contract';
import { BackendError, conflict, invalid, notFound } from '../../domain/errors';
import type { HeroInput } from '../../domain/hero';
import { parseOrInvalid } from '../../domain/validation';
import { requireAdmin } from './adminGuard';
import { heroContentFields, heroFromDoc, newHeroDoc, nextTierHistory } from './converters';
import { documentIn, nowIso } from './documents';
import { mapErrors, toBackendError } from './errors';
import { lazyModule } from './lazyModule';
import type { FirebaseServices } from './services';
import { deleteUnusedImage, storedImageUrl } from './storedImages';

const HEROES = 'heroes';
const THIS_HERO = 'This hero';
const WRITE = { subject: THIS_HERO, signedIn: true };
const IMAGE_REQUIRED = 'An image is required.';
/** Firestore commits at most 500 writes in one batch. */
const BATCH_LIMIT = 500;

/** hero.ts and heroImport.ts build zod schemas: downloaded by the heroes pages, not by every visitor. */
const heroRules = lazyModule(() => import('../../domain/hero'));
const importRules = lazyModule(() => import('../../domain/heroImport'));

export function createFirebaseHeroes(services: FirebaseServices): HeroesApi {
  const db = () => services.firestore();
  const heroDoc = (id: string) => documentIn(db(), HEROES, id, THIS_HERO);

  /** Writes imported heroes in batches; a failure says how many were already stored. */
  async function storeImported(heroes: HeroInput[]): Promise<void> {
    const now = nowIso();
    let stored = 0;
    try {
      for (let start = 0; start < heroes.length; start += BATCH_LIMIT) {
        const chunk = heroes.slice(start, start + BATCH_LIMIT);
        const batch = writeBatch(db());
        for (const hero of chunk) {
          batch.set(doc(collection(db(), HEROES)), newHeroDoc(hero, '', now));
        }
        await batch.commit();
        stored += chunk.length;
      }
    } catch (error) {
      const mapped = toBackendError(error, WRITE);
      if (stored === 0) throw mapped;
      throw new BackendError(
        mapped.code,
        `${mapped.message} ${stored} of ${heroes.length} heroes were imported before this failure.`,
        mapped.fieldErrors,
      );
    }
  }

  return {
    list: () =>
      mapErrors({}, async () => {
        const [{ compareHeroes }, snapshot] = await Promise.all([
          heroRules(),
          getDocs(collection(db(), HEROES)),
        ]);
        return snapshot.docs.map((hero) => heroFromDoc(hero.id, hero.data())).sort(compareHeroes);
      }),

    get: (id) =>
      mapErrors({ subject: THIS_HERO }, async () => {
        const snapshot = await getDoc(heroDoc(id));
        if (!snapshot.exists()) throw notFound(THIS_HERO);
        return heroFromDoc(snapshot.id, snapshot.data());
      }),

    async create(input) {
      await requireAdmin(services);
      const hero = parseOrInvalid((await heroRules()).heroInputSchema, input);
      // Spec §5: an image is required when adding a hero (editing may keep or drop it).
      if (!hero.imagePath) throw invalid(IMAGE_REQUIRED, { imagePath: IMAGE_REQUIRED });
      return mapErrors(WRITE, async () => {
        const image = await storedImageUrl(services, hero.imagePath, 'heroes');
        const ref = doc(collection(db(), HEROES));
        const data = newHeroDoc(hero, image, nowIso());
        await setDoc(ref, data);
        return heroFromDoc(ref.id, data);
      });
    },

    async update(id, input, baseVersion) {
      await requireAdmin(services);
      const hero = parseOrInvalid((await heroRules()).heroInputSchema, input);
      const ref = heroDoc(id);
      const { updated, replacedPath } = await mapErrors(WRITE, () =>
        runTransaction(db(), async (transaction) => {
          const snapshot = await transaction.get(ref);
          if (!snapshot.exists()) throw notFound(THIS_HERO);
          const stored = snapshot.data();
          const old = heroFromDoc(id, stored);
          if (old.version !== baseVersion) throw conflict(THIS_HERO);
          const imageChanged = hero.imagePath !== old.imagePath;
          // The stored URL is kept unless the image itself changed (spec §7).
          let image = old.imageUrl;
          if (imageChanged) {
            image = hero.imagePath ? await storedImageUrl(services, hero.imagePath, 'heroes') : '';
          }
          const now = nowIso();
          const changes = {
            ...heroContentFields(hero, image),
            tierHistory: nextTierHistory(old, hero.tier, now),
            updatedAt: now,
            version: old.version + 1,
          };
          transaction.update(ref, changes);
          return {
            updated: heroFromDoc(id, { ...stored, ...changes }),
            replacedPath: imageChanged ? old.imagePath : '',
          };
        }),
      );
      await deleteUnusedImage(services, replacedPath);
      return updated;
    },

    async remove(id) {
      await requireAdmin(services);
      const ref = heroDoc(id);
      const imagePath = await mapErrors(WRITE, () =>
        runTransaction(db(), async (transaction) => {
          const snapshot = await transaction.get(ref);
          if (!snapshot.exists()) throw notFound(THIS_HERO);
          transaction.delete(ref);
          return heroFromDoc(id, snapshot.data()).imagePath;
        }),
      );
      // Spec §7: delete the hero, then its stored image.
      await deleteUnusedImage(services, imagePath);
    },

    async importMany(data) {
      await requireAdmin(services);
      const { ImportShapeError, checkImportedHeroes, parseHeroImport } = await importRules();
      let parsed;
      try {
        parsed = parseHeroImport(data);
      } catch (error) {
        if (error instanceof ImportShapeError) throw invalid(error.message);
        throw error;
      }
      const { valid, errors } = checkImportedHeroes(parsed.heroes);
      if (valid.length) await storeImported(valid);
      return { imported: valid.length, skipped: parsed.skipped, errors };
    },
  };
}
