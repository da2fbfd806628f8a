import { runTransaction, writeBatch } from 'firebase/firestore/lite';
import { BackendError, conflict } from '../../domain/errors';
import type { HeroInput } from '../../domain/hero';
import type { ImportPlan, PlannedUpdate } from '../../domain/heroImportPlanTypes';
import { keptCreatedAt, versionOf } from './converters';
import { heroFromDoc } from './heroDocReads';
import { nowIso } from './documents';
import { toBackendError } from './errors';
import type { RecordWrites } from './recordWrites';
import { recordVersion, revisionDoc, versionRef } from './revisions';
import type { FirebaseServices } from './services';

/**
 * Heroes per batch: Firestore allows 500 writes but also at most 10 MiB per request, and 100
 * heroes at the largest sizes the rules accept, each with its first version in history, stay well
 * under that.
 */
const BATCH_LIMIT = 100;

/**
 * Writes an import's plan: new heroes in batches, then every update in one transaction. Firestore
 * has no transaction that large for the new heroes, so when anything fails the batches already
 * committed are deleted again: like our server, an import lands whole or not at all. Only if that
 * clean-up fails too does the message say how many heroes remain.
 */
export async function storeImport(
  services: FirebaseServices,
  heroes: RecordWrites<'heroes'>,
  plan: ImportPlan,
  author: string,
  urls: Map<string, string>,
  /** The stored files a hero shows (src/domain/heroFiles.ts), listed on its document. */
  filesOf: (hero: HeroInput) => string[],
) {
  const db = () => services.firestore();
  const now = nowIso();
  const committed: string[] = [];
  try {
    for (let start = 0; start < plan.creates.length; start += BATCH_LIMIT) {
      const batch = writeBatch(db());
      const ids: string[] = [];
      for (const hero of plan.creates.slice(start, start + BATCH_LIMIT)) {
        const ref = heroes.collection.newRef();
        const files = { url: urls.get(hero.imagePath) ?? '', images: filesOf(hero) };
        const data = await heroes.newDocument(hero, files, now);
        batch.set(ref, data);
        recordVersion(batch, db(), heroes.history(ref.id), data, 1, 'created', author);
        ids.push(ref.id);
      }
      await batch.commit();
      committed.push(...ids);
    }
    if (plan.updates.length) {
      await storeUpdates(services, heroes, plan.updates, author, urls, filesOf);
    }
  } catch (error) {
    const mapped = toBackendError(error, heroes.collection.write);
    const left = await removeImported(services, heroes, committed);
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
function storeUpdates(
  services: FirebaseServices,
  heroes: RecordWrites<'heroes'>,
  updates: PlannedUpdate[],
  author: string,
  urls: Map<string, string>,
  filesOf: (hero: HeroInput) => string[],
) {
  const db = () => services.firestore();
  return runTransaction(db(), async (transaction) => {
    const snapshots = await Promise.all(
      updates.map((update) => transaction.get(heroes.collection.ref(update.id))),
    );
    const kept = await Promise.all(
      updates.map((update) =>
        transaction.get(versionRef(db(), 'heroes', update.id, update.version)),
      ),
    );
    const now = nowIso();
    for (const [index, update] of updates.entries()) {
      const snapshot = snapshots[index]!;
      const stored = snapshot.data();
      if (!stored || versionOf(stored) !== update.version) throw conflict(update.name);
      const old = heroFromDoc(update.id, stored);
      const url =
        update.hero.imagePath === old.imagePath
          ? old.imageUrl
          : (urls.get(update.hero.imagePath) ?? '');
      const version = update.version + 1;
      const files = { url, images: filesOf(update.hero) };
      const data = {
        ...(await heroes.document(update.hero, files, { data: stored, item: old }, now)),
        ...keptCreatedAt(stored),
        version,
      };
      const history = heroes.history(update.id);
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
    }
  });
}

/** Deletes heroes an import stored, with their history; returns how many could not be deleted. */
async function removeImported(
  services: FirebaseServices,
  heroes: RecordWrites<'heroes'>,
  ids: string[],
): Promise<number> {
  const db = () => services.firestore();
  let left = ids.length;
  for (let start = 0; start < ids.length; start += BATCH_LIMIT) {
    const batch = writeBatch(db());
    const chunk = ids.slice(start, start + BATCH_LIMIT);
    for (const id of chunk) {
      batch.delete(heroes.collection.ref(id));
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
