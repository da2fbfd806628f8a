/**
 * firestore.rules on `modes` and `modeNames`: a game mode is written with the names of the live
 * modes in the same transaction, by an admin only.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { writeBatch } from 'firebase/firestore';
import type { DocumentData, WriteBatch } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../rulesTestRoles';
import { GAME_MODES_MAX } from '../../../src/domain/gameMode';
import { without, UPDATED, BAD_EDITS, gameMode } from './documents';
import { setUpFirestoreRules, expectOnlyFor } from './firestoreRulesTest';

const { dbs, seed, seedInTrash } = setUpFirestoreRules();

describe('game modes', () => {
  const NAMES = 'modeNames/live';
  const arena = (role: Role) => doc(dbs[role], 'modes/arena');
  const namesOf = (role: Role) => doc(dbs[role], NAMES);

  /** A mode's write with the live names as it leaves them: what the adapter's transaction writes. */
  function withNames(
    role: Role,
    names: Record<string, unknown>,
    write: (batch: WriteBatch) => void,
  ) {
    const batch = writeBatch(dbs[role]);
    write(batch);
    batch.set(namesOf(role), { names });
    return batch.commit();
  }

  beforeEach(() => seed({ 'modes/arena': gameMode(), [NAMES]: { names: { arena: 'Arena' } } }));

  it.each(ROLES)('%s can get a mode and list them all', async (role) => {
    expect((await assertSucceeds(getDoc(arena(role)))).get('name')).toBe('Arena');
    const list = await assertSucceeds(getDocs(collection(dbs[role], 'modes')));
    expect(list.size).toBe(1);
  });

  it.each(ROLES)('%s: only an admin creates a mode', (role) =>
    expectOnlyFor(
      ['admin'],
      role,
      withNames(role, { arena: 'Arena', boss: 'Guild Boss' }, (batch) =>
        batch.set(doc(dbs[role], 'modes/boss'), gameMode({ name: 'Guild Boss' })),
      ),
    ),
  );

  it.each(ROLES)('%s: only an admin renames a mode', (role) =>
    expectOnlyFor(
      ['admin'],
      role,
      withNames(role, { arena: 'Arena (PvP)' }, (batch) =>
        batch.set(arena(role), gameMode({ name: 'Arena (PvP)', updatedAt: UPDATED, version: 2 })),
      ),
    ),
  );

  it.each(ROLES)('%s: only an admin deletes a mode', (role) =>
    expectOnlyFor(
      ['admin'],
      role,
      withNames(role, {}, (batch) => batch.delete(arena(role))),
    ),
  );

  it.each(ROLES)('%s: only an admin reads the names of the live modes', (role) =>
    expectOnlyFor(['admin'], role, getDoc(namesOf(role))),
  );

  it.each(ROLES)('%s: only an admin writes the names of the live modes', (role) =>
    expectOnlyFor(['admin'], role, setDoc(namesOf(role), { names: { arena: 'Arena' } })),
  );

  it('accepts the longest name and description and the last position', () =>
    assertSucceeds(
      withNames('admin', { arena: 'Arena', long: 'é'.repeat(40) }, (batch) =>
        batch.set(
          doc(dbs.admin, 'modes/long'),
          gameMode({ name: 'é'.repeat(40), description: 'd'.repeat(120), position: 10_000 }),
        ),
      ),
    ));

  it.each<[string, DocumentData]>([
    ['the name is empty', gameMode({ name: '' })],
    ['the name is longer than 40', gameMode({ name: 'n'.repeat(41) })],
    ['the name is not a string', gameMode({ name: 7 })],
    ['the description is longer than 120', gameMode({ description: 'd'.repeat(121) })],
    ['the description is missing', without(gameMode(), 'description')],
    ['the position is not a whole number', gameMode({ position: 1.5 })],
    ['the position is negative', gameMode({ position: -1 })],
    ['the position is past 10,000', gameMode({ position: 10_001 })],
    ['the position is text', gameMode({ position: '1' })],
    ['an unknown key is added', gameMode({ hidden: true })],
    ['createdAt is missing', without(gameMode(), 'createdAt')],
    ['updatedAt is not an ISO date-time', gameMode({ updatedAt: 'now' })],
    ['version is not 1 on create', gameMode({ version: 2 })],
  ])('refuses an admin creating a mode when %s', (_case, data) =>
    assertFails(
      // Listed under the same value as written, so only the check named is what refuses it.
      withNames('admin', { arena: 'Arena', boss: data.name }, (batch) =>
        batch.set(doc(dbs.admin, 'modes/boss'), data),
      ),
    ),
  );

  it.each<[string, DocumentData]>([
    ...BAD_EDITS,
    ['the description becomes too long', { description: 'd'.repeat(121), version: 2 }],
  ])('refuses an admin updating a mode when %s', (_case, changes) =>
    assertFails(
      withNames('admin', { arena: 'Arena' }, (batch) =>
        batch.set(arena('admin'), gameMode({ updatedAt: UPDATED, ...changes })),
      ),
    ),
  );

  it('refuses a mode written without the names of the live modes listing it under its name', async () => {
    const boss = doc(dbs.admin, 'modes/boss');
    await assertFails(setDoc(boss, gameMode({ name: 'Guild Boss' })));
    await assertFails(
      withNames('admin', { arena: 'Arena', boss: 'Boss' }, (batch) =>
        batch.set(boss, gameMode({ name: 'Guild Boss' })),
      ),
    );
    // A rename the names do not follow.
    await assertFails(
      withNames('admin', { arena: 'Arena' }, (batch) =>
        batch.set(arena('admin'), gameMode({ name: 'PvP', updatedAt: UPDATED, version: 2 })),
      ),
    );
  });

  it('refuses a delete that leaves the mode among the live names', async () => {
    await assertFails(deleteDoc(arena('admin')));
    await assertFails(
      withNames('admin', { arena: 'Arena' }, (batch) => batch.delete(arena('admin'))),
    );
  });

  it(`keeps at most ${GAME_MODES_MAX} live names, in the one document, as a map of names`, async () => {
    const full = Object.fromEntries(
      Array.from({ length: GAME_MODES_MAX }, (_, index) => [`m${index}`, `Mode ${index}`]),
    );
    await assertSucceeds(setDoc(namesOf('admin'), { names: full }));
    await assertFails(setDoc(namesOf('admin'), { names: { ...full, one: 'Too many' } }));
    await assertFails(setDoc(namesOf('admin'), { names: ['Arena'] }));
    await assertFails(setDoc(namesOf('admin'), { names: {}, extra: true }));
    await assertFails(setDoc(doc(dbs.admin, 'modeNames/other'), { names: {} }));
    await assertFails(deleteDoc(namesOf('admin')));
  });

  it('brings a mode back from the trash with its trash entry removed and its name listed', async () => {
    await seedInTrash('modes/boss', gameMode({ name: 'Guild Boss', version: 2 }));
    const boss = doc(dbs.admin, 'modes/boss');
    const restored = gameMode({ name: 'Guild Boss', updatedAt: UPDATED, version: 3 });
    const back = { arena: 'Arena', boss: 'Guild Boss' };
    // The trash entry stays: refused.
    await assertFails(withNames('admin', back, (batch) => batch.set(boss, restored)));
    await assertSucceeds(
      withNames('admin', back, (batch) => {
        batch.set(boss, restored);
        batch.delete(doc(dbs.admin, 'trash/modes~boss'));
      }),
    );
  });
});
