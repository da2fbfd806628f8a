import { JSDOM } from 'jsdom';
import { createFirebaseBackend, type FirebaseEmulators } from '../../src/backend/firebase';
import {
  DEMO_WEB_CONFIG,
  EMULATOR_HOST,
  EMULATOR_PORTS,
  TEST_AUTH_PORT,
  authEmulatorForTests,
  createEmulatorUser,
} from '../support/firebaseEmulators';
import { memoryBucket, type MemoryBucket } from '../support/memoryStorage';
import { literal, type ContractHarness } from './runBackendContract';

export interface FirebaseHarness extends ContractHarness {
  /** The bucket every client shares where the Storage emulator does not run; else null. */
  memoryBucket: MemoryBucket | null;
}

/** `host:port` from an emulator variable that `npm run test:firebase` sets. */
function portOf(variable: string, fallback: number): number {
  const value = process.env[variable];
  const port = value ? Number(value.split(':').pop()) : fallback;
  if (!Number.isInteger(port)) throw new Error(`${variable}=${value} is not host:port.`);
  return port;
}

/**
 * The Firebase adapter against the emulators, one Firebase app per client so that each has its
 * own signed-in state like a separate browser.
 *
 * `auth-only` needs the Auth emulator alone (Node only, runs anywhere): the run's, or its own.
 * `suite` expects to run under `npm test` or `npm run test:firebase`, which start Auth, Firestore
 * and, where they can, Storage, and name their hosts in the environment; without a Storage
 * emulator the clients share an in-memory bucket instead (`memoryBucket`).
 */
export async function firebaseHarness(mode: 'auth-only' | 'suite'): Promise<FirebaseHarness> {
  const authEmulator = mode === 'auth-only' ? await authEmulatorForTests(TEST_AUTH_PORT) : null;
  const emulators: FirebaseEmulators = {
    host: EMULATOR_HOST,
    authPort: authEmulator?.port ?? portOf('FIREBASE_AUTH_EMULATOR_HOST', EMULATOR_PORTS.auth),
    firestorePort: portOf('FIRESTORE_EMULATOR_HOST', EMULATOR_PORTS.firestore),
    storagePort: portOf('FIREBASE_STORAGE_EMULATOR_HOST', EMULATOR_PORTS.storage),
  };
  const authHost = `${emulators.host}:${emulators.authPort}`;

  // Every harness makes its own accounts, so runs sharing one emulator never collide.
  const tag = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const admin = { email: `admin-${tag}@example.test`, password: 'admin-password-1' };
  const member = { email: `member-${tag}@example.test`, password: 'member-password-1' };
  await createEmulatorUser(authHost, admin.email, admin.password, { admin: true });
  await createEmulatorUser(authHost, member.email, member.password);

  const bucket =
    mode === 'suite' && !process.env.FIREBASE_STORAGE_EMULATOR_HOST
      ? memoryBucket(
          `http://${emulators.host}:${emulators.storagePort}`,
          DEMO_WEB_CONFIG.storageBucket,
        )
      : null;

  // DOMPurify needs a DOM to clean guide HTML before it is written; Node has none of its own.
  const sanitizerWindow = new JSDOM('').window as unknown as Window;
  let clients = 0;
  let admins = 0;
  return {
    admin,
    member,
    async newAdmin() {
      const account = {
        email: `admin-${tag}-${(admins += 1)}@example.test`,
        password: 'admin-password-2',
      };
      await createEmulatorUser(authHost, account.email, account.password, { admin: true });
      return account;
    },
    memoryBucket: bucket,
    urls: {
      placeholder: () => /^data:image\/svg\+xml,/,
      file: (path) => new RegExp(`/o/${literal(encodeURIComponent(path))}\\?alt=media`),
    },
    newClient: async () =>
      createFirebaseBackend({
        config: DEMO_WEB_CONFIG,
        emulators,
        appName: `contract-client-${tag}-${(clients += 1)}`,
        sanitizerWindow,
        ...(bucket ? { storageKit: async () => bucket.kit } : {}),
      }),
    async backdateTrash(collection, id, ago) {
      // The emulator's REST API with the owner's token, which security rules do not hold back.
      const document = `projects/${DEMO_WEB_CONFIG.projectId}/databases/(default)/documents/trash/${collection}~${id}`;
      const response = await fetch(
        `http://${emulators.host}:${emulators.firestorePort}/v1/${document}` +
          '?updateMask.fieldPaths=deletedAt&currentDocument.exists=true',
        {
          method: 'PATCH',
          headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
          body: JSON.stringify({
            fields: { deletedAt: { stringValue: new Date(Date.now() - ago).toISOString() } },
          }),
        },
      );
      if (!response.ok) {
        throw new Error(`${collection}/${id} is not in the trash: ${await response.text()}`);
      }
    },
    async backdateHistory(collection, id, ago) {
      // The emulator's REST API with the owner's token, which security rules do not hold back.
      const base = `http://${emulators.host}:${emulators.firestorePort}/v1/projects/${DEMO_WEB_CONFIG.projectId}/databases/(default)/documents`;
      const headers = { authorization: 'Bearer owner', 'content-type': 'application/json' };
      const found = await fetch(`${base}:runQuery`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          structuredQuery: {
            from: [{ collectionId: 'revisions' }],
            where: {
              fieldFilter: {
                field: { fieldPath: 'key' },
                op: 'EQUAL',
                value: { stringValue: `${collection}/${id}` },
              },
            },
          },
        }),
      });
      const rows = (await found.json()) as {
        document?: { name: string; fields: { at: { stringValue: string } } };
      }[];
      const documents = rows.flatMap((row) => (row.document ? [row.document] : []));
      if (!found.ok || documents.length === 0)
        throw new Error(`${collection}/${id} has no history`);
      for (const document of documents) {
        const at = new Date(Date.parse(document.fields.at.stringValue) - ago).toISOString();
        const response = await fetch(
          `http://${emulators.host}:${emulators.firestorePort}/v1/${document.name}?updateMask.fieldPaths=at`,
          {
            method: 'PATCH',
            headers,
            body: JSON.stringify({ fields: { at: { stringValue: at } } }),
          },
        );
        if (!response.ok) throw new Error(`Could not backdate ${document.name}`);
      }
    },
    async purgeRound() {},
    async close() {
      await authEmulator?.stop();
    },
  };
}
