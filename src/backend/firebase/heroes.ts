import { collection, doc, getDoc, getDocs, setDoc, writeBatch } from 'firebase/firestore/lite';
import type { HeroesApi } from '../contract';
import { BackendError, notFound } from '../../domain/errors';
import { compareHeroes, type HeroInput } from '../../domain/hero';
import { parseOrInvalid } from '../../domain/validation';
import { requireAdmin } from './adminGuard';
import {
  heroContentFields,
  heroFromDoc,
  keptCreatedAt,
  newHeroDoc,
  nextTierHistory,
} from './converters';
import { documentIn, nowIso } from './documents';
import { mapErrors, toBackendError } from './errors';
import { lazyModule } from './lazyModule';
import { removeDocument } from './removeDocument';
import type { FirebaseServices } from './services';
import { deleteReplacedImage, deleteUnusedImage, storedImageUrl } from './storedImages';
import { versionedWrite } from './versionedWrite';

const HEROES = 'heroes';
const THIS_HERO = 'This hero';
const WRITE = { subject: THIS_HERO, signedIn: true };
/**
 * Heroes per batch: Firestore allows 500 writes but also at most 10 MiB per request, and 100
 * heroes at the largest sizes the rules accept stay well under that.
 */
const BATCH_LIMIT = 100;

/** The zod schemas are downloaded by the first write, not by every visitor. */
const heroRules = lazyModule(() => import('../../domain/heroSchema'));
const importRules = lazyModule(() => import('../../domain/heroImport'));

export function createFirebaseHeroes(services: FirebaseServices): HeroesApi {
  const db = () => services.firestore();
  const heroDoc = (id: string) => documentIn(db(), HEROES, id, THIS_HERO);

  /**
   * Writes imported heroes in batches. Firestore has no transaction that large, so when a batch
   * fails the batches already committed are deleted again: like our server, an import lands whole
   * or not at all. Only if that clean-up fails too does the message say how many heroes remain.
   */
  async function storeImported(heroes: HeroInput[]): Promise<void> {
    const now = nowIso();
    const committed: string[] = [];
    try {
      for (let start = 0; start < heroes.length; start += BATCH_LIMIT) {
        const batch = writeBatch(db());
        const ids: string[] = [];
        for (const hero of heroes.slice(start, start + BATCH_LIMIT)) {
          const ref = doc(collection(db(), HEROES));
          batch.set(ref, newHeroDoc(hero, '', now));
          ids.push(ref.id);
        }
        await batch.commit();
        committed.push(...ids);
      }
    } catch (error) {
      const mapped = toBackendError(error, WRITE);
      const left = await removeImported(committed);
      if (left === 0) throw mapped;
      throw new BackendError(
        mapped.code,
        `${mapped.message} ${left} of ${heroes.length} heroes were stored before this failure and could not be removed again.`,
        mapped.fieldErrors,
      );
    }
  }

  /** Deletes heroes an import stored; returns how many could not be deleted. */
  async function removeImported(ids: string[]): Promise<number> {
    let left = ids.length;
    for (let start = 0; start < ids.length; start += BATCH_LIMIT) {
      const batch = writeBatch(db());
      const chunk = ids.slice(start, start + BATCH_LIMIT);
      for (const id of chunk) batch.delete(doc(db(), HEROES, id));
      try {
        await batch.commit();
        left -= chunk.length;
      } catch {
        // The count below tells the admin what remains; the original failure is the one to show.
      }
    }
    return left;
  }

  return {
    list: () =>
      mapErrors({}, async () => {
        const snapshot = await getDocs(collection(db(), HEROES));
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
      const hero = parseOrInvalid((await heroRules()).heroCreateSchema, input);
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
      const { record, replaced } = await versionedWrite({
        ref: heroDoc(id),
        subject: THIS_HERO,
        baseVersion,
        async fields(stored) {
          const old = heroFromDoc(id, stored);
          // The stored URL is kept unless the image itself changed (spec §7).
          let image = old.imageUrl;
          if (hero.imagePath !== old.imagePath) {
            image = hero.imagePath ? await storedImageUrl(services, hero.imagePath, 'heroes') : '';
          }
          const now = nowIso();
          return {
            ...heroContentFields(hero, image),
            tierHistory: nextTierHistory(old, hero.tier, now),
            ...keptCreatedAt(stored),
            updatedAt: now,
          };
        },
        read: (data) => heroFromDoc(id, data),
      });
      await deleteReplacedImage(services, heroFromDoc(id, replaced).imagePath, hero.imagePath);
      return record;
    },

    async remove(id) {
      await requireAdmin(services);
      const removed = await removeDocument(heroDoc(id), THIS_HERO);
      // Spec §7: delete the hero, then its stored image.
      await deleteUnusedImage(services, heroFromDoc(id, removed).imagePath);
    },

    async importMany(data) {
      await requireAdmin(services);
      const { importHeroes } = await importRules();
      return importHeroes(data, storeImported);
    },
  };
}
