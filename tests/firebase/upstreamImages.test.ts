/**
 * Documents written by the upstream site name their images by download URL only, with no storage
 * path and no `images` list. The adapter still counts those files as in use: a hero's image until
 * the hero is purged, a guide's inline images while the guide shows them.
 */
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { failure, signedInClient } from '../contract/contractHelpers';
import { setUpFirebaseAdapter } from './adapterOnEmulators';

const { ref, seedAsStored } = setUpFirebaseAdapter();

it("keeps an upstream hero's image, named only by its URL, through the trash until the hero is purged", async () => {
  const admin = await signedInClient(ref, 'admin');
  const png = await readFile(new URL('../fixtures/uploads/valid.png', import.meta.url));
  const stored = await admin.files.upload(new File([png], 'upstream.png', { type: 'image/png' }), {
    folder: 'heroes',
  });
  const id = `upstream-${Date.now()}`;
  // As the upstream site wrote heroes: no imagePath, no version, the image as a URL.
  await seedAsStored(`heroes/${id}`, {
    name: 'Upstream Hero',
    tier: 'S',
    description: 'Written before storage paths were kept.',
    image: stored.url,
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

it("counts the images an upstream guide's content shows as in use, though it lists none", async () => {
  const admin = await signedInClient(ref, 'admin');
  const png = await readFile(new URL('../fixtures/uploads/valid.png', import.meta.url));
  const upload = (name: string) =>
    admin.files.upload(new File([png], name, { type: 'image/png' }), { folder: 'guides' });
  const shown = await upload('upstream-guide.png');
  const spare = await upload('upstream-spare.png');
  const id = `upstream-guide-${Date.now()}`;
  // As the upstream site wrote guides: no version, no `images`, the image inline by its URL.
  await seedAsStored(`guides/${id}`, {
    title: 'Upstream Guide',
    content: `<p>Before lists were kept.</p><img src="${shown.url.replaceAll('&', '&amp;')}" alt="A chart">`,
    published: true,
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-01T10:00:00.000Z',
  });
  const usersOf = async (path: string) =>
    (await admin.files.list()).find((file) => file.path === path)?.usedBy;

  expect(await usersOf(shown.path)).toEqual([{ kind: 'guide', id, label: 'Upstream Guide' }]);
  expect(await usersOf(spare.path)).toEqual([]);
  const inUse = await failure(admin.files.remove(shown.path));
  expect(inUse.code).toBe('conflict');
  expect(inUse.message).toBe('This file is still shown by the guide “Upstream Guide”.');
  // "Delete all unused" takes the spare and leaves the guide's image.
  expect(await admin.files.removeUnused()).toBeGreaterThanOrEqual(1);
  expect(await usersOf(spare.path)).toBeUndefined();

  // Deleted, its entry in the trash shows it; restored, the guide shows it again.
  await admin.guides.remove(id);
  expect(await usersOf(shown.path)).toEqual([{ kind: 'trash', id, label: 'Upstream Guide' }]);
  expect((await failure(admin.files.remove(shown.path))).code).toBe('conflict');
  await admin.history.restoreFromTrash('guides', id);
  expect(await usersOf(shown.path)).toEqual([{ kind: 'guide', id, label: 'Upstream Guide' }]);

  // An edit without the image: the version from before still shows it.
  const restored = await admin.guides.get(id);
  await admin.guides.update(
    id,
    { title: 'Upstream Guide', content: '<p>Now without the chart.</p>', tags: [] },
    restored.version,
  );
  expect(await usersOf(shown.path)).toEqual([{ kind: 'history', id, label: 'Upstream Guide' }]);

  // Deleted and purged, nothing shows it any more.
  await admin.guides.remove(id);
  await admin.history.purge('guides', id);
  expect(await usersOf(shown.path)).toEqual([]);
  await admin.files.remove(shown.path);
});
