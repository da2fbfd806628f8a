/**
 * firestore.rules on `equipment`: everyone reads, only an admin writes, and an item keeps its data
 * model.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import type { DocumentData } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../rulesTestRoles';
import {
  EQUIPMENT_NAME_MAX,
  EQUIPMENT_RARITIES,
  EQUIPMENT_SLOT_MAX,
  EQUIPMENT_STATS_MAX,
  EQUIPMENT_STAT_LABEL_MAX,
  EQUIPMENT_STAT_VALUE_MAX,
  EQUIPMENT_TEXT_MAX,
} from '../../../src/domain/equipment';
import { without, repeat, UPDATED, BAD_EDITS, equipmentItem } from './documents';
import { setUpFirestoreRules, expectOnlyFor } from './firestoreRulesTest';

const { dbs, seed, seedInTrash, expectRestoreRemovingTrashEntry } = setUpFirestoreRules();

describe('equipment', () => {
  const ring = (role: Role) => doc(dbs[role], 'equipment/ring');

  beforeEach(() => seed({ 'equipment/ring': equipmentItem() }));

  it.each(ROLES)('%s can get an item and list them all', async (role) => {
    expect((await assertSucceeds(getDoc(ring(role)))).get('name')).toBe('Storm Ring');
    expect((await assertSucceeds(getDocs(collection(dbs[role], 'equipment')))).size).toBe(1);
  });

  it.each(ROLES)('%s: only an admin creates an item', (role) =>
    expectOnlyFor(
      ['admin'],
      role,
      setDoc(doc(dbs[role], 'equipment/blade'), equipmentItem({ name: 'Dawn Blade' })),
    ),
  );

  it.each(ROLES)('%s: only an admin edits an item', (role) =>
    expectOnlyFor(
      ['admin'],
      role,
      setDoc(ring(role), equipmentItem({ rarity: 'Mythic', updatedAt: UPDATED, version: 2 })),
    ),
  );

  it.each(ROLES)('%s: only an admin deletes an item', (role) =>
    expectOnlyFor(['admin'], role, deleteDoc(ring(role))),
  );

  it('accepts every rarity, the longest values, no stats and no image, and any slot', async () => {
    for (const [index, rarity] of EQUIPMENT_RARITIES.entries()) {
      await assertSucceeds(
        setDoc(doc(dbs.admin, `equipment/r${index}`), equipmentItem({ rarity })),
      );
    }
    await assertSucceeds(
      setDoc(
        doc(dbs.admin, 'equipment/long'),
        equipmentItem({
          name: 'é'.repeat(EQUIPMENT_NAME_MAX),
          slot: 's'.repeat(EQUIPMENT_SLOT_MAX),
          stats: [
            ...repeat(EQUIPMENT_STATS_MAX - 1, { label: 'HP', value: '+1' }),
            {
              label: 'l'.repeat(EQUIPMENT_STAT_LABEL_MAX),
              value: 'v'.repeat(EQUIPMENT_STAT_VALUE_MAX),
            },
          ],
          setBonus: 'b'.repeat(EQUIPMENT_TEXT_MAX),
          howToGet: 'h'.repeat(EQUIPMENT_TEXT_MAX),
        }),
      ),
    );
    await assertSucceeds(
      setDoc(
        doc(dbs.admin, 'equipment/bare'),
        equipmentItem({ slot: 'Cloak', stats: [], setBonus: '', imagePath: '', imageUrl: '' }),
      ),
    );
  });

  it.each<[string, DocumentData]>([
    ['the name is empty', equipmentItem({ name: '' })],
    ['the name is too long', equipmentItem({ name: 'n'.repeat(EQUIPMENT_NAME_MAX + 1) })],
    ['the slot is empty', equipmentItem({ slot: '' })],
    ['the slot is too long', equipmentItem({ slot: 's'.repeat(EQUIPMENT_SLOT_MAX + 1) })],
    ['the rarity is unknown', equipmentItem({ rarity: 'Ancient' })],
    ['the rarity is spelled otherwise', equipmentItem({ rarity: 'epic' })],
    [
      `there are more than ${EQUIPMENT_STATS_MAX} stats`,
      equipmentItem({ stats: repeat(EQUIPMENT_STATS_MAX + 1, { label: 'HP', value: '1' }) }),
    ],
    ['the stats are not a list', equipmentItem({ stats: { ATK: '+1' } })],
    ['a stat is not a map', equipmentItem({ stats: ['ATK +1'] })],
    ['a stat has no label', equipmentItem({ stats: [{ label: '', value: '+1' }] })],
    ['a stat has no value', equipmentItem({ stats: [{ label: 'ATK' }] })],
    ['a stat has another key', equipmentItem({ stats: [{ label: 'ATK', value: '+1', x: 1 }] })],
    ['a stat value is not text', equipmentItem({ stats: [{ label: 'ATK', value: 120 }] })],
    [
      `the last stat's label is longer than ${EQUIPMENT_STAT_LABEL_MAX}`,
      equipmentItem({
        stats: [
          ...repeat(EQUIPMENT_STATS_MAX - 1, { label: 'HP', value: '1' }),
          { label: 'l'.repeat(EQUIPMENT_STAT_LABEL_MAX + 1), value: '1' },
        ],
      }),
    ],
    [
      `a stat's value is longer than ${EQUIPMENT_STAT_VALUE_MAX}`,
      equipmentItem({ stats: [{ label: 'ATK', value: 'v'.repeat(EQUIPMENT_STAT_VALUE_MAX + 1) }] }),
    ],
    ['the set bonus is too long', equipmentItem({ setBonus: 'b'.repeat(EQUIPMENT_TEXT_MAX + 1) })],
    ['how to get it is too long', equipmentItem({ howToGet: 'h'.repeat(EQUIPMENT_TEXT_MAX + 1) })],
    ['the image is outside equipment/', equipmentItem({ imagePath: 'heroes/1-aria.png' })],
    ['the image has no timestamp', equipmentItem({ imagePath: 'equipment/ring.png' })],
    ['a URL is kept without an image', equipmentItem({ imagePath: '' })],
    ['the image URL is too long', equipmentItem({ imageUrl: 'u'.repeat(2049) })],
    ['a field is missing', without(equipmentItem(), 'howToGet')],
    ['an unknown key is added', equipmentItem({ hidden: true })],
    ['createdAt is not an ISO date-time', equipmentItem({ createdAt: 'now' })],
    ['version is not 1 on create', equipmentItem({ version: 2 })],
  ])('refuses an admin creating an item when %s', (_case, data) =>
    assertFails(setDoc(doc(dbs.admin, 'equipment/blade'), data)),
  );

  it.each<[string, DocumentData]>([
    ...BAD_EDITS,
    ['the rarity becomes unknown', { rarity: 'Ancient', version: 2 }],
  ])('refuses an admin editing an item when %s', (_case, changes) =>
    assertFails(setDoc(ring('admin'), equipmentItem({ updatedAt: UPDATED, ...changes }))),
  );

  it('brings an item back from the trash only with its trash entry removed at once', async () => {
    await seedInTrash('equipment/blade', equipmentItem({ name: 'Dawn Blade', version: 2 }), [
      'equipment/1732233600000-ring.png',
    ]);
    await expectRestoreRemovingTrashEntry(
      'equipment/blade',
      equipmentItem({ name: 'Dawn Blade', updatedAt: UPDATED, version: 3 }),
    );
  });
});
