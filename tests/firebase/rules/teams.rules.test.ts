/**
 * firestore.rules on `teams`: everyone reads, only an admin writes, and a team keeps its data
 * model.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import type { DocumentData } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../rulesTestRoles';
import { TEAM_TAGS_MAX, TEAM_TAG_MAX } from '../../../src/domain/team';
import { without, repeat, UPDATED, BAD_EDITS, teamMember, team } from './documents';
import { setUpFirestoreRules, expectOnlyFor } from './firestoreRulesTest';

const { dbs, seed, seedInTrash, expectRestoreRemovingTrashEntry } = setUpFirestoreRules();

describe('teams', () => {
  const dawn = (role: Role) => doc(dbs[role], 'teams/dawn');
  const members = (count: number) =>
    Array.from({ length: count }, (_, index) => teamMember(`hero${index}`));

  beforeEach(() => seed({ 'teams/dawn': team() }));

  it.each(ROLES)('%s can get a team and list them all', async (role) => {
    expect((await assertSucceeds(getDoc(dawn(role)))).get('name')).toBe('Dawn strike');
    const list = await assertSucceeds(getDocs(collection(dbs[role], 'teams')));
    expect(list.size).toBe(1);
  });

  it.each(ROLES)('%s: only an admin creates, edits and deletes a team', async (role) => {
    await expectOnlyFor(['admin'], role, setDoc(doc(dbs[role], 'teams/dusk'), team()));
    await expectOnlyFor(
      ['admin'],
      role,
      setDoc(dawn(role), team({ name: 'Dawn strike II', updatedAt: UPDATED, version: 2 })),
    );
    await expectOnlyFor(['admin'], role, deleteDoc(dawn(role)));
  });

  it('accepts 3 to 5 members and the longest fields', async () => {
    for (const count of [3, 4, 5]) {
      await assertSucceeds(
        setDoc(doc(dbs.admin, `teams/t${count}`), team({ members: members(count) })),
      );
    }
    const longest = team({
      name: 'n'.repeat(80),
      mode: 'm'.repeat(64),
      members: [
        teamMember('h'.repeat(64), { role: 'r'.repeat(60), substitutes: ['a', 'b', 'c'] }),
        ...members(4).slice(1),
      ],
      notes: 'x'.repeat(50_000),
      tags: Array.from({ length: TEAM_TAGS_MAX }, (_, index) =>
        `${index}`.padEnd(TEAM_TAG_MAX, 't'),
      ),
    });
    await assertSucceeds(setDoc(doc(dbs.admin, 'teams/longest'), longest));
  });

  it.each<[string, DocumentData]>([
    ['it has 2 members', team({ members: members(2) })],
    ['it has 6 members', team({ members: members(6) })],
    ['the members are not a list', team({ members: { 0: teamMember('a') } })],
    ['a member has no hero', team({ members: [teamMember(''), ...members(2)] })],
    ['a hero id is longer than 64', team({ members: [teamMember('h'.repeat(65)), ...members(2)] })],
    [
      'a role is longer than 60',
      team({ members: [teamMember('a', { role: 'r'.repeat(61) }), ...members(2)] }),
    ],
    [
      'a slot has 4 substitutes',
      team({ members: [teamMember('a', { substitutes: ['b', 'c', 'd', 'e'] }), ...members(2)] }),
    ],
    ['a slot has an unknown key', team({ members: [...members(4), { ...teamMember('z'), x: 1 }] })],
    ['a slot is not a map', team({ members: [...members(3), 'hero3'] })],
    ['the name is empty', team({ name: '' })],
    ['the name is longer than 80', team({ name: 'n'.repeat(81) })],
    ['the mode is empty', team({ mode: '' })],
    ['the notes are longer than 50,000', team({ notes: 'x'.repeat(50_001) })],
    ['it has 9 tags', team({ tags: repeat(9, 'PvP') })],
    ['a tag is empty', team({ tags: ['PvP', ''] })],
    ['a tag is not text', team({ tags: ['PvP', 'Fast', 3] })],
    [
      `the last of the most tags is longer than ${TEAM_TAG_MAX}`,
      team({ tags: [...repeat(TEAM_TAGS_MAX - 1, 'PvP'), 't'.repeat(TEAM_TAG_MAX + 1)] }),
    ],
    ['the images are missing', without(team(), 'images')],
    ['an unknown key is added', team({ hidden: true })],
    ['createdAt is missing', without(team(), 'createdAt')],
    ['version is not 1 on create', team({ version: 2 })],
  ])('refuses an admin creating a team when %s', (_case, data) =>
    assertFails(setDoc(doc(dbs.admin, 'teams/bad'), data)),
  );

  it.each<[string, DocumentData]>([
    ...BAD_EDITS,
    ['a member goes, leaving 2', { members: members(2), version: 2 }],
  ])('refuses an admin updating a team when %s', (_case, changes) =>
    assertFails(setDoc(dawn('admin'), team({ updatedAt: UPDATED, ...changes }))),
  );

  it('brings a team back from the trash only with its trash entry removed at once', async () => {
    await seedInTrash('teams/dusk', team({ name: 'Dusk', version: 2 }));
    await expectRestoreRemovingTrashEntry(
      'teams/dusk',
      team({ name: 'Dusk', updatedAt: UPDATED, version: 3 }),
    );
  });
});
