// @vitest-environment node
import { runBackendContract } from './runBackendContract';
import { firebaseHarness } from './firebaseHarness';

// The Auth emulator runs on any machine with Node, so these parts run in every `npm test` (backups
// need no more than an admin's sign-in on Firebase: each call says backups are made elsewhere).
// The rest of the contract needs Firestore and Storage: tests/contract/firebase.test.ts, run by
// `npm run test:firebase` where the whole emulator suite is available.
runBackendContract('Firebase (Auth emulator)', () => firebaseHarness('auth-only'), [
  'auth',
  'backups',
]);
