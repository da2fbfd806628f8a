import { deleteApp, initializeApp } from 'firebase/app';
import type * as StorageSdk from 'firebase/storage';
import type { FullMetadata, ListResult, StorageReference } from 'firebase/storage';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../domain/errors';
import { createStorageKit } from './storageKit';

/** Storage's listing and metadata calls, answered here: no Storage emulator runs in these tests. */
const storageCalls = vi.hoisted(() => ({
  listAll: vi.fn<(folder: StorageReference) => Promise<ListResult>>(),
  getMetadata: vi.fn<(object: StorageReference) => Promise<FullMetadata>>(),
}));

vi.mock('firebase/storage', async (original) => ({
  ...(await original<typeof StorageSdk>()),
  listAll: storageCalls.listAll,
  getMetadata: storageCalls.getMetadata,
}));

const app = initializeApp(
  { apiKey: 'k', projectId: 'demo-hero-guide', storageBucket: 'demo.appspot.com', appId: 'a' },
  'storage-kit-list-test',
);
afterAll(() => deleteApp(app));

const kit = createStorageKit(app, null);
const objectRef = (fullPath: string) => ({ fullPath }) as StorageReference;
const firebaseError = (code: string) => Object.assign(new Error(code), { code });

beforeEach(() => {
  storageCalls.listAll.mockReset();
  storageCalls.getMetadata.mockReset();
});

describe('StorageKit.list', () => {
  it("lists a folder's objects with their size, type and upload time", async () => {
    storageCalls.listAll.mockResolvedValue({
      items: [objectRef('heroes/1-a.png'), objectRef('heroes/2-b.webp')],
      prefixes: [],
    });
    storageCalls.getMetadata.mockImplementation(async (object) =>
      object.fullPath === 'heroes/1-a.png'
        ? ({
            size: 120,
            contentType: 'image/png',
            timeCreated: '2024-05-01T10:00:00Z',
          } as FullMetadata)
        : ({ size: 64, timeCreated: '2024-05-02T10:00:00.5Z' } as FullMetadata),
    );
    expect(await kit.list('heroes')).toEqual([
      {
        path: 'heroes/1-a.png',
        size: 120,
        contentType: 'image/png',
        createdAt: '2024-05-01T10:00:00.000Z',
      },
      { path: 'heroes/2-b.webp', size: 64, contentType: '', createdAt: '2024-05-02T10:00:00.500Z' },
    ]);
    expect(storageCalls.listAll.mock.calls[0]?.[0].fullPath).toBe('heroes');
  });

  it('leaves out an object deleted between the listing and its details', async () => {
    storageCalls.listAll.mockResolvedValue({
      items: [objectRef('media/1-gone.png'), objectRef('media/2-here.png')],
      prefixes: [],
    });
    storageCalls.getMetadata.mockImplementation(async (object) => {
      if (object.fullPath === 'media/1-gone.png') throw firebaseError('storage/object-not-found');
      return {
        size: 1,
        contentType: 'image/png',
        timeCreated: '2024-05-01T00:00:00Z',
      } as FullMetadata;
    });
    expect((await kit.list('media')).map((object) => object.path)).toEqual(['media/2-here.png']);
  });

  it('reports a refused listing as a BackendError', async () => {
    storageCalls.listAll.mockRejectedValue(firebaseError('storage/unauthorized'));
    const error = await kit.list('guides').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BackendError);
    expect((error as BackendError).code).toBe('forbidden');
  });
});
