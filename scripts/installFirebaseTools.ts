/**
 * Installs the pinned firebase-tools into .tmp/firebase-tools when it is missing. `npm test` runs
 * this while it builds, so that the tests starting the Auth emulator do not spend their time
 * limits on the download.
 */
import { ensureFirebaseTools } from './firebaseTools';

try {
  await ensureFirebaseTools();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
