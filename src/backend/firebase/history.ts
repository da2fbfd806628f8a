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
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import type { HistoryApi } from '../contract';
import { conflict, notFound } from '../../domain/errors';
import type { GuideInput } from '../../domain/guide';
import type { GuildLevelEntry } from '../../domain/guildTable';
import type { SiteSettingsInput } from '../../domain/siteSettings';
import type { HeroInput } from '../../domain/hero';
import type { CodeInput } from '../../domain/code';
import type { GameModeInput } from '../../domain/gameMode';
import type { TeamInput } from '../../domain/team';
import type { EquipmentInput } from '../../domain/equipment';
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
import { adminEmail, requireAdmin } from './adminGuard';
import { versionOf } from './converters';
import { gameModeFromDoc } from './gameModeDocs';
import { documentIn, nowIso } from './documents';
import { mapErrors } from './errors';
import { codeHistory, gameModeHistory, guideHistory, heroHistory } from './historyOf';
import { equipmentHistory } from './equipmentDocs';
import { lazyModule } from './lazyModule';
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
import { deleteUnusedImage } from './imageUsages';
import { restoredDocument } from './restoredDocument';
import { teamHistory } from './teams';
import { modeNameWrite, restoreRefused } from './modeNames';
import type { AlsoInTransaction } from './versionedWrite';

/** The schemas come with the first restore, not with every visitor's page. */
const contentRules = lazyModule(() => import('../../domain/historySchema'));

/** Writes per batch, under Firestore's 500. */
const BATCH_LIMIT = 400;

type Restore = { action: 'restored' };

/** The adapter's own writes, which keep a version with the action `restored`. */
export interface RestoreTargets {
  heroes: { update(id: string, input: HeroInput, base: number, by: Restore): Promise<unknown> };
  codes: { update(id: string, input: CodeInput, base: number, by: Restore): Promise<unknown> };
  guides: { update(id: string, input: GuideInput, base: number, by: Restore): Promise<unknown> };
  modes: { update(id: string, input: GameModeInput, base: number, by: Restore): Promise<unknown> };
  teams: { update(id: string, input: TeamInput, base: number, by: Restore): Promise<unknown> };
  equipment: {
    update(id: string, input: EquipmentInput, base: number, by: Restore): Promise<unknown>;
  };
  settings: {
    saveGuildTable(levels: GuildLevelEntry[], base: number, by: Restore): Promise<unknown>;
    saveSite(input: SiteSettingsInput, base: number, by: Restore): Promise<unknown>;
  };
  media: {
    setSlotImage(slotId: string, path: string, base: number, by: Restore): Promise<unknown>;
  };
}

const HISTORY_OF = {
  heroes: heroHistory,
  codes: codeHistory,
  guides: guideHistory,
  modes: gameModeHistory,
  teams: teamHistory,
  equipment: equipmentHistory,
};

/**
 * What else a restore from the trash checks and writes in its transaction: a game mode comes back
 * among the live ones only while its name is free and the list has room, answered as a conflict
 * (docs/product.md#game-modes), and its name is listed again (modeNames.ts).
 */
const RESTORE_ALSO: Partial<
  Record<
    TrashCollection,
    (db: Firestore, itemId: string, record: DocumentData) => AlsoInTransaction
  >
> = {
  modes: (db, itemId, record) =>
    modeNameWrite(db, itemId, gameModeFromDoc(itemId, record).name, restoreRefused),
};

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
export function createFirebaseHistory(
  services: FirebaseServices,
  targets: RestoreTargets,
): HistoryApi {
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
    const history = HISTORY_OF[collectionName](itemId);
    const entry = await runTransaction(db(), async (transaction) => {
      const found = await transaction.get(entryRef);
      if (!found.exists()) throw notFound('This item of the trash');
      const record = (found.data().record ?? {}) as DocumentData;
      transaction.set(
        eventRef(db()),
        revisionDoc(history, record, versionOf(record), 'purged', author),
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
    if (collectionName === 'heroes' && !record.imagePath && typeof record.image === 'string') {
      await deleteUnusedImage(services, { path: '', url: record.image });
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
      const { restoreWith } = await contentRules();
      const by: Restore = { action: 'restored' };
      await restoreWith(collectionName, data.content, {
        heroes: (hero) => targets.heroes.update(itemId, hero, baseVersion, by),
        codes: (code) => targets.codes.update(itemId, code, baseVersion, by),
        guides: (guide) => targets.guides.update(itemId, guide, baseVersion, by),
        modes: (mode) => targets.modes.update(itemId, mode, baseVersion, by),
        teams: (team) => targets.teams.update(itemId, team, baseVersion, by),
        equipment: (item) => targets.equipment.update(itemId, item, baseVersion, by),
        guildTable: ({ levels }) => targets.settings.saveGuildTable(levels, baseVersion, by),
        media: ({ imagePath }) => targets.media.setSlotImage(itemId, imagePath, baseVersion, by),
        site: (input) => targets.settings.saveSite(input, baseVersion, by),
      });
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
      await mapErrors(signedIn, () =>
        runTransaction(db(), async (transaction) => {
          const entryRef = trashRef(db(), collectionName, itemId);
          const entry = await transaction.get(entryRef);
          if (!entry.exists()) throw notFound('This item of the trash');
          const target = documentIn(db(), collectionName, itemId, 'This item');
          if ((await transaction.get(target)).exists()) throw conflict('This item');
          const record = (entry.data().record ?? {}) as DocumentData;
          const version = versionOf(record) + 1;
          const data = restoredDocument(collectionName, itemId, record, version, nowIso());
          const also = RESTORE_ALSO[collectionName]?.(db(), itemId, record);
          const alsoWrite = await also?.(transaction, data);
          transaction.set(target, data);
          alsoWrite?.(transaction);
          transaction.delete(entryRef);
          const history = HISTORY_OF[collectionName](itemId);
          recordVersion(transaction, db(), history, data, version, 'restored', author);
        }),
      );
    },

    async purge(collectionName, itemId) {
      const author = await adminEmail(services);
      await mapErrors(signedIn, () => purgeOne(collectionName, itemId, author));
    },
  };
}
