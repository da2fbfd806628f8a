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
import { trashEntry } from './documents';

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
  /** Puts the item at `path` (`collection/id`) in the trash as a delete leaves it there. */
  seedInTrash(path: string, record: DocumentData, images?: string[]): Promise<void>;
  /**
   * An admin's restore of the item at `path` from the trash: refused while its trash entry stays,
   * accepted when the same batch removes it, so that nothing is both live and in the trash.
   */
  expectRestoreRemovingTrashEntry(path: string, restored: DocumentData): Promise<void>;
}

/** The trash entry of the item at `path` (`collection/id`). */
const trashPathOf = (path: string) => `trash/${path.replace('/', '~')}`;

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

  const seed = (docs: Record<string, DocumentData>) =>
    started().withSecurityRulesDisabled(async (context) => {
      const db = firestoreOf(context);
      await Promise.all(Object.entries(docs).map(([path, data]) => setDoc(doc(db, path), data)));
    });

  return {
    dbs,
    signedIn: (uid, claims) => firestoreOf(started().authenticatedContext(uid, claims)),
    seed,
    seedInTrash: (path, record, images = []) => {
      const [collection, itemId] = path.split('/');
      const label = record.name ?? record.title;
      return seed({
        [trashPathOf(path)]: trashEntry({ collection, itemId, label, record, images }),
      });
    },
    expectRestoreRemovingTrashEntry: async (path, restored) => {
      const item = doc(dbs.admin, path);
      await assertFails(setDoc(item, restored));
      const batch = writeBatch(dbs.admin);
      batch.set(item, restored);
      batch.delete(doc(dbs.admin, trashPathOf(path)));
      await assertSucceeds(batch.commit());
    },
  };
}
