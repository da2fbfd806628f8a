// @vitest-environment node
import { runBackendContract } from './runBackendContract';
import { firebaseHarness } from './firebaseHarness';

// Run by `npm run test:firebase`: the whole contract, as our server passes it, against the Auth and
// Firestore emulators with the project's rules, and the Storage emulator where it can start (an
// in-memory bucket elsewhere: tests/contract/firebaseHarness.ts).
runBackendContract('Firebase (emulator suite)', () => firebaseHarness('suite'));
