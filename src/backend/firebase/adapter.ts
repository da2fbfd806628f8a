import type { BackendFactory } from '../contract';

/**
 * The adapter of a VITE_BACKEND=firebase build (src/backend/index.ts explains the choice). Loaded
 * with import(), so the page's first script does not wait for the Firebase SDK.
 */
export const createBackend: BackendFactory = () =>
  import('./index').then((firebase) =>
    firebase.createFirebaseBackend(firebase.firebaseOptionsFromEnv(import.meta.env)),
  );
