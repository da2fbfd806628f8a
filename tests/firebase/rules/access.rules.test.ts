/**
 * Who counts as an admin, and that firestore.rules opens no collection or subcollection it does
 * not name.
 */
import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ROLES } from '../rulesTestRoles';
import { hero } from './documents';
import { setUpFirestoreRules } from './firestoreRulesTest';

const { dbs, seed, signedIn } = setUpFirestoreRules();

describe('who is an admin', () => {
  it('needs the custom claim admin: true, not just a signed-in user', async () => {
    const claims: [string, TokenOptions][] = [
      ['no-claim', {}],
      ['claim-false', { admin: false }],
      ['claim-string', { admin: 'true' }],
      ['other-claim', { editor: true }],
    ];
    for (const [uid, claim] of claims) {
      const db = signedIn(uid, claim);
      await assertFails(setDoc(doc(db, 'heroes', uid), hero()));
    }
    await assertSucceeds(setDoc(doc(dbs.admin, 'heroes/admin'), hero()));
  });
});

describe('anything else', () => {
  beforeEach(() =>
    seed({ 'users/someone': { email: 'someone@example.com' }, 'heroes/aria/notes/n1': { a: 1 } }),
  );

  it.each(ROLES)('%s cannot read another collection or a subcollection', async (role) => {
    await assertFails(getDoc(doc(dbs[role], 'users/someone')));
    await assertFails(getDocs(collection(dbs[role], 'users')));
    await assertFails(getDoc(doc(dbs[role], 'heroes/aria/notes/n1')));
  });

  it.each(ROLES)('%s cannot write another collection or a subcollection', async (role) => {
    await assertFails(setDoc(doc(dbs[role], 'admins', 'member'), { admin: true }));
    await assertFails(setDoc(doc(dbs[role], 'heroes/aria/notes/n2'), { a: 1 }));
    await assertFails(deleteDoc(doc(dbs[role], 'users/someone')));
  });
});
