import { runTransaction, writeBatch } from 'firebase/firestore/lite';
import type { HeroesApi } from '../contract';
import { BackendError, conflict } from '../../domain/errors';
import { compareHeroes } from '../../domain/hero';
import type { ImportPlan, PlannedUpdate } from '../../domain/heroImportPlan';
import { parseOrInvalid } from '../../domain/validation';
import { adminEmail } from './adminGuard';
import {
  heroContentFields,
  heroFromDoc,
  keptCreatedAt,
  newHeroDoc,
  nextTierHistory,
  versionOf,
} from './converters';
import { heroHistory } from './historyOf';
import { nowIso } from './documents';
import { toBackendError } from './errors';
import { lazyModule } from './lazyModule';
import { recordCollection } from './recordCollection';
import { recordVersion, revisionDoc, versionRef } from './revisions';
import type { FirebaseServices } from './services';
import { storedImageUrl } from './storedImages';
import type { WriteBy } from './versionedWrite';

const THIS_HERO = 'This hero';
/**
 * Heroes per batch: Firestore allows 500 writes but also at most 10 MiB per request, and 100
 * heroes at the largest sizes the rules accept, each with its first version in history, stay well
 * under that.
 */
const BATCH_LIMIT = 100;

/** The zod schemas are downloaded by the first write, not by every visitor. */
const heroRules = lazyModule(() => import('../../domain/heroSchema'));
const importRules = lazyModule(() => import('../../domain/heroImportPlan'));

export function createFirebaseHeroes(services: FirebaseServices): HeroesApi {
  const db = () => services.firestore();
  const heroes = recordCollection(services, 'heroes', THIS_HERO, heroFromDoc, heroHistory);

  /**
   * Writes an import's plan: new heroes in batches, then every update in one transaction. Firestore
   * has no transaction that large for the new heroes, so when anything fails the batches already
   * committed are deleted again: like our server, an import lands whole or not at all. Only if that
   * clean-up fails too does the message say how many heroes remain.
   */
  async function storeImport(plan: ImportPlan, author: string, urls: Map<string, string>) {
    const now = nowIso();
    const committed: string[] = [];
    try {
      for (let start = 0; start < plan.creates.length; start += BATCH_LIMIT) {
        const batch = writeBatch(db());
        const ids: string[] = [];
        for (const hero of plan.creates.slice(start, start + BATCH_LIMIT)) {
          const ref = heroes.newRef();
          const data = newHeroDoc(hero, urls.get(hero.imagePath) ?? '', now);
          batch.set(ref, data);
          recordVersion(batch, db(), heroHistory(ref.id), data, 1, 'created', author);
          ids.push(ref.id);
        }
        await batch.commit();
        committed.push(...ids);
      }
      if (plan.updates.length) await storeUpdates(plan.updates, author, urls);
    } catch (error) {
      const mapped = toBackendError(error, heroes.write);
      const left = await removeImported(committed);
      if (left === 0) throw mapped;
      throw new BackendError(
        mapped.code,
        `${mapped.message} ${left} of ${plan.creates.length} heroes were stored before this failure and could not be removed again.`,
        mapped.fieldErrors,
      );
    }
  }

  /**
   * The updates of an import in one transaction, each written as an edit writes it (new version,
   * the replaced one kept in history first when it is not yet, tier history). A hero saved since
   * the plan was made is a conflict. A transaction reads everything before it writes.
   */
  function storeUpdates(updates: PlannedUpdate[], author: string, urls: Map<string, string>) {
    return runTransaction(db(), async (transaction) => {
      const snapshots = await Promise.all(
        updates.map((update) => transaction.get(heroes.ref(update.id))),
      );
      const kept = await Promise.all(
        updates.map((update) =>
          transaction.get(versionRef(db(), 'heroes', update.id, update.version)),
        ),
      );
      const now = nowIso();
      updates.forEach((update, index) => {
        const snapshot = snapshots[index]!;
        const stored = snapshot.data();
        if (!stored || versionOf(stored) !== update.version) throw conflict(update.name);
        const old = heroFromDoc(update.id, stored);
        const image =
          update.hero.imagePath === old.imagePath
            ? old.imageUrl
            : (urls.get(update.hero.imagePath) ?? '');
        const version = update.version + 1;
        const data = {
          ...heroContentFields(update.hero, image),
          tierHistory: nextTierHistory(old, update.hero.tier, now),
          updatedAt: now,
          ...keptCreatedAt(stored),
          version,
        };
        const history = heroHistory(update.id);
        if (!kept[index]!.exists()) {
          const action = update.version <= 1 ? 'created' : 'updated';
          const at = history.writtenAt(stored) || now;
          transaction.set(
            versionRef(db(), 'heroes', update.id, update.version),
            revisionDoc(history, stored, update.version, action, '', at),
          );
        }
        recordVersion(transaction, db(), history, data, version, 'updated', author);
        transaction.set(snapshot.ref, data);
      });
    });
  }

  /** Deletes heroes an import stored, with their history; returns how many could not be deleted. */
  async function removeImported(ids: string[]): Promise<number> {
    let left = ids.length;
    for (let start = 0; start < ids.length; start += BATCH_LIMIT) {
      const batch = writeBatch(db());
      const chunk = ids.slice(start, start + BATCH_LIMIT);
      for (const id of chunk) {
        batch.delete(heroes.ref(id));
        batch.delete(versionRef(db(), 'heroes', id, 1));
      }
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
    list: async () => (await heroes.list()).sort(compareHeroes),

    get: (id) => heroes.get(id),

    async create(input) {
      const author = await adminEmail(services);
      const hero = parseOrInvalid((await heroRules()).heroCreateSchema, input);
      const image = await storedImageUrl(services, hero.imagePath, 'heroes');
      return heroes.add(newHeroDoc(hero, image, nowIso()), { author });
    },

    async update(id, input, baseVersion, by?: Pick<WriteBy, 'action'>) {
      const author = await adminEmail(services);
      const hero = parseOrInvalid((await heroRules()).heroInputSchema, input);
      const write = { author, ...by };
      const { record } = await heroes.update(
        id,
        baseVersion,
        async (stored) => {
          const old = heroFromDoc(id, stored);
          // The stored URL is kept unless the image itself changed.
          let image = old.imageUrl;
          if (hero.imagePath !== old.imagePath) {
            image = hero.imagePath ? await storedImageUrl(services, hero.imagePath, 'heroes') : '';
          }
          const now = nowIso();
          return {
            ...heroContentFields(hero, image),
            tierHistory: nextTierHistory(old, hero.tier, now),
            updatedAt: now,
          };
        },
        write,
      );
      // The earlier image stays: the version kept in history still shows it.
      return record;
    },

    /** Into the trash: the image stays until the hero is purged (history.ts). */
    async remove(id) {
      await heroes.remove(id, { author: await adminEmail(services) });
    },

    async previewImport(data, imageFiles = []) {
      await adminEmail(services);
      const { previewImport } = await importRules();
      return previewImport(data, await heroes.list(), imageFiles);
    },

    async importMany(data, images = {}) {
      const author = await adminEmail(services);
      const { importHeroes, imagesOfPlan } = await importRules();
      return importHeroes(data, await heroes.list(), images, async (plan) => {
        const urls = new Map<string, string>();
        for (const path of imagesOfPlan(plan, images)) {
          urls.set(path, await storedImageUrl(services, path, 'heroes'));
        }
        await storeImport(plan, author, urls);
      });
    },
  };
}
