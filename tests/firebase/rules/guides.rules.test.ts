/**
 * firestore.rules on `guides`: everyone reads the published ones, an admin the drafts too, and
 * only an admin writes a guide that keeps its data model.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, deleteField, doc, getDoc, getDocs } from 'firebase/firestore';
import { orderBy, query, setDoc, updateDoc, where } from 'firebase/firestore';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../rulesTestRoles';
import { without, CREATED, UPDATED, BAD_EDITS, guide } from './documents';
import { setUpFirestoreRules, expectOnlyFor } from './firestoreRulesTest';

const { dbs, seed } = setUpFirestoreRules();

describe('guides', () => {
  /** The adapter's list queries: visitors may only ask for published guides. */
  const guidesWhere = (db: Firestore, published: boolean) =>
    query(
      collection(db, 'guides'),
      where('published', '==', published),
      orderBy('createdAt', 'desc'),
    );
  const publishedGuides = (db: Firestore) => guidesWhere(db, true);
  const route = (role: Role) => doc(dbs[role], 'guides/route');

  beforeEach(() =>
    seed({
      'guides/route': guide(),
      'guides/draft': guide({ title: 'Unfinished', published: false }),
    }),
  );

  it.each(ROLES)('%s can get a published guide and list the published ones', async (role) => {
    await assertSucceeds(getDoc(route(role)));
    const list = await assertSucceeds(getDocs(publishedGuides(dbs[role])));
    expect(list.docs.map((snapshot) => snapshot.id)).toEqual(['route']);
  });

  it.each(ROLES)('%s gets "not found" (not a refusal) for a missing guide', async (role) => {
    const snapshot = await assertSucceeds(getDoc(doc(dbs[role], 'guides/missing')));
    expect(snapshot.exists()).toBe(false);
  });

  it.each(ROLES)('%s: only an admin gets an unpublished guide', (role) =>
    expectOnlyFor(['admin'], role, getDoc(doc(dbs[role], 'guides/draft'))),
  );

  it.each(ROLES)('%s: only an admin lists guides without filtering on published', (role) =>
    expectOnlyFor(['admin'], role, getDocs(collection(dbs[role], 'guides'))),
  );

  it.each(ROLES)('%s: only an admin lists the drafts', (role) =>
    expectOnlyFor(['admin'], role, getDocs(guidesWhere(dbs[role], false))),
  );

  it('lists the drafts for an admin, apart from the published guides', async () => {
    const drafts = await assertSucceeds(getDocs(guidesWhere(dbs.admin, false)));
    expect(drafts.docs.map((snapshot) => snapshot.id)).toEqual(['draft']);
  });

  it.each(ROLES)(
    '%s: only an admin saves a draft, publishes or unpublishes a guide',
    async (role) => {
      await expectOnlyFor(
        ['admin'],
        role,
        setDoc(doc(dbs[role], 'guides/new-draft'), guide({ published: false })),
      );
      await expectOnlyFor(
        ['admin'],
        role,
        updateDoc(doc(dbs[role], 'guides/draft'), {
          published: true,
          updatedAt: UPDATED,
          version: 2,
        }),
      );
      await expectOnlyFor(
        ['admin'],
        role,
        updateDoc(route(role), { published: false, updatedAt: UPDATED, version: 2 }),
      );
    },
  );

  it.each(ROLES)('%s: only an admin creates a guide', (role) =>
    expectOnlyFor(['admin'], role, setDoc(doc(dbs[role], 'guides/new'), guide())),
  );

  it.each(ROLES)('%s: only an admin updates a guide', (role) =>
    expectOnlyFor(
      ['admin'],
      role,
      updateDoc(route(role), { title: 'Route, revised', updatedAt: UPDATED, version: 2 }),
    ),
  );

  it.each(ROLES)('%s: only an admin deletes a guide', (role) =>
    expectOnlyFor(['admin'], role, deleteDoc(route(role))),
  );

  it('accepts the longest allowed title and content', async () => {
    const longest = guide({ title: 't'.repeat(200), content: 'c'.repeat(500_000) });
    await assertSucceeds(setDoc(doc(dbs.admin, 'guides/longest'), longest));
  });

  it("accepts the list of the images a guide shows, and a guide without one (older versions')", async () => {
    const images = ['guides/1732233600000-chart.png', 'heroes/1732233600000-aria.png'];
    await assertSucceeds(setDoc(doc(dbs.admin, 'guides/with-images'), guide({ images })));
    await assertSucceeds(setDoc(doc(dbs.admin, 'guides/without'), guide()));
  });

  it.each<[string, DocumentData]>([
    ['a required field is missing', without(guide(), 'content')],
    ['an unknown key is added', guide({ views: 10 })],
    ['tags is not a list', guide({ tags: 'PvP' })],
    ['tags lists more than 10', guide({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })],
    ['the author is not a string', guide({ author: ['Mira'] })],
    ['the author is longer than 320', guide({ author: 'a'.repeat(321) })],
    ['the title is not a string', guide({ title: ['Route'] })],
    ['published is a string', guide({ published: 'true' })],
    ['published is missing', without(guide(), 'published')],
    ['the title is empty', guide({ title: '' })],
    ['the title is longer than 200', guide({ title: 't'.repeat(201) })],
    ['the content is empty', guide({ content: '' })],
    ['the content is longer than 500,000', guide({ content: 'c'.repeat(500_001) })],
    ['createdAt is not an ISO date-time', guide({ createdAt: 'today' })],
    ['version is not 1 on create', guide({ version: 0 })],
    ['images is not a list', guide({ images: 'guides/1-a.png' })],
    [
      'images lists more than 1,000',
      guide({ images: Array.from({ length: 1001 }, (_, i) => `guides/${i}-a.png`) }),
    ],
  ])('refuses an admin creating a guide when %s', (_case, data) =>
    assertFails(setDoc(doc(dbs.admin, 'guides/new'), data)),
  );

  it('accepts tags and an author, and an edit that changes the tags but keeps the author', async () => {
    const tagged = doc(dbs.admin, 'guides/tagged');
    const tags = Array.from({ length: 10 }, (_, i) => `t${i}`);
    await assertSucceeds(setDoc(tagged, guide({ tags, author: 'Mira' })));
    await assertSucceeds(
      updateDoc(tagged, { tags: ['PvP'], author: 'Mira', updatedAt: UPDATED, version: 2 }),
    );
  });

  it.each<[string, DocumentData]>([
    ['the author changes', { author: 'Someone else', version: 2 }],
    ['the author is removed', { author: deleteField(), version: 2 }],
  ])('refuses an admin rewriting the byline of a guide when %s', async (_case, changes) => {
    const byline = doc(dbs.admin, 'guides/byline');
    await assertSucceeds(setDoc(byline, guide({ author: 'Mira' })));
    await assertFails(updateDoc(byline, { updatedAt: UPDATED, ...changes }));
  });

  it.each<[string, DocumentData]>([
    ['published becomes a string', { published: 'false', version: 2 }],
    ...BAD_EDITS,
    ['the title becomes too long', { title: 't'.repeat(201), version: 2 }],
    ['an unknown key is added', { views: 10, version: 2 }],
    ['createdAt is removed', { createdAt: deleteField(), version: 2 }],
  ])('refuses an admin updating a guide when %s', (_case, changes) =>
    assertFails(updateDoc(route('admin'), { updatedAt: UPDATED, ...changes })),
  );

  it('lets an admin rewrite a guide from the upstream site (no version, extra field)', async () => {
    await seed({
      'guides/upstream': {
        title: 'Old route',
        content: '<p>Old</p>',
        published: true,
        createdAt: CREATED,
        updatedAt: CREATED,
        views: 12,
      },
    });
    const ref = doc(dbs.admin, 'guides/upstream');
    // What the adapter's update writes: the whole document, createdAt carried over.
    const edit = guide({ title: 'New route', updatedAt: UPDATED, version: 1 });
    await assertFails(updateDoc(ref, edit));
    await assertFails(setDoc(ref, without(edit, 'createdAt')));
    await assertSucceeds(setDoc(ref, edit));
  });

  it('lets an admin rewrite a guide that has an author only by carrying the author over', async () => {
    await seed({ 'guides/authored': guide({ author: 'someone' }) });
    const ref = doc(dbs.admin, 'guides/authored');
    const edit = guide({ title: 'New route', updatedAt: UPDATED, version: 2 });
    await assertFails(setDoc(ref, edit));
    await assertSucceeds(setDoc(ref, { ...edit, author: 'someone' }));
  });
});
