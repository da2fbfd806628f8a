/**
 * firestore.rules on `heroes`: everyone reads, only an admin writes, and a hero keeps its data
 * model.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, deleteField, doc, getDoc } from 'firebase/firestore';
import { getDocs, setDoc, updateDoc } from 'firebase/firestore';
import type { DocumentData } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../rulesTestRoles';
import { RATINGS_MAX, RATING_REASON_MAX } from '../../../src/domain/modeRating';
import { SKILLS_MAX } from '../../../src/domain/heroSkill';
import { TWO_SKILLS } from '../../support/heroInput';
import { without, repeat, CREATED, UPDATED, STATS, BAD_EDITS, hero } from './documents';
import { setUpFirestoreRules, expectOnlyFor } from './firestoreRulesTest';

const { dbs, seed } = setUpFirestoreRules();

describe('heroes', () => {
  const aria = (role: Role) => doc(dbs[role], 'heroes/aria');

  beforeEach(() => seed({ 'heroes/aria': hero() }));

  it.each(ROLES)('%s can get a hero and list them all', async (role) => {
    const snapshot = await assertSucceeds(getDoc(aria(role)));
    expect(snapshot.get('name')).toBe('Aria');
    await assertSucceeds(getDocs(collection(dbs[role], 'heroes')));
  });

  it.each(ROLES)('%s: only an admin creates a hero', (role) =>
    expectOnlyFor(['admin'], role, setDoc(doc(dbs[role], 'heroes/new'), hero())),
  );

  it.each(ROLES)('%s: only an admin updates a hero', (role) =>
    expectOnlyFor(
      ['admin'],
      role,
      updateDoc(aria(role), {
        tier: 'SS',
        tierHistory: [{ from: 'S', to: 'SS', at: UPDATED }],
        updatedAt: UPDATED,
        version: 2,
      }),
    ),
  );

  it.each(ROLES)('%s: only an admin deletes a hero', (role) =>
    expectOnlyFor(['admin'], role, deleteDoc(aria(role))),
  );

  it('accepts an imported hero without image, description or recommendations', async () => {
    const imported = hero({
      description: '',
      stats: { ATK: '', DEF: '', HP: '', SPD: '' },
      recommendedTalisman: [],
      recommendedSpirit: [],
      recommendedPet: [],
      imagePath: '',
      image: '',
      tierHistory: [],
    });
    await assertSucceeds(setDoc(doc(dbs.admin, 'heroes/imported'), imported));
  });

  it('accepts labels and build notes, and a hero written before they existed', async () => {
    const labelled = hero({
      role: 'Tank',
      faction: 'Dawn',
      rarity: 'Legendary',
      buildNotes: '<h2>Build</h2>',
    });
    await assertSucceeds(setDoc(doc(dbs.admin, 'heroes/labelled'), labelled));
    await assertSucceeds(setDoc(doc(dbs.admin, 'heroes/older'), hero()));
  });

  it('accepts ratings per game mode, an update moving one, and a hero written before them', async () => {
    const ratings = [
      { mode: 'arena', tier: 'S', reason: 'Bursts the back row.' },
      { mode: 'campaign', tier: 'A', reason: '' },
    ];
    await assertSucceeds(setDoc(doc(dbs.admin, 'heroes/rated'), hero({ ratings })));
    await assertSucceeds(
      updateDoc(doc(dbs.admin, 'heroes/rated'), {
        ratings: [{ ...ratings[0], tier: 'SS' }, ratings[1]],
        tierHistory: [
          { from: 'A', to: 'S', at: CREATED },
          { from: 'S', to: 'SS', at: UPDATED, mode: 'arena' },
        ],
        updatedAt: UPDATED,
        version: 2,
      }),
    );
    // Aria is seeded without ratings, as heroes were written before them; an edit may add some.
    await assertSucceeds(updateDoc(aria('admin'), { ratings, updatedAt: UPDATED, version: 2 }));
  });

  it('accepts skills, and an edit adding them to a hero written before them', async () => {
    const skills = TWO_SKILLS;
    await assertSucceeds(setDoc(doc(dbs.admin, 'heroes/skilled'), hero({ skills })));
    // Aria is seeded without skills, as heroes were written before them; an edit may add some.
    await assertSucceeds(updateDoc(aria('admin'), { skills, updatedAt: UPDATED, version: 2 }));
  });

  it("accepts the list of the files a hero shows (its image and its build notes' images)", async () => {
    const images = [
      'heroes/1732233600000-aria.png',
      ...Array.from({ length: 1000 }, (_, i) => `guides/${i}-a.png`),
    ];
    await assertSucceeds(setDoc(doc(dbs.admin, 'heroes/with-images'), hero({ images })));
  });

  it('accepts the longest allowed values', async () => {
    const longest = hero({
      // Rules count characters as the form does: 120 accented letters are 240 UTF-8 bytes.
      name: 'é'.repeat(120),
      tier: 't'.repeat(20),
      description: 'd'.repeat(5000),
      stats: { ATK: 'a'.repeat(40), DEF: 'd'.repeat(40), HP: 'h'.repeat(40), SPD: 's'.repeat(40) },
      role: 'r'.repeat(40),
      faction: 'f'.repeat(40),
      rarity: 'é'.repeat(40),
      buildNotes: 'b'.repeat(100_000),
      recommendedPet: repeat(50, 'Owl'),
      ratings: repeat(RATINGS_MAX, { mode: 'm', tier: 'S', reason: 'r'.repeat(RATING_REASON_MAX) }),
      skills: repeat(SKILLS_MAX, { name: 'n', kind: 'Active', description: 'd'.repeat(10_000) }),
      image: 'i'.repeat(2048),
      tierHistory: repeat(100, { from: 'A', to: 'S', at: CREATED }),
    });
    await assertSucceeds(setDoc(doc(dbs.admin, 'heroes/longest'), longest));
  });

  it.each<[string, DocumentData]>([
    ['a required field is missing', without(hero(), 'tier')],
    ['version is missing', without(hero(), 'version')],
    ['createdAt is missing', without(hero(), 'createdAt')],
    ['an unknown key is added', hero({ isAdmin: true })],
    ['tier is not a string', hero({ tier: 5 })],
    ['stats is not a map', hero({ stats: 'ATK 1200' })],
    ['a stat is not a string', hero({ stats: { ...STATS, HP: 15000 } })],
    ['stats has an unknown key', hero({ stats: { ...STATS, CRIT: '5%' } })],
    ['stats lacks a key', hero({ stats: without(STATS, 'SPD') })],
    ['a recommendation list is not a list', hero({ recommendedRune: 'Fury' })],
    ['version is not an int', hero({ version: '1' })],
    ['the name is empty', hero({ name: '' })],
    ['the name is longer than 120', hero({ name: 'n'.repeat(121) })],
    ['the tier is longer than 20', hero({ tier: 't'.repeat(21) })],
    ['the description is longer than 5,000', hero({ description: 'd'.repeat(5001) })],
    ['a stat is longer than 40', hero({ stats: { ...STATS, ATK: 'a'.repeat(41) } })],
    ['the image URL is longer than 2,048', hero({ image: 'i'.repeat(2049) })],
    ['a recommendation list has 51 entries', hero({ recommendedPet: repeat(51, 'Owl') })],
    [
      `ratings has ${RATINGS_MAX + 1} entries`,
      hero({ ratings: repeat(RATINGS_MAX + 1, { mode: 'm', tier: 'S', reason: '' }) }),
    ],
    ['ratings is not a list', hero({ ratings: { arena: { tier: 'S', reason: '' } } })],
    [
      `skills has ${SKILLS_MAX + 1} entries`,
      hero({ skills: repeat(SKILLS_MAX + 1, { name: 'n', kind: 'Active', upgrades: [] }) }),
    ],
    ['skills is not a list', hero({ skills: { name: 'Gale Step', kind: 'Active' } })],
    [
      'tierHistory has 101 entries',
      hero({ tierHistory: repeat(101, { from: 'A', to: 'S', at: CREATED }) }),
    ],
    ['the role is longer than 40', hero({ role: 'r'.repeat(41) })],
    ['the faction is longer than 40', hero({ faction: 'f'.repeat(41) })],
    ['the rarity is longer than 40', hero({ rarity: 'r'.repeat(41) })],
    ['the role is not a string', hero({ role: 3 })],
    ['the build notes are longer than 100,000', hero({ buildNotes: 'b'.repeat(100_001) })],
    ['the build notes are not a string', hero({ buildNotes: ['<p>x</p>'] })],
    ['images is not a list', hero({ images: 'guides/1-a.png' })],
    [
      'images lists more than 1,001',
      hero({ images: Array.from({ length: 1002 }, (_, i) => `guides/${i}-a.png`) }),
    ],
    ['imagePath is outside heroes/', hero({ imagePath: 'media/1732233600000-aria.png' })],
    ['imagePath has no timestamp', hero({ imagePath: 'heroes/aria.png' })],
    ['imagePath climbs out of its folder', hero({ imagePath: 'heroes/1-a/../../x.png' })],
    ['updatedAt is not an ISO date-time', hero({ updatedAt: 'yesterday' })],
    ['createdAt is a timestamp, not a string', hero({ createdAt: Timestamp.now() })],
    ['version is not 1 on create', hero({ version: 2 })],
  ])('refuses an admin creating a hero when %s', (_case, data) =>
    assertFails(setDoc(doc(dbs.admin, 'heroes/new'), data)),
  );

  it.each<[string, DocumentData]>([
    ...BAD_EDITS,
    ['version goes back', { version: 0 }],
    ['an unknown key is added', { featured: true, version: 2 }],
    ['the name becomes too long', { name: 'n'.repeat(121), version: 2 }],
    ['a list becomes too long', { recommendedSpirit: repeat(51, 'Phoenix'), version: 2 }],
    ['ratings becomes a string', { ratings: 'S in arena', version: 2 }],
    ['skills becomes a string', { skills: 'Gale Step', version: 2 }],
    ['a required field is removed', { tierHistory: deleteField(), version: 2 }],
    ['createdAt is removed', { createdAt: deleteField(), version: 2 }],
    ['a field gets the wrong type', { tierHistory: null, version: 2 }],
  ])('refuses an admin updating a hero when %s', (_case, changes) =>
    assertFails(updateDoc(aria('admin'), { updatedAt: UPDATED, ...changes })),
  );

  it('lets an admin edit a hero from the upstream site (no version, createdAt or path)', async () => {
    // As the upstream site stored it: numeric stats, pets as objects, no lists it had no data for,
    // and a field this site does not know.
    await seed({
      'heroes/upstream': {
        name: 'Borin',
        tier: 'A',
        description: 'Tank.',
        image: 'https://example.com/borin.png',
        stats: { ATK: 900, DEF: 1500, HP: 20000, SPD: 95 },
        recommendedPet: [{ name: 'Turtle' }],
        element: 'Earth',
      },
    });
    const ref = doc(dbs.admin, 'heroes/upstream');
    // What the adapter's update writes: the whole document, createdAt carried over (none here).
    const edit = without(
      hero({
        name: 'Borin',
        tier: 'A',
        imagePath: '',
        image: 'https://example.com/borin.png',
        recommendedPet: ['Turtle'],
        tierHistory: [],
        updatedAt: UPDATED,
      }),
      'createdAt',
    );
    // Merging keeps the unknown field, which the rules refuse; so does a wrong version or a
    // createdAt the document never had.
    await assertFails(updateDoc(ref, { ...edit, version: 1 }));
    await assertFails(setDoc(ref, { ...edit, version: 2 }));
    await assertFails(setDoc(ref, { ...edit, createdAt: UPDATED, version: 1 }));
    await assertSucceeds(setDoc(ref, { ...edit, version: 1 }));
  });

  it('keeps a stored createdAt of another type when the whole hero is rewritten', async () => {
    const stamp = Timestamp.fromDate(new Date(CREATED));
    await seed({ 'heroes/stamped': hero({ createdAt: stamp, legacy: true }) });
    const ref = doc(dbs.admin, 'heroes/stamped');
    const edit = hero({ createdAt: stamp, tier: 'SS', updatedAt: UPDATED, version: 2 });
    await assertFails(setDoc(ref, without(edit, 'createdAt')));
    await assertSucceeds(setDoc(ref, edit));
  });
});
