/**
 * The Firebase adapter (VITE_BACKEND=firebase): the SPA talks straight to Firestore, Cloud
 * Storage and Firebase Auth. Data model, admin rule and storage layout: docs/firebase.md.
 */
import type { Backend, EquipmentApi, TeamsApi } from '../contract';
import { deferredApi } from '../deferredApi';
import { createFirebaseAuth } from './auth';
import { createFirebaseBackups } from './backups';
import { createFirebaseCodes } from './codes';
import type { FirebaseBackendOptions } from './config';
import { createFirebaseGuides } from './guides';
import { createFirebaseHeroes } from './heroes';
import { lazyModule } from './lazyModule';
import { nowIso } from './documents';
import { createFirebaseMedia } from './media';
import { createFirebaseModes } from './modes';
import { createFirebaseServices } from './services';
import { recordCollection } from './recordCollection';
import { createFirebaseSettings } from './settings';

export function createFirebaseBackend(options: FirebaseBackendOptions): Backend {
  const services = createFirebaseServices(options);
  // An import reads the live equipment items by their API, declared below: its code loads then.
  const heroes = createFirebaseHeroes(services, options.sanitizerWindow, () => equipment.list());
  const codes = createFirebaseCodes(services);
  const guides = createFirebaseGuides(services, options.sanitizerWindow);
  const settings = createFirebaseSettings(services);
  const media = createFirebaseMedia(services);
  const modes = createFirebaseModes(services);
  // Teams load with their first call: a visitor who opens no team downloads none of their code.
  const teams = deferredApi<TeamsApi>(
    lazyModule(() =>
      import('./teams').then((module) =>
        module.createFirebaseTeams(services, recordCollection, options.sanitizerWindow),
      ),
    ),
    ['list', 'get', 'create', 'update', 'remove'],
  );
  // Read on the equipment pages only: its code is downloaded with the first call, not by every
  // visitor of the site (docs/decisions.md#visitor-budget), and handed what it shares with the
  // rest of the adapter (AdapterKit in equipment.ts).
  const equipment: EquipmentApi = deferredApi<EquipmentApi>(
    lazyModule(() =>
      import('./equipment').then((module) =>
        module.createFirebaseEquipment(services, settings, { recordCollection, nowIso }),
      ),
    ),
    ['list', 'get', 'create', 'update', 'remove'],
  );
  return {
    name: 'firebase',
    capabilities: { sessions: false, backups: false },
    auth: createFirebaseAuth(services),
    heroes,
    codes,
    guides,
    modes,
    teams,
    equipment,
    settings,
    media,
    // Uploads, the media library, history and the trash are for admins: their code is downloaded
    // when one first asks for it.
    files: deferredApi(
      lazyModule(() => import('./files').then((module) => module.createFirebaseFiles(services))),
      ['upload', 'remove', 'list', 'removeUnused'],
    ),
    history: deferredApi(
      lazyModule(() =>
        import('./history').then((module) =>
          module.createFirebaseHistory(services, {
            heroes,
            codes,
            guides,
            modes,
            teams,
            equipment,
            settings,
            media,
          }),
        ),
      ),
      ['versions', 'restoreVersion', 'activity', 'trash', 'listTrash', 'restoreFromTrash', 'purge'],
    ),
    backups: createFirebaseBackups(),
  };
}

export { firebaseOptionsFromEnv } from './config';
export type { FirebaseBackendOptions, FirebaseEmulators, FirebaseWebConfig } from './config';
export type { StorageKit } from './storageKit';
