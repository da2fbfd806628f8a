/**
 * `npm run dev:firebase`: the Firebase build on the local emulators, with hot reload. Starts the
 * Auth and Firestore emulators of the demo project (no account needed, nothing reaches Google)
 * and Storage where this machine can run it (tests/support/firebaseEmulators.ts finds what it
 * has), creates a first admin, then Vite's dev server built for them. Emulator data lives only as
 * long as the command.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import {
  DEMO_WEB_CONFIG,
  EMULATOR_HOST,
  EMULATOR_PORTS,
  createEmulatorUser,
  emulatorSuitePlan,
  startEmulatorSuite,
} from '../tests/support/firebaseEmulators';
import { ensureFirebaseTools } from './firebaseTools';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const VITE_PORT = 5173;
const ADMIN_EMAIL = 'admin@example.com';

/** The demo project's web config, as the Vite build reads it. */
const FIREBASE_ENV = {
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_EMULATORS: 'true',
  VITE_FIREBASE_PROJECT_ID: DEMO_WEB_CONFIG.projectId,
  VITE_FIREBASE_API_KEY: DEMO_WEB_CONFIG.apiKey,
  VITE_FIREBASE_AUTH_DOMAIN: DEMO_WEB_CONFIG.authDomain,
  VITE_FIREBASE_STORAGE_BUCKET: DEMO_WEB_CONFIG.storageBucket,
  VITE_FIREBASE_APP_ID: DEMO_WEB_CONFIG.appId,
  // Set, and empty, so a real value in .env cannot mix into the demo config.
  VITE_FIREBASE_MESSAGING_SENDER_ID: '',
};

async function main() {
  // Checked before installing firebase-tools: the SPA cannot work without Firestore.
  const found = await emulatorSuitePlan();
  if (!found.available) throw new Error(`Cannot start the Firebase emulators: ${found.reason}`);
  await ensureFirebaseTools();
  const plan = await emulatorSuitePlan();
  if (!plan.available) throw new Error(`Cannot start the Firebase emulators: ${plan.reason}`);
  if (plan.storageMissing) {
    console.log(
      `Storage is left out: ${plan.storageMissing}. Everything but uploads works; an upload fails with a network error.`,
    );
  }
  // The SDK's default emulator ports (as in firebase.json), which VITE_FIREBASE_EMULATORS means.
  const suite = await startEmulatorSuite(plan, EMULATOR_PORTS);
  let vite: ChildProcess | null = null;
  let stopping = false;
  /** Vite and the emulators end together, however the command is stopped. */
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Vite runs in a process group of its own (npx starts it as a grandchild): end all of it.
    if (vite?.pid !== undefined && vite.exitCode === null) {
      try {
        process.kill(-vite.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    void suite.stop().finally(() => process.exit(process.exitCode ?? 0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  const password = randomBytes(9).toString('base64url');
  await createEmulatorUser(suite.env.FIREBASE_AUTH_EMULATOR_HOST!, ADMIN_EMAIL, password, {
    admin: true,
  });
  console.log(
    `\nSign in at http://${EMULATOR_HOST}:${VITE_PORT}/logmin as ${ADMIN_EMAIL} with the password ${password} (an emulator account: it and all data vanish when this command stops).\n`,
  );
  vite = spawn(
    'npx',
    ['vite', '--host', EMULATOR_HOST, '--port', String(VITE_PORT), '--strictPort'],
    { cwd: ROOT, stdio: 'inherit', detached: true, env: { ...process.env, ...FIREBASE_ENV } },
  );
  vite.once('error', (error) => {
    console.error(`Could not start Vite: ${error.message}`);
    process.exitCode = 1;
    stop();
  });
  vite.once('exit', (code, signal) => {
    if (!stopping) process.exitCode = code ?? (signal ? 1 : 0);
    stop();
  });
}

try {
  await main();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
