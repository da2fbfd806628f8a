/**
 * The Firebase adapter (VITE_BACKEND=firebase): the SPA talks straight to Firestore, Cloud
 * Storage and Firebase Auth. Data model, admin rule and storage layout: docs/firebase.md.
 */
import type { Backend, EquipmentApi, RecordApi, TeamsApi } from '../contract';
import { RECORD_FIELDS, type StoredKind } from '../../domain/recordFields';
import { deferredApi } from '../deferredApi';
import { createFirebaseAuth } from './auth';
import { createFirebaseBackups } from './backups';
import { createFirebaseCodes } from './codes';
import type { FirebaseBackendOptions } from './config';
import { createFirebaseGuides } from './guides';
import { createFirebaseHeroes } from './heroes';
import { lazyModule } from './lazyModule';
import { createFirebaseMedia } from './media';
import { createFirebaseModes } from './modes';
import { createFirebaseServices, type FirebaseServices } from './services';
import { createFirebaseSettings } from './settings';
import type { LazyWrites } from './writes';

/** What every record kind's API answers (RecordApi in the contract). */
const RECORD_METHODS = ['list', 'get', 'create', 'update', 'remove'] as const;

export function createFirebaseBackend(options: FirebaseBackendOptions): Backend {
  return firebaseBackendOn(createFirebaseServices(options), options.sanitizerWindow);
}

/**
 * The adapter on the given services: createFirebaseBackend's, or those a test stands in. Guide
 * HTML is cleaned on `sanitizerWindow` (guideHtmlSanitizer.ts).
 */
export function firebaseBackendOn(services: FirebaseServices, sanitizerWindow?: Window): Backend {
  // Every write loads with an admin's first (writes.ts): no visitor downloads any
  // (docs/decisions.md#visitor-budget). An import reads the live game modes and equipment items
  // by their APIs, declared below.
  const writes: LazyWrites = lazyModule(() =>
    import('./writes').then((module) =>
      module.createFirebaseWrites(services, sanitizerWindow, {
        modes: () => modes.list(),
        equipment: () => equipment.list(),
      }),
    ),
  );
  // A record kind without a module of its own (plainRecords.ts) loads with its first call; the
  // kinds with their own rules are given below, over these.
  const plainRecords = Object.fromEntries(
    (Object.keys(RECORD_FIELDS) as StoredKind[]).map((kind) => [
      kind,
      deferredApi(
        lazyModule(() =>
          import('./plainRecords').then((module) =>
            module.createPlainRecordApi(services, kind, writes),
          ),
        ),
        RECORD_METHODS,
      ),
    ]),
  ) as { [K in StoredKind]: RecordApi<K> };
  const settings = createFirebaseSettings(services, writes);
  const modes = createFirebaseModes(services, writes);
  // Teams and equipment items load with their first call: a visitor who opens none of their pages
  // downloads none of their code.
  const teams = deferredApi<TeamsApi>(
    lazyModule(() =>
      import('./teams').then((module) => module.createFirebaseTeams(services, writes)),
    ),
    RECORD_METHODS,
  );
  const equipment: EquipmentApi = deferredApi<EquipmentApi>(
    lazyModule(() =>
      import('./equipment').then((module) =>
        module.createFirebaseEquipment(services, settings, writes),
      ),
    ),
    RECORD_METHODS,
  );
  return {
    name: 'firebase',
    capabilities: { sessions: false, backups: false },
    auth: createFirebaseAuth(services),
    ...plainRecords,
    heroes: createFirebaseHeroes(services, writes),
    codes: createFirebaseCodes(services, writes),
    guides: createFirebaseGuides(services, writes),
    modes,
    teams,
    equipment,
    settings,
    media: createFirebaseMedia(services, writes),
    // Uploads, the media library, history and the trash are for admins: their code is downloaded
    // when one first asks for it.
    files: deferredApi(
      lazyModule(() => import('./files').then((module) => module.createFirebaseFiles(services))),
      ['upload', 'remove', 'list', 'removeUnused'],
    ),
    history: deferredApi(
      lazyModule(() =>
        import('./history').then((module) => module.createFirebaseHistory(services, writes)),
      ),
      ['versions', 'restoreVersion', 'activity', 'trash', 'listTrash', 'restoreFromTrash', 'purge'],
    ),
    backups: createFirebaseBackups(),
  };
}

export { firebaseOptionsFromEnv } from './config';
export type { FirebaseBackendOptions, FirebaseEmulators, FirebaseWebConfig } from './config';
export type { StorageKit } from './storageKit';
