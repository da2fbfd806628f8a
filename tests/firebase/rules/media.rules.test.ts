/**
 * firestore.rules on `media`: the image slots of src/domain/media.ts, read by everyone and set by
 * an admin only.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import type { DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../rulesTestRoles';
import { MEDIA_SLOTS } from '../../../src/domain/media';
import { without, UPDATED, media } from './documents';
import { setUpFirestoreRules, expectOnlyFor } from './firestoreRulesTest';

const { dbs, seed } = setUpFirestoreRules();

describe('media', () => {
  const heroStar = (role: Role) => doc(dbs[role], 'media/upgrade-hero-star');

  it.each(ROLES)('%s can get a slot and list them all', async (role) => {
    await seed({ 'media/upgrade-hero-star': media() });
    await assertSucceeds(getDoc(heroStar(role)));
    await assertSucceeds(getDoc(doc(dbs[role], 'media/talisman-spc-1')));
    await assertSucceeds(getDocs(collection(dbs[role], 'media')));
  });

  it.each(ROLES)('%s: only an admin sets a slot image for the first time', (role) =>
    expectOnlyFor(['admin'], role, setDoc(heroStar(role), media())),
  );

  it.each(ROLES)('%s: only an admin replaces a slot image', async (role) => {
    await seed({ 'media/upgrade-hero-star': media() });
    const replaced = media({
      imagePath: 'media/1732300000000-herostar2.png',
      updatedAt: UPDATED,
      version: 2,
    });
    await expectOnlyFor(['admin'], role, setDoc(heroStar(role), replaced));
  });

  it.each(ROLES)('%s: only an admin deletes a slot', async (role) => {
    await seed({ 'media/upgrade-hero-star': media() });
    await expectOnlyFor(['admin'], role, deleteDoc(heroStar(role)));
  });

  it('accepts every slot of src/domain/media.ts', async () => {
    expect(MEDIA_SLOTS).toHaveLength(20);
    for (const slot of MEDIA_SLOTS) {
      await assertSucceeds(setDoc(doc(dbs.admin, 'media', slot.id), media()));
    }
  });

  it.each(['upgrade-unknown', 'talisman-spc-3', 'Upgrade-Hero-Star'])(
    'refuses the unknown slot id %s',
    (slotId) => assertFails(setDoc(doc(dbs.admin, 'media', slotId), media())),
  );

  it.each<[string, DocumentData]>([
    ['a required field is missing', without(media(), 'imageUrl')],
    ['an unknown key is added', media({ label: 'Hero Star' })],
    ['imagePath is empty', media({ imagePath: '' })],
    ['imagePath is outside media/', media({ imagePath: 'heroes/1732233600000-aria.png' })],
    ['imagePath has no timestamp', media({ imagePath: 'media/herostar.png' })],
    ['imageUrl is empty', media({ imageUrl: '' })],
    ['imageUrl is longer than 2,048', media({ imageUrl: 'u'.repeat(2049) })],
    ['updatedAt is not an ISO date-time', media({ updatedAt: 'now' })],
    ['version is not an int', media({ version: 1.5 })],
    ['version is not 1 on create', media({ version: 2 })],
  ])('refuses an admin setting a slot when %s', (_case, data) =>
    assertFails(setDoc(heroStar('admin'), data)),
  );

  it('refuses an admin replacing a slot image without moving the version by one', async () => {
    await seed({ 'media/upgrade-hero-star': media() });
    await assertFails(setDoc(heroStar('admin'), media({ updatedAt: UPDATED, version: 1 })));
    await assertFails(setDoc(heroStar('admin'), media({ updatedAt: UPDATED, version: 3 })));
  });
});
