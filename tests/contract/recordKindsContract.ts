import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend, RecordApi } from '../../src/backend/contract';
import { isBackendError } from '../../src/domain/errors';
import { KINDS, RECORD_KINDS, type InputOf, type RecordKind } from '../../src/domain/kinds';
import { RECORD_KIND_CASES } from './recordKindCases';
import type { HarnessRef } from './runBackendContract';
import {
  failure,
  refusedClients,
  signedInClient,
  uniqueTag,
  type RefusedClient,
} from './contractHelpers';

const DAY = 24 * 60 * 60 * 1000;

/** The API of `kind` on `client`, as every record kind answers it (src/backend/contract.ts). */
const recordsOf = <K extends RecordKind>(client: Backend, kind: K) => client[kind] as RecordApi<K>;

/**
 * What every record kind (src/domain/kinds.ts) does alike on every backend: an admin creates,
 * edits by version and deletes; everyone reads; visitors and non-admins write nothing; a delete
 * goes to the trash and comes back, and history restores an earlier version. What is a kind's own
 * is its case in recordKindCases.ts; its own rules stay in its own part.
 */
export function recordKindsContract(ref: HarnessRef) {
  describe('every record kind', () => {
    // Signed in once for every kind's checks (docs/testing.md#the-backend-contract).
    let admin: Backend;
    let visitor: Backend;
    let refused: RefusedClient[];
    beforeAll(async () => {
      admin = await signedInClient(ref, 'admin');
      refused = await refusedClients(ref);
      visitor = refused.find(([, code]) => code === 'unauthenticated')![0];
    });

    for (const kind of RECORD_KINDS) oneKind(kind);

    function oneKind<K extends RecordKind>(kind: K) {
      describe(KINDS[kind].plural, () => {
        const { inputs, change, name } = RECORD_KIND_CASES[kind];
        const made: [RecordKind, string][] = [];
        let input: (tag: string) => InputOf<K>;
        const api = (client: Backend) => recordsOf(client, kind);
        const create = async () => {
          const written = input(uniqueTag());
          return { written, item: await api(admin).create(written) };
        };

        beforeAll(async () => {
          input = await inputs(admin, (madeKind, id) => made.push([madeKind, id]));
        });
        afterAll(async () => {
          for (const [madeKind, id] of made.reverse()) {
            await recordsOf(admin, madeKind)
              .remove(id)
              .catch((error: unknown) => {
                if (!isBackendError(error, 'not-found')) throw error;
              });
          }
        });

        it('creates an item as an admin, which everyone reads back, and updates it by version, refusing a stale one as a conflict', async () => {
          const { written, item } = await create();
          expect(item).toMatchObject({ ...written, version: 1 });
          expect(await api(visitor).get(item.id)).toEqual(item);
          expect((await api(visitor).list()).find((one) => one.id === item.id)).toEqual(item);
          expect((await failure(api(visitor).get('no-such-item'))).code).toBe('not-found');

          const edited = await api(admin).update(item.id, change(written), item.version);
          expect(edited).toMatchObject({ ...change(written), id: item.id, version: 2 });
          expect(await api(visitor).get(item.id)).toEqual(edited);
          const stale = await failure(api(admin).update(item.id, written, item.version));
          expect(stale.code).toBe('conflict');
          expect(stale.message).toMatch(/changed by someone else/);
          expect(await api(admin).get(item.id)).toEqual(edited);
          await api(admin).remove(item.id);
        });

        it('refuses every write from a visitor (unauthenticated) and a non-admin (forbidden), changing nothing', async () => {
          const { written, item } = await create();
          const before = await api(admin).list();
          for (const [client, code] of refused) {
            expect((await failure(api(client).create(input(uniqueTag())))).code).toBe(code);
            const update = api(client).update(item.id, change(written), item.version);
            expect((await failure(update)).code).toBe(code);
            expect((await failure(api(client).remove(item.id))).code).toBe(code);
          }
          expect(await api(admin).get(item.id)).toEqual(item);
          expect(await api(admin).list()).toEqual(before);
          await api(admin).remove(item.id);
        });

        it('sends an item to the trash, where it is not found, and back; history restores an earlier version', async () => {
          const { written, item } = await create();
          const edited = await api(admin).update(item.id, change(written), item.version);
          await api(admin).remove(item.id);
          for (const client of [admin, visitor]) {
            expect((await failure(api(client).get(item.id))).code).toBe('not-found');
            expect((await api(client).list()).some((one) => one.id === item.id)).toBe(false);
          }
          expect((await failure(api(admin).remove(item.id))).code).toBe('not-found');
          // An item in the trash cannot be edited: it must be restored first.
          const update = api(admin).update(item.id, written, edited.version);
          expect((await failure(update)).code).toBe('not-found');
          // Both readings of the trash are held to it: opening it (which purges what is due) here,
          // only listing it after the restore.
          const entry = (await admin.history.trash()).find((one) => one.itemId === item.id);
          expect(entry).toMatchObject({
            collection: kind,
            label: name(edited),
            deletedBy: ref.current.admin.email,
          });
          expect((Date.parse(entry!.purgeAt) - Date.parse(entry!.deletedAt)) / DAY).toBe(30);

          await admin.history.restoreFromTrash(kind, item.id);
          const back = await api(admin).get(item.id);
          expect(back).toMatchObject({ ...change(written), version: edited.version + 1 });
          expect(await api(visitor).get(item.id)).toEqual(back);
          const trash = await admin.history.listTrash();
          expect(trash.some((one) => one.itemId === item.id)).toBe(false);

          // Each version holds what was written; an earlier one restored is a new version.
          const versions = await admin.history.versions(kind, item.id);
          expect(versions.map((version) => version.action)).toEqual([
            'restored',
            'deleted',
            'updated',
            'created',
          ]);
          expect(versions[2]!.content).toEqual(change(written));
          expect(versions[3]!.content).toEqual(written);
          await admin.history.restoreVersion(kind, item.id, versions[3]!.id, back.version);
          const restored = await api(admin).get(item.id);
          expect(restored).toMatchObject({ ...written, version: back.version + 1 });
          await api(admin).remove(item.id);
        });
      });
    }
  });
}
