import type { DocumentData, DocumentReference } from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recordCollection } from './recordCollection';
import { removeDocument } from './removeDocument';
import type { FirebaseServices } from './services';
import { versionedWrite, type VersionedWrite } from './versionedWrite';

/** A stand-in for Firestore Lite's transactions over one in-memory collection. */
const firestore = vi.hoisted(() => ({
  docs: new Map<string, Record<string, unknown>>(),
  /** A Firestore error the next transaction fails with, after its callback ran. */
  failWith: null as string | null,
}));

vi.mock('firebase/firestore/lite', () => ({
  doc: (firestore: unknown, _collection: string, id: string) => ({ id, firestore }),
  runTransaction: async (
    _db: unknown,
    work: (transaction: unknown) => Promise<unknown>,
  ): Promise<unknown> => {
    const writes = new Map<string, Record<string, unknown> | null>();
    const result = await work({
      get: async (ref: { id: string }) => {
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

const refTo = (id: string) => ({ id, firestore: {} }) as unknown as DocumentReference;

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
  ...extra,
});

beforeEach(() => {
  firestore.docs = new Map();
  firestore.failWith = null;
});

describe('versionedWrite', () => {
  it('replaces the whole document with the next version and reports what it replaced', async () => {
    const stored = {
      title: 'Old',
      legacy: 'from the upstream site',
      createdAt: 'then',
      version: 3,
    };
    firestore.docs.set('n1', stored);
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
    expect(seen).toEqual([stored, 4]);
    expect(firestore.docs.get('n1')).toEqual({ title: 'New', createdAt: 'then', version: 4 });
    expect(result).toEqual({
      record: { title: 'New', createdAt: 'then', version: 4, readBack: true },
      replaced: stored,
    });
  });

  it('edits a document that predates versions as version 0', async () => {
    firestore.docs.set('up', { title: 'Upstream' });
    await versionedWrite(titleWrite('up', 0));
    expect(firestore.docs.get('up')).toEqual({ title: 'New', version: 1 });
  });

  it('refuses a stale base version as a conflict and writes nothing', async () => {
    firestore.docs.set('n1', { title: 'Theirs', version: 5 });
    await expect(versionedWrite(titleWrite('n1', 4))).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('This note'),
    });
    expect(firestore.docs.get('n1')).toEqual({ title: 'Theirs', version: 5 });
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
    expect(firestore.docs.get('settings')).toEqual({ title: 'First', version: 1 });
    await expect(
      versionedWrite(titleWrite('other', 1, { missingIsNew: true })),
    ).rejects.toMatchObject({ code: 'conflict' });
  });

  it('reports a refusal of the rules as a signed-in user not being allowed', async () => {
    firestore.docs.set('n1', { version: 1 });
    firestore.failWith = 'permission-denied';
    await expect(versionedWrite(titleWrite('n1', 1))).rejects.toMatchObject({
      code: 'forbidden',
    });
  });
});

describe('removeDocument', () => {
  it('deletes the document and resolves with what it held', async () => {
    firestore.docs.set('h1', { imagePath: 'heroes/1-a.png', version: 2 });
    await expect(removeDocument(refTo('h1'), 'This hero')).resolves.toEqual({
      imagePath: 'heroes/1-a.png',
      version: 2,
    });
    expect(firestore.docs.has('h1')).toBe(false);
  });

  it('refuses a missing document as not found', async () => {
    await expect(removeDocument(refTo('gone'), 'This hero')).rejects.toMatchObject({
      code: 'not-found',
      message: 'This hero was not found.',
    });
  });

  it('reports a refusal of the rules as a signed-in user not being allowed', async () => {
    firestore.docs.set('h1', {});
    firestore.failWith = 'permission-denied';
    await expect(removeDocument(refTo('h1'), 'This hero')).rejects.toMatchObject({
      code: 'forbidden',
    });
    expect(firestore.docs.has('h1')).toBe(true);
  });
});

describe('recordCollection updates', () => {
  const services = { firestore: () => ({}) } as unknown as FirebaseServices;
  const notes = recordCollection(services, 'notes', 'This note', (id, data) => ({ id, ...data }));

  it('keep createdAt exactly as stored, and read the record under its id', async () => {
    const createdAt = { seconds: 1, nanoseconds: 0 };
    firestore.docs.set('n1', { title: 'Old', createdAt, version: 1 });
    const { record } = await notes.update('n1', 1, () => ({ title: 'New' }));
    expect(record).toEqual({ id: 'n1', title: 'New', createdAt, version: 2 });
    expect(firestore.docs.get('n1')?.createdAt).toBe(createdAt);
  });

  it('leave createdAt out where the stored document has none (upstream data)', async () => {
    firestore.docs.set('up', { title: 'Upstream' });
    await notes.update('up', 0, () => ({ title: 'New' }));
    // Firestore refuses a field set to undefined: the key itself must be absent.
    expect(Object.keys(firestore.docs.get('up') ?? {})).toEqual(['title', 'version']);
  });

  it('find no document for an id that cannot name one, touching nothing', async () => {
    firestore.docs.set('a', { version: 1 });
    await expect(notes.update('a/b', 1, () => ({}))).rejects.toMatchObject({ code: 'not-found' });
    await expect(notes.remove('..')).rejects.toMatchObject({ code: 'not-found' });
    expect(firestore.docs.get('a')).toEqual({ version: 1 });
  });
});
