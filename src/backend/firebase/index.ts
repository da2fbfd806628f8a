/**
 * The Firebase adapter (VITE_BACKEND=firebase): the SPA talks straight to Firestore, Cloud
 * Storage and Firebase Auth. Data model, admin rule and storage layout: docs/firebase.md.
 */
import type { Backend, HistoryApi } from '../contract';
import { createFirebaseAuth } from './auth';
import { createFirebaseBackups } from './backups';
import { createFirebaseCodes } from './codes';
import type { FirebaseBackendOptions } from './config';
import { createFirebaseFiles } from './files';
import { createFirebaseGuides } from './guides';
import { createFirebaseHeroes } from './heroes';
import type { RestoreTargets } from './history';
import { lazyModule } from './lazyModule';
import { createFirebaseMedia } from './media';
import { createFirebaseServices } from './services';
import { createFirebaseSettings } from './settings';

/** History is for admins' pages: its code is downloaded when one first asks for it. */
function lazyHistory(
  services: ReturnType<typeof createFirebaseServices>,
  targets: RestoreTargets,
): HistoryApi {
  const api = lazyModule(() =>
    import('./history').then((module) => module.createFirebaseHistory(services, targets)),
  );
  return {
    versions: async (...args) => (await api()).versions(...args),
    restoreVersion: async (...args) => (await api()).restoreVersion(...args),
    activity: async (...args) => (await api()).activity(...args),
    trash: async () => (await api()).trash(),
    restoreFromTrash: async (...args) => (await api()).restoreFromTrash(...args),
    purge: async (...args) => (await api()).purge(...args),
  };
}

export function createFirebaseBackend(options: FirebaseBackendOptions): Backend {
  const services = createFirebaseServices(options);
  const heroes = createFirebaseHeroes(services, options.sanitizerWindow);
  const codes = createFirebaseCodes(services);
  const guides = createFirebaseGuides(services, options.sanitizerWindow);
  const settings = createFirebaseSettings(services);
  const media = createFirebaseMedia(services);
  return {
    name: 'firebase',
    capabilities: { sessions: false, backups: false },
    auth: createFirebaseAuth(services),
    heroes,
    codes,
    guides,
    settings,
    media,
    files: createFirebaseFiles(services),
    history: lazyHistory(services, { heroes, codes, guides, settings, media }),
    backups: createFirebaseBackups(),
  };
}

export { firebaseOptionsFromEnv } from './config';
export type { FirebaseBackendOptions, FirebaseEmulators, FirebaseWebConfig } from './config';
export type { StorageKit } from './storageKit';
