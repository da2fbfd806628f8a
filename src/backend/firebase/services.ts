import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import type { AuthKit } from './authKit';
import type { FirebaseBackendOptions } from './config';
import { toBackendError } from './errors';
import type { StorageKit } from './storageKit';

/**
 * The Firebase services of one backend instance (one FirebaseApp). Firestore Lite is what every
 * visitor needs, so it ships in the adapter's chunk; Auth and Storage are loaded with `import()`
 * the first time they are needed, so visitors never download them.
 */
export interface FirebaseServices {
  firestore(): Firestore;
  /** Auth, loading the SDK on the first call. */
  auth(): Promise<AuthKit>;
  /** Auth if something already asked for it; null while it was never needed. */
  authIfStarted(): Promise<AuthKit> | null;
  /** Calls `listener` when Auth starts loading (a sign-in in this tab, say). */
  onAuthStart(listener: () => void): () => void;
  storage(): Promise<StorageKit>;
}

export function createFirebaseServices(options: FirebaseBackendOptions): FirebaseServices {
  const app: FirebaseApp = initializeApp(options.config, options.appName);
  const emulators = options.emulators ?? null;
  let firestore: Firestore | null = null;
  let auth: Promise<AuthKit> | null = null;
  let storage: Promise<StorageKit> | null = null;
  const authStartListeners = new Set<() => void>();

  return {
    firestore() {
      if (!firestore) {
        firestore = getFirestore(app);
        if (emulators) connectFirestoreEmulator(firestore, emulators.host, emulators.firestorePort);
      }
      return firestore;
    },

    auth() {
      if (!auth) {
        auth = import('./authKit')
          .then((module) => module.createAuthKit(app, emulators))
          .catch((error: unknown) => {
            // A chunk that failed to download (offline) may load on the next attempt; a failed
            // set-up is reported as a BackendError like every other failure.
            auth = null;
            throw toBackendError(error);
          });
        for (const listener of [...authStartListeners]) listener();
      }
      return auth;
    },

    authIfStarted: () => auth,

    onAuthStart(listener) {
      authStartListeners.add(listener);
      return () => authStartListeners.delete(listener);
    },

    storage() {
      storage ??= import('./storageKit')
        .then((module) => module.createStorageKit(app, emulators))
        .catch((error: unknown) => {
          storage = null;
          throw toBackendError(error);
        });
      return storage;
    },
  };
}
