/**
 * What every test file of firestore.rules shares: the rules loaded into the Firestore emulator
 * (started by `npm run test:firebase` or `npm test`, which set FIRESTORE_EMULATOR_HOST), a client
 * per role, and data written past the rules. Each collection is read and written by a visitor, a
 * signed-in user without the admin claim and an admin, with the requests the Firebase adapter
 * issues (docs/firebase.md); then admin writes that break the data model must be refused.
 *
 * The files share the emulator's one demo project: the `firebase` Vitest project runs its files one
 * after another (vitest.config.ts), and every test starts from an empty Firestore.
 */
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import {
  doc,
  setDoc,
  setLogLevel,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { clientsByRole, projectRules, type Role } from '../rulesTestRoles';

export { expectOnlyFor } from '../rulesTestRoles';

export interface FirestoreRulesTest {
  /** One client per role, there once the file's `beforeAll` has run. */
  dbs: Record<Role, Firestore>;
  /** A client signed in as `uid` with these claims. */
  signedIn(uid: string, claims: TokenOptions): Firestore;
  /**
   * Writes documents as they are, bypassing the rules (data from the adapter or the upstream
   * site).
   */
  seed(docs: Record<string, DocumentData>): Promise<void>;
}

/**
 * rules-unit-testing hands out the compat Firestore; the modular functions unwrap it
 * (getModularInstance), so these tests issue the same modular calls as src/backend/firebase/.
 */
const firestoreOf = (context: RulesTestContext) => context.firestore() as unknown as Firestore;

/** Loads firestore.rules for the calling file, and empties Firestore before each of its tests. */
export function setUpFirestoreRules(): FirestoreRulesTest {
  let env: RulesTestEnvironment | undefined;
  const started = () => {
    if (!env) throw new Error('the rules test environment is not started yet');
    return env;
  };
  // Filled in once the environment has started; the tests read it only then.
  const dbs = {} as Record<Role, Firestore>;

  beforeAll(async () => {
    // Every refused write would otherwise log a warning; failures still show as errors.
    setLogLevel('error');
    env = await initializeTestEnvironment({
      projectId: 'demo-hero-guide',
      firestore: { rules: projectRules('firestore.rules') },
    });
    Object.assign(dbs, clientsByRole(env, firestoreOf));
  });
  afterAll(() => env?.cleanup());
  beforeEach(() => started().clearFirestore());

  return {
    dbs,
    signedIn: (uid, claims) => firestoreOf(started().authenticatedContext(uid, claims)),
    seed: (docs) =>
      started().withSecurityRulesDisabled(async (context) => {
        const db = firestoreOf(context);
        await Promise.all(Object.entries(docs).map(([path, data]) => setDoc(doc(db, path), data)));
      }),
  };
}

/**
 * An admin's restore of the deleted item at `path`: refused while its trash entry stays, accepted
 * when the same batch removes it, so that nothing is both live and in the trash.
 */
export async function expectRestoreRemovingTrashEntry(
  admin: Firestore,
  path: string,
  restored: DocumentData,
): Promise<void> {
  const [collectionName, itemId] = path.split('/');
  const item = doc(admin, path);
  await assertFails(setDoc(item, restored));
  const batch = writeBatch(admin);
  batch.set(item, restored);
  batch.delete(doc(admin, `trash/${collectionName}~${itemId}`));
  await assertSucceeds(batch.commit());
}
