/**
 * storage.rules against the Storage emulator, which `npm run test:firebase` starts where it can
 * (FIREBASE_STORAGE_EMULATOR_HOST): images are public, and only admins upload new ones (at most
 * 5 MB, an image content type, a `{timestamp}-{name}` name, never over an existing object) or
 * delete them, and only under heroes/, media/ and guides/. Where the emulator cannot start,
 * src/backend/firebase/storageRules.test.ts checks what can be checked without it.
 */
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  deleteObject,
  getBytes,
  getMetadata,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
  type StorageReference,
} from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLES, clientsByRole, expectOnlyFor, projectRules, type Role } from './rulesTestRoles';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, UPLOAD_FOLDERS } from '../../src/domain/files';

let env: RulesTestEnvironment;
let storages: Record<Role, FirebaseStorage>;

/**
 * rules-unit-testing hands out the compat Storage; the modular functions unwrap it
 * (getModularInstance), so these tests issue the same modular calls as src/backend/firebase/.
 */
const storageOf = (context: RulesTestContext) => context.storage() as unknown as FirebaseStorage;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-hero-guide',
    storage: { rules: projectRules('storage.rules') },
  });
  storages = clientsByRole(env, storageOf);
});

afterAll(() => env.cleanup());

/** Deletes a folder's objects and, recursively, its subfolders'. */
async function removeAll(folder: StorageReference): Promise<void> {
  const { items, prefixes } = await listAll(folder);
  await Promise.all([...items.map((item) => deleteObject(item)), ...prefixes.map(removeAll)]);
}

// env.clearStorage() deletes only the objects at the bucket root, not those inside folders.
beforeEach(() =>
  env.withSecurityRulesDisabled(async (context) => {
    const storage = storageOf(context);
    await removeAll(ref(storage));
  }),
);

/** The first bytes of a PNG: rules never read content, only the declared type and size. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let sequence = 0;
/** A name as the adapter makes it: `{timestamp}-{cleaned name}`, new for every call. */
const newName = (cleaned = 'aria.png') => `${1732233600000 + (sequence += 1)}-${cleaned}`;

/** Stores an object as it is, bypassing the rules. */
async function seed(path: string): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await uploadBytes(ref(storageOf(context), path), PNG, { contentType: 'image/png' });
  });
}

function upload(role: Role, path: string, data: Uint8Array = PNG, contentType = 'image/png') {
  return uploadBytes(ref(storages[role], path), data, { contentType });
}

const roleByFolder = ROLES.flatMap((role) =>
  UPLOAD_FOLDERS.map((folder) => [role, folder] as const),
);

describe('reading', () => {
  it.each(ROLES)('%s reads images in every folder', async (role) => {
    for (const folder of UPLOAD_FOLDERS) {
      const path = `${folder}/${newName()}`;
      await seed(path);
      const metadata = await assertSucceeds(getMetadata(ref(storages[role], path)));
      expect(metadata.contentType).toBe('image/png');
      const bytes = await assertSucceeds(getBytes(ref(storages[role], path)));
      expect(bytes.byteLength).toBe(PNG.byteLength);
    }
  });

  it.each(ROLES)('%s cannot read outside the image folders', async (role) => {
    for (const path of [`private/${newName()}`, `heroes/old/${newName()}`, newName()]) {
      await seed(path);
      await assertFails(getMetadata(ref(storages[role], path)));
    }
  });
});

describe('uploading', () => {
  it.each(roleByFolder)('%s uploading a PNG to %s/: only an admin may', (role, folder) =>
    expectOnlyFor(['admin'], role, upload(role, `${folder}/${newName()}`)),
  );

  it.each(ROLES)('%s uploading in chunks, as the adapter does: only an admin may', (role) => {
    const task = uploadBytesResumable(ref(storages[role], `heroes/${newName()}`), PNG, {
      contentType: 'image/png',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    return expectOnlyFor(
      ['admin'],
      role,
      task.then((snapshot) => snapshot),
    );
  });

  it.each(ACCEPTED_IMAGE_TYPES)('accepts an admin uploading %s', async (contentType) => {
    await assertSucceeds(upload('admin', `media/${newName('image')}`, PNG, contentType));
  });

  it.each(['text/plain', 'image/svg+xml', 'text/html', 'application/octet-stream'])(
    'refuses an admin uploading %s',
    (contentType) => assertFails(upload('admin', `heroes/${newName()}`, PNG, contentType)),
  );

  it('accepts exactly 5 MB and refuses one byte more', async () => {
    await assertSucceeds(upload('admin', `guides/${newName()}`, new Uint8Array(MAX_UPLOAD_BYTES)));
    await assertFails(upload('admin', `guides/${newName()}`, new Uint8Array(MAX_UPLOAD_BYTES + 1)));
  });

  it('never overwrites an object, not even for an admin', async () => {
    const path = `heroes/${newName()}`;
    await assertSucceeds(upload('admin', path));
    await assertFails(upload('admin', path));
    const seeded = `media/${newName()}`;
    await seed(seeded);
    await assertFails(upload('admin', seeded));
  });

  it('refuses an admin changing the metadata of an object', async () => {
    const path = `heroes/${newName()}`;
    await seed(path);
    await assertFails(updateMetadata(ref(storages.admin, path), { contentType: 'text/html' }));
  });

  it.each([
    ['another folder', `users/${newName()}`],
    ['a folder named differently', `Heroes/${newName()}`],
    ['a nested folder', `heroes/old/${newName()}`],
    ['the bucket root', newName()],
  ])('refuses an admin uploading to %s', (_case, path) => assertFails(upload('admin', path)));

  it.each([
    ['no timestamp', 'aria.png'],
    ['an underscore instead of the dash', '1732233600000_aria.png'],
    ['no name after the dash', '1732233600000-'],
    ['a space', '1732233600000-ari a.png'],
    ['markup', '1732233600000-<b>.png'],
    ['a non-ASCII letter', '1732233600000-ariá.png'],
  ])('refuses an admin uploading a name with %s', (_case, name) =>
    assertFails(upload('admin', `heroes/${name}`)),
  );
});

describe('deleting', () => {
  it.each(ROLES)('%s: only an admin deletes an image', async (role) => {
    const path = `heroes/${newName()}`;
    await seed(path);
    await expectOnlyFor(['admin'], role, deleteObject(ref(storages[role], path)));
  });

  it('refuses an admin deleting outside the image folders', async () => {
    const path = `private/${newName()}`;
    await seed(path);
    await assertFails(deleteObject(ref(storages.admin, path)));
  });
});
