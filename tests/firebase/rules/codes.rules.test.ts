/**
 * firestore.rules on `codes`: everyone reads, only an admin writes, and a code keeps its data
 * model.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, deleteField, doc, getDoc } from 'firebase/firestore';
import { getDocs, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import type { DocumentData } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../rulesTestRoles';
import { without, CREATED, inDays, code } from './documents';
import { setUpFirestoreRules, expectOnlyFor } from './firestoreRulesTest';

const { dbs, seed } = setUpFirestoreRules();

describe('codes', () => {
  const gift = (role: Role) => doc(dbs[role], 'codes/gift');

  beforeEach(() =>
    seed({
      'codes/gift': code(),
      'codes/expired': code({ code: 'OLD', expirationDate: inDays(-3) }),
      'codes/forever': code({ code: 'WELCOME', neverExpires: true, expirationDate: null }),
    }),
  );

  it.each(ROLES)('%s can get a code and list all of them, expired ones too', async (role) => {
    await assertSucceeds(getDoc(gift(role)));
    const list = await assertSucceeds(getDocs(collection(dbs[role], 'codes')));
    expect(list.size).toBe(3);
  });

  it.each(ROLES)('%s: only an admin creates a code', (role) =>
    expectOnlyFor(['admin'], role, setDoc(doc(dbs[role], 'codes/new'), code())),
  );

  it.each(ROLES)('%s: only an admin updates a code', (role) =>
    expectOnlyFor(['admin'], role, updateDoc(gift(role), { code: 'GIFT2026', version: 2 })),
  );

  it.each(ROLES)('%s: only an admin deletes a code', (role) =>
    expectOnlyFor(['admin'], role, deleteDoc(gift(role))),
  );

  it('accepts a code that never expires and one switched to never expiring', async () => {
    await assertSucceeds(
      setDoc(doc(dbs.admin, 'codes/new'), code({ neverExpires: true, expirationDate: null })),
    );
    await assertSucceeds(
      updateDoc(gift('admin'), { neverExpires: true, expirationDate: null, version: 2 }),
    );
  });

  it('accepts a code with a reward and a date added, and one without them', async () => {
    const rewarded = { reward: 'R'.repeat(200), addedAt: inDays(-1) };
    await assertSucceeds(setDoc(doc(dbs.admin, 'codes/new'), code(rewarded)));
    await assertSucceeds(setDoc(doc(dbs.admin, 'codes/plain'), code({ reward: '' })));
    await assertSucceeds(updateDoc(gift('admin'), { ...rewarded, version: 2 }));
  });

  it.each<[string, DocumentData]>([
    ['the reward is longer than 200', code({ reward: 'R'.repeat(201) })],
    ['the reward is not a string', code({ reward: 300 })],
    ['addedAt is an ISO string, not a timestamp', code({ addedAt: CREATED })],
    ['a required field is missing', without(code(), 'neverExpires')],
    ['createdAt is missing', without(code(), 'createdAt')],
    ['an unknown key is added', code({ uses: 0 })],
    ['neverExpires is not a boolean', code({ neverExpires: 'no' })],
    ['the code is not a string', code({ code: 2025 })],
    ['the code is empty', code({ code: '' })],
    ['the code is longer than 100', code({ code: 'C'.repeat(101) })],
    ['the code has a space inside', code({ code: 'PROBE-2026 with spaces' })],
    ['the code has a tab inside', code({ code: 'PROBE\t2026' })],
    ['the code has a line break inside', code({ code: 'PROBE\n2026\nX' })],
    ['the code has a no-break space inside', code({ code: 'PROBE\u00a02026' })],
    ['expirationDate is null but the code expires', code({ expirationDate: null })],
    ['expirationDate is set but the code never expires', code({ neverExpires: true })],
    ['expirationDate is an ISO string, not a timestamp', code({ expirationDate: CREATED })],
    [
      "createdAt is the browser's time, not request.time",
      code({ createdAt: Timestamp.fromDate(new Date(CREATED)) }),
    ],
    ['createdAt is an ISO string', code({ createdAt: CREATED })],
    ['version is not 1 on create', code({ version: 2 })],
  ])('refuses an admin creating a code when %s', (_case, data) =>
    assertFails(setDoc(doc(dbs.admin, 'codes/new'), data)),
  );

  it.each<[string, DocumentData]>([
    ['createdAt changes', { createdAt: Timestamp.fromDate(new Date(CREATED)), version: 2 }],
    ['createdAt is reset to the server time', { createdAt: serverTimestamp(), version: 2 }],
    ['version is skipped', { version: 3 }],
    ['version is unchanged', { version: 1 }],
    ['expirationDate is cleared but the code expires', { expirationDate: null, version: 2 }],
    ['the code becomes too long', { code: 'C'.repeat(101), version: 2 }],
    ['the code gets a space inside', { code: 'GIFT 2026', version: 2 }],
    ['the reward becomes too long', { reward: 'R'.repeat(201), version: 2 }],
    ['addedAt becomes text', { addedAt: 'yesterday', version: 2 }],
    ['an unknown key is added', { note: 'x', version: 2 }],
    ['createdAt is removed', { createdAt: deleteField(), version: 2 }],
  ])('refuses an admin updating a code when %s', (_case, changes) =>
    assertFails(updateDoc(gift('admin'), changes)),
  );

  it('lets an admin rewrite a code from the upstream site (no version or createdAt, extra field)', async () => {
    await seed({
      'codes/upstream': { code: 'OLD-GIFT', neverExpires: true, expirationDate: null, uses: 3 },
    });
    const ref = doc(dbs.admin, 'codes/upstream');
    // What the adapter's update writes: the whole document, createdAt carried over (none here).
    const edit = without(code({ code: 'NEW-GIFT', version: 1 }), 'createdAt');
    await assertFails(updateDoc(ref, edit));
    await assertFails(setDoc(ref, { ...edit, createdAt: serverTimestamp() }));
    await assertSucceeds(setDoc(ref, edit));
  });
});
