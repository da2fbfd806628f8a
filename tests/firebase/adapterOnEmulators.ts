/**
 * What the Firebase adapter's tests beyond the backend contract share: the contract's Firebase
 * harness on the emulators, and documents written past the rules as the upstream site or an older
 * version of this site left them.
 */
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll } from 'vitest';
import { firebaseHarness } from '../contract/firebaseHarness';
import type { HarnessRef } from '../contract/runBackendContract';
import { DEMO_PROJECT_ID } from '../support/firebaseEmulators';

export interface FirebaseAdapterTest {
  /** The harness, there once the file's `beforeAll` has run. */
  ref: HarnessRef;
  /** Writes a document as it is, bypassing the rules. */
  seedAsStored(path: string, data: Record<string, unknown>): Promise<void>;
}

/** Starts the harness for the calling file, and closes it after its tests. */
export function setUpFirebaseAdapter(): FirebaseAdapterTest {
  const ref = {} as HarnessRef;
  let env: RulesTestEnvironment | undefined;

  beforeAll(async () => {
    setLogLevel('error');
    ref.current = await firebaseHarness('suite');
    env = await initializeTestEnvironment({ projectId: DEMO_PROJECT_ID });
  });

  afterAll(async () => {
    await env?.cleanup();
    await ref.current?.close();
  });

  return {
    ref,
    seedAsStored: async (path, data) => {
      if (!env) throw new Error('the rules test environment is not started yet');
      await env.withSecurityRulesDisabled(async (context) => {
        await setDoc(doc(context.firestore() as unknown as Firestore, path), data);
      });
    },
  };
}
