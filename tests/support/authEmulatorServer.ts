/**
 * The Auth emulator as a long-running process, for Playwright's webServer list: the browser tests
 * of the Firebase build sign in against it. Stops the emulator when Playwright ends this process.
 */
import { EMULATOR_PORTS, startAuthEmulator } from './firebaseEmulators';

const emulator = await startAuthEmulator(EMULATOR_PORTS.auth);
console.log(`Auth emulator on ${emulator.host}:${emulator.port}`);

const stop = () => {
  emulator.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('Could not stop the Auth emulator:', error);
      process.exit(1);
    },
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
