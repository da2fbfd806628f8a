import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthKit } from './authKit';
import { createFirebaseHeroes } from './heroes';
import type { FirebaseServices } from './services';

/** A stand-in for Firestore Lite's batches: records what each commit held, and can fail one. */
const firestore = vi.hoisted(() => ({
  commits: [] as { sets: string[]; deletes: string[] }[],
  failing: new Set<number>(),
  nextId: 0,
}));

vi.mock('firebase/firestore/lite', () => ({
  collection: () => ({}),
  // No hero is stored yet: every entry of these files is new.
  query: () => ({}),
  getDocs: async () => ({ docs: [] }),
  doc: (_parent: unknown, path?: string, id?: string) => {
    const newId = id ?? `hero-${(firestore.nextId += 1)}`;
    return { id: newId, path: path ? `${path}/${newId}` : `heroes/${newId}` };
  },
  writeBatch: () => {
    const held = { sets: [] as string[], deletes: [] as string[] };
    return {
      set: (ref: { path: string }) => held.sets.push(ref.path),
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

function adminServices(): FirebaseServices {
  const kit = Promise.resolve({
    role: async () => 'admin',
    email: () => 'admin@example.test',
  } as AuthKit);
  return {
    firestore: () => ({}) as ReturnType<FirebaseServices['firestore']>,
    auth: () => kit,
    authIfStarted: () => kit,
    onAuthStart: () => () => {},
    storage: () => Promise.reject(new Error('not used')),
  };
}

const heroes = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `Hero ${index}`, tier: 'S' }));

describe('Firebase hero import in batches', () => {
  beforeEach(() => {
    firestore.commits = [];
    firestore.failing = new Set();
    firestore.nextId = 0;
  });

  it('writes 250 heroes in batches of at most 100, each with its first version', async () => {
    const report = await createFirebaseHeroes(adminServices()).importMany(heroes(250));
    expect(report).toEqual({ imported: 250, updated: 0, unchanged: 0, skipped: 0, errors: [] });
    const count = (prefix: string) =>
      firestore.commits.map((commit) => commit.sets.filter((at) => at.startsWith(prefix)).length);
    expect(count('heroes/')).toEqual([100, 100, 50]);
    expect(count('revisions/heroes~')).toEqual([100, 100, 50]);
  });

  it('deletes the batches already stored when a later one fails, leaving nothing behind', async () => {
    firestore.failing = new Set([2]);
    const refused = createFirebaseHeroes(adminServices()).importMany(heroes(250));
    await expect(refused).rejects.toMatchObject({ code: 'rate-limited' });
    const [first, second, , cleanUp, ...rest] = firestore.commits;
    expect(cleanUp?.deletes).toEqual(first!.sets);
    expect(rest.flatMap((commit) => commit.deletes)).toEqual(second!.sets);
  });

  it('says how many heroes remain when the clean-up fails too', async () => {
    // The second batch of heroes fails, then so does the deletion of the first.
    firestore.failing = new Set([1, 2]);
    const refused = createFirebaseHeroes(adminServices()).importMany(heroes(150));
    await expect(refused).rejects.toMatchObject({ code: 'rate-limited' });
    await expect(refused).rejects.toThrow(
      /100 of 150 heroes were stored before this failure and could not be removed again\./,
    );
    expect(firestore.commits[2]?.deletes).toEqual(firestore.commits[0]?.sets);
  });
});
