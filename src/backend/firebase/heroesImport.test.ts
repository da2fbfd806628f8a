import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noGameModeNamed } from '../../domain/heroImport';
import { firebaseBackendOn } from './index';
import type { FirebaseServices } from './services';
import { adminServices } from './testServices';

/**
 * A stand-in for Firestore Lite's batches: records what each commit held and the data each
 * document was set to, and can fail one. The live game modes are the documents of `modes`.
 */
const firestore = vi.hoisted(() => ({
  commits: [] as { sets: string[]; deletes: string[] }[],
  failing: new Set<number>(),
  nextId: 0,
  written: new Map<string, unknown>(),
  modes: [] as { id: string; name: string; position: number }[],
}));

vi.mock('firebase/firestore/lite', () => ({
  collection: (_db: unknown, name: string) => ({ name }),
  query: (ref: { name: string }) => ref,
  // No hero is stored yet: every entry of these files is new.
  getDocs: async (ref: { name: string }) => ({
    docs: (ref.name === 'modes' ? firestore.modes : []).map(({ id, ...data }) => ({
      id,
      data: () => data,
    })),
  }),
  // No site settings are stored: the equipment items are ordered by the default slots.
  getDoc: async () => ({ exists: () => false }),
  doc: (_parent: unknown, path?: string, id?: string) => {
    const newId = id ?? `hero-${(firestore.nextId += 1)}`;
    return { id: newId, path: path ? `${path}/${newId}` : `heroes/${newId}` };
  },
  writeBatch: () => {
    const held = { sets: [] as string[], deletes: [] as string[] };
    return {
      set: (ref: { path: string }, data: unknown) => {
        held.sets.push(ref.path);
        firestore.written.set(ref.path, data);
      },
      delete: (ref: { path: string }) => held.deletes.push(ref.path),
      commit: async () => {
        const index = firestore.commits.length;
        firestore.commits.push(held);
        if (firestore.failing.has(index)) {
          throw Object.assign(new Error('quota'), { code: 'resource-exhausted' });
        }
      },
    };
  },
}));

/** An admin's services: the writes go to the mocked Firestore above. */
const importServices = () => adminServices(() => ({}) as ReturnType<FirebaseServices['firestore']>);

const heroes = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `Hero ${index}`, tier: 'S' }));

describe('Firebase hero import in batches', () => {
  beforeEach(() => {
    firestore.commits = [];
    firestore.failing = new Set();
    firestore.nextId = 0;
    firestore.written = new Map();
    firestore.modes = [];
  });

  it('writes 250 heroes in batches of at most 100, each with its first version', async () => {
    const report = await firebaseBackendOn(importServices()).heroes.importMany(heroes(250));
    expect(report).toEqual({ imported: 250, updated: 0, unchanged: 0, skipped: 0, errors: [] });
    const count = (prefix: string) =>
      firestore.commits.map((commit) => commit.sets.filter((at) => at.startsWith(prefix)).length);
    expect(count('heroes/')).toEqual([100, 100, 50]);
    expect(count('revisions/heroes~')).toEqual([100, 100, 50]);
  });

  it('deletes the batches already stored when a later one fails, leaving nothing behind', async () => {
    firestore.failing = new Set([2]);
    const refused = firebaseBackendOn(importServices()).heroes.importMany(heroes(250));
    await expect(refused).rejects.toMatchObject({ code: 'rate-limited' });
    const [first, second, , cleanUp, ...rest] = firestore.commits;
    expect(cleanUp?.deletes).toEqual(first!.sets);
    expect(rest.flatMap((commit) => commit.deletes)).toEqual(second!.sets);
  });

  it('says how many heroes remain when the clean-up fails too', async () => {
    // The second batch of heroes fails, then so does the deletion of the first.
    firestore.failing = new Set([1, 2]);
    const refused = firebaseBackendOn(importServices()).heroes.importMany(heroes(150));
    await expect(refused).rejects.toMatchObject({ code: 'rate-limited' });
    await expect(refused).rejects.toThrow(
      /100 of 150 heroes were stored before this failure and could not be removed again\./,
    );
    expect(firestore.commits[2]?.deletes).toEqual(firestore.commits[0]?.sets);
  });

  it('reads the ratings of an entry by the names of the live game modes, refusing alone one naming no mode', async () => {
    firestore.modes = [
      { id: 'mode-arena', name: 'Arena', position: 1 },
      { id: 'mode-campaign', name: 'Campaign', position: 0 },
    ];
    const file = [
      {
        name: 'Rated',
        tier: 'S',
        ratings: { arena: { tier: 'meta', reason: 'Fast.' }, CAMPAIGN: { tier: 'A' } },
      },
      { name: 'Lost', tier: 'S', ratings: { Raid: { tier: 'S' } } },
    ];
    const refused = { name: 'Lost', reason: `ratings: ${noGameModeNamed('Raid')}` };
    const adapter = firebaseBackendOn(importServices()).heroes;
    expect(await adapter.previewImport(file)).toMatchObject({
      creates: ['Rated'],
      errors: [refused],
    });
    const report = await adapter.importMany(file);
    expect(report).toEqual({
      imported: 1,
      updated: 0,
      unchanged: 0,
      skipped: 0,
      errors: [refused],
    });
    expect(firestore.written.get('heroes/hero-1')).toMatchObject({
      name: 'Rated',
      ratings: [
        { mode: 'mode-campaign', tier: 'A', reason: '' },
        { mode: 'mode-arena', tier: 'Meta', reason: 'Fast.' },
      ],
    });
  });
});
