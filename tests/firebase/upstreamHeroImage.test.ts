/**
 * Heroes written by the upstream site kept only their image's download URL, no storage path. The
 * adapter still treats that URL as the hero's file: it refuses to delete it while the hero shows
 * it, and deletes it with the hero.
 */
import { readFile } from 'node:fs/promises';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { failure, signedInClient } from '../contract/contractHelpers';
import { firebaseHarness } from '../contract/firebaseHarness';
import type { HarnessRef } from '../contract/runBackendContract';
import { DEMO_PROJECT_ID } from '../support/firebaseEmulators';

const ref = {} as HarnessRef;
let env: RulesTestEnvironment;

beforeAll(async () => {
  setLogLevel('error');
  ref.current = await firebaseHarness('suite');
  env = await initializeTestEnvironment({ projectId: DEMO_PROJECT_ID });
});

afterAll(async () => {
  await env?.cleanup();
  await ref.current?.close();
});

it("keeps an upstream hero's image, named only by its URL, through the trash until the hero is purged", async () => {
  const admin = await signedInClient(ref, 'admin');
  const png = await readFile(new URL('../fixtures/uploads/valid.png', import.meta.url));
  const stored = await admin.files.upload(new File([png], 'upstream.png', { type: 'image/png' }), {
    folder: 'heroes',
  });
  const id = `upstream-${Date.now()}`;
  // As the upstream site wrote heroes: no imagePath, no version, the image as a URL.
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'heroes', id), {
      name: 'Upstream Hero',
      tier: 'S',
      description: 'Written before storage paths were kept.',
      image: stored.url,
    });
  });
  const hero = await admin.heroes.get(id);
  expect(hero).toMatchObject({ imagePath: '', imageUrl: stored.url });

  const inUse = await failure(admin.files.remove(stored.path));
  expect(inUse.code).toBe('conflict');
  expect(inUse.message).toBe('This file is still shown by the hero “Upstream Hero”.');

  await admin.heroes.remove(id);
  expect((await failure(admin.heroes.get(id))).code).toBe('not-found');
  // In the trash, the hero still shows it, and comes back as the rules want a hero now.
  expect((await failure(admin.files.remove(stored.path))).code).toBe('conflict');
  await admin.history.restoreFromTrash('heroes', id);
  expect(await admin.heroes.get(id)).toMatchObject({
    name: 'Upstream Hero',
    imageUrl: stored.url,
    version: 1,
  });
  await admin.heroes.remove(id);
  await admin.history.purge('heroes', id);
  expect((await failure(admin.files.remove(stored.path))).code).toBe('not-found');
});
