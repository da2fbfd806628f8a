// @vitest-environment node
import { runBackendContract } from './runBackendContract';
import { firebaseHarness } from './firebaseHarness';

// Runs inside `firebase emulators:exec` (npm run test:firebase): the whole contract, as our server
// passes it, against Auth, Firestore and Storage with the project's security rules.
runBackendContract('Firebase (emulator suite)', () => firebaseHarness('suite'));
