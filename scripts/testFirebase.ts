/**
 * `npm run test:firebase`: the rules tests and the whole backend contract against the Auth,
 * Firestore and Storage emulators, which `firebase emulators:exec` starts around Vitest's
 * `firebase` project (it sets FIRESTORE_EMULATOR_HOST and friends for it). Extra arguments go to
 * Vitest, e.g. `npm run test:firebase -- tests/firebase/firestore.rules.test.ts`.
 *
 * Exits with NOT_RUN when this machine cannot run the emulator suite, so that `npm test` can say
 * so in one line and go on without counting these tests as passed.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEMO_PROJECT_ID, emulatorSuiteStatus } from '../tests/support/firebaseEmulators';
import { ensureFirebaseTools, firebaseToolsEnv } from './firebaseTools';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NOT_RUN = 3;

/** emulators:exec runs its script through a shell: quote each argument for it. */
const shellQuote = (arg: string) => `'${arg.replaceAll("'", "'\\''")}'`;

// Checked before installing firebase-tools: no point downloading it for a suite that cannot start.
const status = await emulatorSuiteStatus();
if (!status.available) {
  console.error(
    `Firebase emulator tests (security rules, full backend contract) not run: ${status.reason}`,
  );
  process.exit(NOT_RUN);
}

let firebase: string;
try {
  firebase = await ensureFirebaseTools();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const vitest = ['npx', 'vitest', 'run', '--project', 'firebase', ...process.argv.slice(2)];
const child = spawn(
  firebase,
  [
    'emulators:exec',
    '--project',
    DEMO_PROJECT_ID,
    '--only',
    'auth,firestore,storage',
    vitest.map(shellQuote).join(' '),
  ],
  { cwd: ROOT, stdio: 'inherit', env: firebaseToolsEnv() },
);
child.on('error', (error) => {
  console.error(`Could not start firebase-tools: ${error.message}`);
  process.exitCode = 1;
});
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
