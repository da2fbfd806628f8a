import {
  collection,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  startAfter,
  where,
  writeBatch,
  type DocumentData,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import type { HistoryApi } from '../contract';
import { conflict, notFound } from '../../domain/errors';
import {
  ACTIVITY_PAGE,
  purgeCutoff,
  purgeDate,
  versionsPastRetention,
  type ActivityEntry,
  type HistoryCollection,
  type Revision,
  type TrashCollection,
  type TrashEntry,
} from '../../domain/history';
import type { RestoreSavers } from '../../domain/historySchema';
import { declarationOf, RECORD_KINDS } from '../../domain/kinds';
import { adminEmail, requireAdmin } from './adminGuard';
import { versionOf } from './converters';
import { documentIn, nowIso } from './documents';
import { mapErrors } from './errors';
import { deleteUnusedImage } from './imageUsages';
import { lazyModule } from './lazyModule';
import { urlFieldOf } from './recordDocs';
import {
  eventRef,
  itemKey,
  recordVersion,
  revisionDoc,
  REVISIONS,
  TRASH,
  trashRef,
  type RevisionDoc,
} from './revisions';
import type { FirebaseServices } from './services';
import type { LazyWrites } from './writes';

/** The schemas come with the first restore, not with every visitor's page. */
const contentRules = lazyModule(() => import('../../domain/historySchema'));

/** Writes per batch, under Firestore's 500. */
const BATCH_LIMIT = 400;

function entryFromDoc(id: string, data: DocumentData): ActivityEntry {
  const stored = data as RevisionDoc;
  return {
    id,
    collection: stored.collection,
    itemId: stored.itemId,
    version: stored.version,
    action: stored.action,
    label: stored.label,
    author: stored.author,
    at: stored.at,
  };
}

const revisionFromDoc = (id: string, data: DocumentData): Revision => ({
  ...entryFromDoc(id, data),
  content: data.content ?? null,
  imageUrls: (data.imageUrls ?? {}) as Record<string, string>,
});

const newestFirst = (a: ActivityEntry, b: ActivityEntry) =>
  b.at.localeCompare(a.at) || b.id.localeCompare(a.id);

/**
 * History and trash on Firestore (docs/firebase.md, "History and trash"). With no server to run a
 * timer, what has been in the trash for 30 days is purged when an admin opens the trash.
 */
export function createFirebaseHistory(services: FirebaseServices, writes: LazyWrites): HistoryApi {
  const db = () => services.firestore();
  const signedIn = { signedIn: true };

  async function listTrash(): Promise<TrashEntry[]> {
    const snapshot = await getDocs(collection(db(), TRASH));
    return snapshot.docs
      .map((entry) => {
        const data = entry.data();
        return {
          collection: data.collection as TrashCollection,
          itemId: String(data.itemId),
          label: String(data.label ?? ''),
          deletedBy: String(data.deletedBy ?? ''),
          deletedAt: String(data.deletedAt),
          purgeAt: purgeDate(String(data.deletedAt)),
        };
      })
      .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
  }

  /**
   * Deletes a trashed item for good: first its trash entry with the `purged` event, in one
   * transaction (so two admins cannot both purge it, nor one restore it half-purged), then its
   * history's content, then the files nothing else shows. Should the later steps fail, the
   * leftover content only keeps files a little longer.
   */
  async function purgeOne(collectionName: TrashCollection, itemId: string, author: string) {
    const entryRef = trashRef(db(), collectionName, itemId);
    const { records } = await writes();
    const entry = await runTransaction(db(), async (transaction) => {
      const found = await transaction.get(entryRef);
      if (!found.exists()) throw notFound('This item of the trash');
      const record = (found.data().record ?? {}) as DocumentData;
      transaction.set(
        eventRef(db()),
        revisionDoc(
          records[collectionName].history(itemId),
          record,
          versionOf(record),
          'purged',
          author,
        ),
      );
      transaction.delete(entryRef);
      return found.data();
    });
    const record = (entry.record ?? {}) as DocumentData;
    const versions = await getDocs(
      query(collection(db(), REVISIONS), where('key', '==', itemKey(collectionName, itemId))),
    );
    const files = new Set<string>(entry.images ?? []);
    for (const version of versions.docs) {
      for (const path of (version.data().images ?? []) as string[]) files.add(path);
    }
    const emptied = versions.docs.filter(
      (version) => version.data().content !== null && version.data().action !== 'purged',
    );
    for (let start = 0; start < emptied.length; start += BATCH_LIMIT) {
      const batch = writeBatch(db());
      for (const version of emptied.slice(start, start + BATCH_LIMIT)) {
        batch.update(version.ref, { content: null, images: [], imageUrls: {} });
      }
      await batch.commit();
    }
    for (const path of files) await deleteUnusedImage(services, { path });
    // A hero of the upstream site kept only its image's URL, which names the file as well.
    const { image } = declarationOf(collectionName);
    const url: unknown = record[urlFieldOf(collectionName)];
    if (image && !record[image] && typeof url === 'string') {
      await deleteUnusedImage(services, { path: '', url });
    }
  }

  /**
   * Purges what is due. An entry another admin restored or purged meanwhile is skipped, and a
   * failure is only logged: the trash still opens, and the next visit tries again.
   */
  async function purgeExpired(): Promise<void> {
    const cutoff = purgeCutoff(Date.now()).toISOString();
    for (const entry of await listTrash()) {
      if (entry.deletedAt >= cutoff) continue;
      try {
        await purgeOne(entry.collection, entry.itemId, '');
      } catch (error) {
        console.warn(`Could not purge ${entry.collection}/${entry.itemId} from the trash.`, error);
      }
    }
  }

  /**
   * History retention (docs/product.md#history-retention), applied to an item's history when an
   * admin opens it: with no server to run a timer, that is when the versions past retention are
   * seen. Their content is emptied as a purge empties it, then the files nothing else shows are
   * deleted; a failure only keeps them until the next time.
   */
  async function emptyExpired(versions: QueryDocumentSnapshot[]): Promise<void> {
    const files = new Set<string>();
    for (let start = 0; start < versions.length; start += BATCH_LIMIT) {
      const batch = writeBatch(db());
      for (const version of versions.slice(start, start + BATCH_LIMIT)) {
        for (const path of (version.data().images ?? []) as string[]) files.add(path);
        batch.update(version.ref, { content: null, images: [], imageUrls: {} });
      }
      await batch.commit();
    }
    for (const path of files) await deleteUnusedImage(services, { path });
  }

  return {
    async versions(collectionName, itemId) {
      await requireAdmin(services);
      return mapErrors(signedIn, async () => {
        const snapshot = await getDocs(
          query(collection(db(), REVISIONS), where('key', '==', itemKey(collectionName, itemId))),
        );
        const revisions = snapshot.docs.map((version) =>
          revisionFromDoc(version.id, version.data()),
        );
        const expired = new Set(
          versionsPastRetention(revisions, Date.now()).map((revision) => revision.id),
        );
        if (expired.size > 0) {
          await emptyExpired(snapshot.docs.filter((version) => expired.has(version.id)));
        }
        return revisions
          .map((revision) =>
            expired.has(revision.id) ? { ...revision, content: null, imageUrls: {} } : revision,
          )
          .sort(newestFirst);
      });
    },

    async restoreVersion(collectionName: HistoryCollection, itemId, revisionId, baseVersion) {
      await requireAdmin(services);
      const ref = documentIn(db(), REVISIONS, revisionId, 'This version');
      const snapshot = await mapErrors(signedIn, () => getDoc(ref));
      const data = snapshot.data();
      if (!data || data.key !== itemKey(collectionName, itemId) || data.content == null) {
        throw notFound('This version');
      }
      const [{ restoreWith }, { records, settings, media }] = await Promise.all([
        contentRules(),
        writes(),
      ]);
      // A version of a record is put back by its kind's update, as a save of it; the settings and
      // the media slots by their own saves.
      const by = { action: 'restored' } as const;
      const savers = {
        ...Object.fromEntries(
          RECORD_KINDS.map((kind) => [
            kind,
            (input: never) => records[kind].update(itemId, input, baseVersion, by),
          ]),
        ),
        guildTable: ({ levels }) => settings.saveGuildTable(levels, baseVersion, by),
        media: ({ imagePath }) => media.setSlotImage(itemId, imagePath, baseVersion, by),
        site: (input) => settings.saveSite(input, baseVersion, by),
      } as RestoreSavers;
      await restoreWith(collectionName, data.content, savers);
    },

    async activity(after) {
      await requireAdmin(services);
      return mapErrors(signedIn, async () => {
        const snapshot = await getDocs(
          query(
            collection(db(), REVISIONS),
            orderBy('at', 'desc'),
            orderBy(documentId(), 'desc'),
            ...(after ? [startAfter(after.at, after.id)] : []),
            limit(ACTIVITY_PAGE),
          ),
        );
        return snapshot.docs.map((entry) => entryFromDoc(entry.id, entry.data()));
      });
    },

    async trash() {
      await requireAdmin(services);
      return mapErrors(signedIn, async () => {
        await purgeExpired();
        return listTrash();
      });
    },

    async listTrash() {
      await requireAdmin(services);
      return mapErrors(signedIn, listTrash);
    },

    async restoreFromTrash(collectionName, itemId) {
      const author = await adminEmail(services);
      const { records } = await writes();
      await mapErrors(signedIn, () =>
        runTransaction(db(), async (transaction) => {
          const entryRef = trashRef(db(), collectionName, itemId);
          const entry = await transaction.get(entryRef);
          if (!entry.exists()) throw notFound('This item of the trash');
          const target = documentIn(db(), collectionName, itemId, 'This item');
          if ((await transaction.get(target)).exists()) throw conflict('This item');
          const record = (entry.data().record ?? {}) as DocumentData;
          const version = versionOf(record) + 1;
          const own = records[collectionName];
          const data = own.restored(itemId, record, version, nowIso());
          const alsoWrite = await own.restoreAlso(itemId, record)?.(transaction, data, null);
          transaction.set(target, data);
          alsoWrite?.(transaction);
          transaction.delete(entryRef);
          recordVersion(transaction, db(), own.history(itemId), data, version, 'restored', author);
        }),
      );
    },

    async purge(collectionName, itemId) {
      const author = await adminEmail(services);
      await mapErrors(signedIn, () => purgeOne(collectionName, itemId, author));
    },
  };
}
