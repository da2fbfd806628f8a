/**
 * `npm run dev:firebase`: the Firebase build on the local emulators, with hot reload. Runs in two
 * steps: outside, it starts `firebase emulators:exec` (Auth, Firestore, Storage of the demo
 * project, which needs no account and never reaches Google); inside, run by emulators:exec once
 * they are ready, it creates a first admin and starts Vite's dev server built for them.
 * Emulator data lives only as long as the command.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import {
  DEMO_PROJECT_ID,
  DEMO_WEB_CONFIG,
  EMULATOR_HOST,
  EMULATOR_PORTS,
  createEmulatorUser,
  emulatorSuiteStatus,
} from '../tests/support/firebaseEmulators';
import { ensureFirebaseTools, firebaseToolsEnv } from './firebaseTools';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const INSIDE = '--inside-emulators';
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

function forward(child: ReturnType<typeof spawn>, what: string) {
  child.on('error', (error) => {
    console.error(`Could not start ${what}: ${error.message}`);
    process.exitCode = 1;
  });
  child.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0);
  });
}

async function outside() {
  // Checked before installing firebase-tools: the SPA cannot work without Firestore.
  const status = await emulatorSuiteStatus();
  if (!status.available) {
    console.error(`Cannot start the Firebase emulators: ${status.reason}`);
    process.exit(1);
  }
  let firebase: string;
  try {
    firebase = await ensureFirebaseTools();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const inner = `npx tsx scripts/devFirebase.ts ${INSIDE}`;
  const child = spawn(
    firebase,
    ['emulators:exec', '--project', DEMO_PROJECT_ID, '--only', 'auth,firestore,storage', inner],
    { cwd: ROOT, stdio: 'inherit', env: firebaseToolsEnv() },
  );
  forward(child, 'firebase-tools');
}

async function inside() {
  const authHost =
    process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`;
  const password = randomBytes(9).toString('base64url');
  await createEmulatorUser(authHost, ADMIN_EMAIL, password, { admin: true });
  console.log(
    `\nSign in at http://${EMULATOR_HOST}:${VITE_PORT}/logmin as ${ADMIN_EMAIL} with the password ${password} (an emulator account: it and all data vanish when this command stops).\n`,
  );
  const vite = spawn(
    'npx',
    ['vite', '--host', EMULATOR_HOST, '--port', String(VITE_PORT), '--strictPort'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...FIREBASE_ENV },
    },
  );
  forward(vite, 'Vite');
}

try {
  await (process.argv.includes(INSIDE) ? inside() : outside());
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
