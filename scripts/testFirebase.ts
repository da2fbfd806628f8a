/**
 * `npm run test:firebase`: the Firestore rules tests and the backend contract against the Auth and
 * Firestore emulators, plus the Storage rules tests and the contract's upload parts where the
 * Storage emulator can run (tests/support/firebaseEmulators.ts finds what this machine has).
 * Extra arguments go to Vitest's `firebase` project, e.g.
 * `npm run test:firebase -- tests/firebase/rules` (the Firestore rules tests, a file per
 * collection).
 *
 * Exits with NOT_RUN when this machine cannot run Firestore, so that `npm test` can say so in one
 * line and go on without counting these tests as passed.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  emulatorSuitePlan,
  startEmulatorSuite,
  type RunningSuite,
} from '../tests/support/firebaseEmulators';
import { freePort } from '../tests/support/freePort';
import { ensureFirebaseTools } from './firebaseTools';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NOT_RUN = 3;

// Checked before installing firebase-tools: no point installing it for a suite that cannot start.
const found = await emulatorSuitePlan();
if (!found.available) {
  console.error(
    `Firebase emulator tests (security rules, backend contract) not run: ${found.reason}`,
  );
  process.exit(NOT_RUN);
}

let suite: RunningSuite;
try {
  await ensureFirebaseTools();
  // Again, now that firebase-tools' manifest says which Storage runtime it would need.
  const plan = await emulatorSuitePlan();
  if (!plan.available) throw new Error(plan.reason);
  if (plan.storageMissing) {
    console.log(
      `Firebase Storage emulator tests (storage.rules against the emulator) not run: ${plan.storageMissing}; the contract's uploads go to an in-memory bucket (README, "Firebase tests").`,
    );
  }
  console.log(
    `Firebase emulators: Auth, Firestore (${plan.firestore.source}'s, Java ${plan.java.major})${plan.storageMissing ? '' : ', Storage'}...`,
  );
  // Ports of its own, so that a dev:firebase or another test run on this machine cannot clash.
  const [auth, firestore, storage] = [await freePort(), await freePort(), await freePort()];
  suite = await startEmulatorSuite(plan, { auth, firestore, storage });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const vitest = spawn('npx', ['vitest', 'run', '--project', 'firebase', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, ...suite.env },
});
const code = await new Promise<number>((resolve) => {
  vitest.once('error', (error) => {
    console.error(`Could not start Vitest: ${error.message}`);
    resolve(1);
  });
  vitest.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
await suite.stop();
process.exit(code);
