import { BackendError } from '../../domain/errors';
import type { FirebaseEmulators } from './emulators';
import type { StorageKit } from './storageKit';

export type { FirebaseEmulators } from './emulators';

/** The web app config from the Firebase console (public values: the rules guard the data). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  appId: string;
  messagingSenderId?: string;
}

export interface FirebaseBackendOptions {
  config: FirebaseWebConfig;
  emulators?: FirebaseEmulators | null;
  /** Firebase app name; tests make one backend per simulated browser, each with its own auth state. */
  appName?: string;
  /** Window for the guide-HTML sanitizer (DOMPurify); defaults to the global window. Node tests pass jsdom's. */
  sanitizerWindow?: Window;
  /**
   * Stands in for Cloud Storage; defaults to the Storage SDK. Tests pass an in-memory bucket on
   * machines where the Storage emulator cannot run.
   */
  storageKit?: () => Promise<StorageKit>;
}

type Env = Record<string, string | boolean | undefined>;

const REQUIRED = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
] as const;

/** The ports `firebase init emulators` suggests, which firebase.json keeps. */
export const DEFAULT_EMULATOR_PORTS = { authPort: 9099, firestorePort: 8080, storagePort: 9199 };
const DEFAULT_EMULATOR_HOST = '127.0.0.1';

const textOf = (value: string | boolean | undefined) =>
  typeof value === 'string' ? value.trim() : '';

/** "true" means the emulators on this machine; any other non-empty value names their host. */
function emulatorsFrom(value: string | boolean | undefined): FirebaseEmulators | null {
  if (value === true) return { host: DEFAULT_EMULATOR_HOST, ...DEFAULT_EMULATOR_PORTS };
  const text = textOf(value);
  if (!text || text === 'false' || text === '0') return null;
  const host = text === 'true' || text === '1' ? DEFAULT_EMULATOR_HOST : text;
  return { host, ...DEFAULT_EMULATOR_PORTS };
}

/**
 * The adapter's options from the build's VITE_FIREBASE_* variables. A build missing any of them
 * could never reach Firebase, so it fails at start-up naming all of them at once.
 */
export function firebaseOptionsFromEnv(env: Env): FirebaseBackendOptions {
  const missing = REQUIRED.filter((name) => !textOf(env[name]));
  if (missing.length) {
    throw new BackendError(
      'unavailable',
      `The Firebase configuration is incomplete: set ${missing.join(', ')} when building.`,
    );
  }
  const config: FirebaseWebConfig = {
    apiKey: textOf(env.VITE_FIREBASE_API_KEY),
    authDomain: textOf(env.VITE_FIREBASE_AUTH_DOMAIN),
    projectId: textOf(env.VITE_FIREBASE_PROJECT_ID),
    storageBucket: textOf(env.VITE_FIREBASE_STORAGE_BUCKET),
    appId: textOf(env.VITE_FIREBASE_APP_ID),
  };
  const senderId = textOf(env.VITE_FIREBASE_MESSAGING_SENDER_ID);
  if (senderId) config.messagingSenderId = senderId;
  return { config, emulators: emulatorsFrom(env.VITE_FIREBASE_EMULATORS) };
}
