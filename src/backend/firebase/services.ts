import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import type { AuthKit } from './authKit';
import type { FirebaseBackendOptions } from './config';
import { lazyModule } from './lazyModule';
import type { StorageKit } from './storageKit';

/**
 * The Firebase services of one backend instance (one FirebaseApp). Firestore Lite is what every
 * visitor needs, so it ships in the adapter's chunk; Auth and Storage are loaded with `import()`
 * the first time they are needed, so visitors never download them. A failed download is reported
 * as a BackendError and tried again on the next call.
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
  const authStartListeners = new Set<() => void>();
  const auth = lazyModule(
    () => import('./authKit').then((module) => module.createAuthKit(app, emulators)),
    () => {
      for (const listener of [...authStartListeners]) listener();
    },
  );
  const storage = lazyModule(
    options.storageKit ??
      (() => import('./storageKit').then((module) => module.createStorageKit(app, emulators))),
  );

  return {
    firestore() {
      if (!firestore) {
        firestore = getFirestore(app);
        if (emulators) connectFirestoreEmulator(firestore, emulators.host, emulators.firestorePort);
      }
      return firestore;
    },
    auth,
    authIfStarted: auth.ifStarted,
    onAuthStart(listener) {
      authStartListeners.add(listener);
      return () => authStartListeners.delete(listener);
    },
    storage,
  };
}
