import type { DocumentData, DocumentReference } from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recordCollection } from './recordCollection';
import { removeDocument } from './removeDocument';
import type { HistoryOf } from './revisions';
import type { FirebaseServices } from './services';
import { BackendError } from '../../domain/errors';
import { versionedWrite, type AlsoInTransaction, type VersionedWrite } from './versionedWrite';

/**
 * A stand-in for Firestore Lite's transactions over in-memory documents, keyed by
 * `{collection}/{id}`.
 */
const firestore = vi.hoisted(() => ({
  docs: new Map<string, Record<string, unknown>>(),
  /** A Firestore error the next transaction fails with, after its callback ran. */
  failWith: null as string | null,
  nextId: 0,
}));

vi.mock('firebase/firestore/lite', () => ({
  collection: (firestore: unknown, name: string) => ({ name, firestore }),
  doc: (parent: { name?: string }, name?: string, id?: string) =>
    name === undefined
      ? { id: `${parent.name}/event-${(firestore.nextId += 1)}`, firestore: {} }
      : { id: `${name}/${id}`, firestore: parent },
  runTransaction: async (
    _db: unknown,
    work: (transaction: unknown) => Promise<unknown>,
  ): Promise<unknown> => {
    const writes = new Map<string, Record<string, unknown> | null>();
    const result = await work({
      get: async (ref: { id: string }) => {
        // As Firestore's own transactions require.
        if (writes.size) throw new Error('Transactions require all reads before all writes.');
        const data = firestore.docs.get(ref.id);
        return { exists: () => data !== undefined, data: () => data };
      },
      set: (ref: { id: string }, data: Record<string, unknown>) => writes.set(ref.id, data),
      delete: (ref: { id: string }) => writes.set(ref.id, null),
    });
    if (firestore.failWith) throw Object.assign(new Error('refused'), { code: firestore.failWith });
    for (const [id, data] of writes) {
      if (data) firestore.docs.set(id, data);
      else firestore.docs.delete(id);
    }
    return result;
  },
}));

const refTo = (id: string) =>
  ({ id: `notes/${id}`, firestore: {} }) as unknown as DocumentReference;
const stored = (id: string) => firestore.docs.get(`notes/${id}`);
const store = (id: string, data: Record<string, unknown>) =>
  firestore.docs.set(`notes/${id}`, data);
const revisions = () =>
  [...firestore.docs].filter(([key]) => key.startsWith('revisions/')).map(([, data]) => data);

/** History of a note: its title, as a hero's would be its fields. */
const noteHistory = (id: string): HistoryOf & { collection: 'codes' } => ({
  collection: 'codes',
  itemId: id,
  content: (data) => ({ code: data.title }),
  files: () => [],
  imageUrls: () => ({}),
  writtenAt: () => '2026-01-01T00:00:00.000Z',
});
const BY = { author: 'admin@example.test' };

/**
 * A rule spanning documents, as a game mode's name is: it reads `names/all`, refuses a write named
 * "Taken", and writes what it was given (the written document's title, or `removed`).
 */
const namesRef = { id: 'names/all', firestore: {} } as unknown as DocumentReference;
const alsoNames: AlsoInTransaction = async (transaction, written) => {
  const names = (await transaction.get(namesRef)).data() ?? {};
  if (written?.title === 'Taken') throw new BackendError('invalid', 'Taken.', { title: 'Taken.' });
  return (writer) => writer.set(namesRef, { ...names, last: written?.title ?? 'removed' });
};
const names = () => firestore.docs.get('names/all');

/** A write of `{ title }` that reads back as the written document. */
const titleWrite = (
  id: string,
  baseVersion: number,
  extra: Partial<VersionedWrite<DocumentData>> = {},
): VersionedWrite<DocumentData> => ({
  ref: refTo(id),
  subject: 'This note',
  baseVersion,
  fields: () => ({ title: 'New' }),
  read: (written) => ({ ...written, readBack: true }),
  history: noteHistory(id),
  by: BY,
  ...extra,
});

beforeEach(() => {
  firestore.docs = new Map();
  firestore.failWith = null;
  firestore.nextId = 0;
});

describe('versionedWrite', () => {
  it('replaces the whole document with the next version and reports what it replaced', async () => {
    const old = {
      title: 'Old',
      legacy: 'from the upstream site',
      createdAt: 'then',
      version: 3,
    };
    store('n1', old);
    const seen: unknown[] = [];
    const result = await versionedWrite(
      titleWrite('n1', 3, {
        fields: (old, version) => {
          seen.push(old, version);
          // Whatever version the fields name, the next one is written.
          return { title: 'New', createdAt: old.createdAt, version: 99 };
        },
      }),
    );
    expect(seen).toEqual([old, 4]);
    expect(stored('n1')).toEqual({ title: 'New', createdAt: 'then', version: 4 });
    expect(result).toEqual({
      record: { title: 'New', createdAt: 'then', version: 4, readBack: true },
      replaced: old,
    });
    // The replaced version, never kept before, is kept first; then the new one, by its author.
    expect(revisions().map((one) => [one.version, one.action, one.author, one.content])).toEqual([
      [3, 'updated', '', { code: 'Old' }],
      [4, 'updated', BY.author, { code: 'New' }],
    ]);
  });

  it('edits a document that predates versions as version 0', async () => {
    store('up', { title: 'Upstream' });
    await versionedWrite(titleWrite('up', 0));
    expect(stored('up')).toEqual({ title: 'New', version: 1 });
  });

  it('refuses a stale base version as a conflict and writes nothing', async () => {
    store('n1', { title: 'Theirs', version: 5 });
    await expect(versionedWrite(titleWrite('n1', 4))).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('This note'),
    });
    expect(stored('n1')).toEqual({ title: 'Theirs', version: 5 });
    expect(revisions()).toEqual([]);
  });

  it('refuses a missing document as not found and creates nothing', async () => {
    await expect(versionedWrite(titleWrite('gone', 0))).rejects.toMatchObject({
      code: 'not-found',
      message: 'This note was not found.',
    });
    expect(firestore.docs.size).toBe(0);
  });

  it('treats a missing document as version 0 where that means "never saved"', async () => {
    const seen: DocumentData[] = [];
    const result = await versionedWrite(
      titleWrite('settings', 0, {
        missingIsNew: true,
        fields: (old) => {
          seen.push(old);
          return { title: 'First' };
        },
      }),
    );
    expect(seen).toEqual([{}]);
    expect(result.replaced).toEqual({});
    expect(stored('settings')).toEqual({ title: 'First', version: 1 });
    expect(revisions().map((one) => [one.version, one.action])).toEqual([[1, 'created']]);
    await expect(
      versionedWrite(titleWrite('other', 1, { missingIsNew: true })),
    ).rejects.toMatchObject({ code: 'conflict' });
  });

  it('reports a refusal of the rules as a signed-in user not being allowed', async () => {
    store('n1', { version: 1 });
    firestore.failWith = 'permission-denied';
    await expect(versionedWrite(titleWrite('n1', 1))).rejects.toMatchObject({
      code: 'forbidden',
    });
    expect(revisions()).toEqual([]);
  });

  it('writes what `also` writes in the same transaction, given the document written', async () => {
    store('n1', { title: 'Old', version: 1 });
    firestore.docs.set('names/all', { first: 'Old' });
    await versionedWrite(titleWrite('n1', 1, { also: alsoNames }));
    expect(stored('n1')).toEqual({ title: 'New', version: 2 });
    expect(names()).toEqual({ first: 'Old', last: 'New' });
  });

  it('writes nothing when `also` refuses, and answers with its error', async () => {
    store('n1', { title: 'Old', version: 1 });
    const taken = titleWrite('n1', 1, { fields: () => ({ title: 'Taken' }), also: alsoNames });
    await expect(versionedWrite(taken)).rejects.toMatchObject({
      code: 'invalid',
      fieldErrors: { title: 'Taken.' },
    });
    expect(stored('n1')).toEqual({ title: 'Old', version: 1 });
    expect(names()).toBeUndefined();
    expect(revisions()).toEqual([]);
  });

  it('answers a stale base version before `also` is asked', async () => {
    store('n1', { title: 'Theirs', version: 5 });
    const also = vi.fn(alsoNames);
    await expect(versionedWrite(titleWrite('n1', 4, { also }))).rejects.toMatchObject({
      code: 'conflict',
    });
    expect(also).not.toHaveBeenCalled();
  });
});

describe('removeDocument', () => {
  const remove = (id: string) => removeDocument(refTo(id), 'This hero', noteHistory(id), BY);

  it('moves the document whole to the trash, with a deleted event, in one transaction', async () => {
    store('h1', { title: 'Kept', version: 2 });
    await remove('h1');
    expect(stored('h1')).toBeUndefined();
    expect(firestore.docs.get('trash/codes~h1')).toMatchObject({
      collection: 'codes',
      itemId: 'h1',
      label: 'Kept',
      deletedBy: BY.author,
      record: { title: 'Kept', version: 2 },
    });
    expect(revisions().map((one) => [one.version, one.action, one.content])).toEqual([
      [2, 'updated', { code: 'Kept' }],
      [2, 'deleted', null],
    ]);
  });

  it('refuses a missing document as not found', async () => {
    await expect(remove('gone')).rejects.toMatchObject({
      code: 'not-found',
      message: 'This hero was not found.',
    });
  });

  it('writes what `also` writes for the delete (no document written) in the same transaction', async () => {
    store('h1', { title: 'Kept', version: 2 });
    await removeDocument(refTo('h1'), 'This hero', noteHistory('h1'), BY, alsoNames);
    expect(stored('h1')).toBeUndefined();
    expect(names()).toEqual({ last: 'removed' });
  });

  it('deletes nothing when `also` refuses', async () => {
    store('h1', { title: 'Kept', version: 2 });
    const refuse: AlsoInTransaction = () => Promise.reject(new BackendError('conflict', 'No.'));
    await expect(
      removeDocument(refTo('h1'), 'This hero', noteHistory('h1'), BY, refuse),
    ).rejects.toMatchObject({ code: 'conflict', message: 'No.' });
    expect(stored('h1')).toEqual({ title: 'Kept', version: 2 });
    expect(firestore.docs.has('trash/codes~h1')).toBe(false);
    expect(revisions()).toEqual([]);
  });

  it('reports a refusal of the rules as a signed-in user not being allowed', async () => {
    store('h1', {});
    firestore.failWith = 'permission-denied';
    await expect(remove('h1')).rejects.toMatchObject({ code: 'forbidden' });
    expect(stored('h1')).toEqual({});
    expect(firestore.docs.has('trash/codes~h1')).toBe(false);
  });
});

describe('recordCollection updates', () => {
  const services = { firestore: () => ({}) } as unknown as FirebaseServices;
  const notes = recordCollection(
    services,
    'notes',
    'This note',
    (id, data) => ({ id, ...data }),
    noteHistory,
  );

  it('keep createdAt exactly as stored, and read the record under its id', async () => {
    const createdAt = { seconds: 1, nanoseconds: 0 };
    store('n1', { title: 'Old', createdAt, version: 1 });
    const { record } = await notes.update('n1', 1, () => ({ title: 'New' }), BY);
    expect(record).toEqual({ id: 'n1', title: 'New', createdAt, version: 2 });
    expect(stored('n1')?.createdAt).toBe(createdAt);
  });

  it('leave createdAt out where the stored document has none (upstream data)', async () => {
    store('up', { title: 'Upstream' });
    await notes.update('up', 0, () => ({ title: 'New' }), BY);
    // Firestore refuses a field set to undefined: the key itself must be absent.
    expect(Object.keys(stored('up') ?? {})).toEqual(['title', 'version']);
  });

  it('add a document with `also` in one transaction, with its first version', async () => {
    const ref = notes.ref('n2');
    const record = await notes.add({ title: 'New', version: 1 }, BY, ref, alsoNames);
    expect(record).toEqual({ id: 'notes/n2', title: 'New', version: 1 });
    expect(stored('n2')).toEqual({ title: 'New', version: 1 });
    expect(names()).toEqual({ last: 'New' });
    expect(revisions().map((one) => [one.version, one.action, one.author])).toEqual([
      [1, 'created', BY.author],
    ]);
  });

  it('add nothing when `also` refuses', async () => {
    const adding = notes.add({ title: 'Taken', version: 1 }, BY, notes.ref('n3'), alsoNames);
    await expect(adding).rejects.toMatchObject({ code: 'invalid', message: 'Taken.' });
    expect(firestore.docs.size).toBe(0);
  });

  it('find no document for an id that cannot name one, touching nothing', async () => {
    store('a', { version: 1 });
    await expect(notes.update('a/b', 1, () => ({}), BY)).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(notes.remove('..', BY)).rejects.toMatchObject({ code: 'not-found' });
    expect(stored('a')).toEqual({ version: 1 });
  });
});
