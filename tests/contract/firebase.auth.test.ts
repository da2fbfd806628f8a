// @vitest-environment node
import { runBackendContract } from './runBackendContract';
import { firebaseHarness } from './firebaseHarness';

// The Auth emulator runs on any machine with Node, so this part runs in every `npm test`. The rest
// of the contract needs Firestore and Storage: tests/contract/firebase.test.ts, run by
// `npm run test:firebase` where the whole emulator suite is available.
runBackendContract('Firebase (Auth emulator)', () => firebaseHarness('auth-only'), ['auth']);
