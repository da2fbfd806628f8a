/**
 * firestore.rules on `revisions` and `trash`: only an admin reads and writes the history, and a
 * restore removes its trash entry in the same write.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { writeBatch } from 'firebase/firestore';
import type { DocumentData } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ROLES } from '../rulesTestRoles';
import {
  CREATED,
  UPDATED,
  guide,
  gameMode,
  team,
  EQUIPMENT_IMAGE_URL,
  equipmentItem,
  trashEntry,
} from './documents';
import { setUpFirestoreRules, expectOnlyFor } from './firestoreRulesTest';

const { dbs, seed } = setUpFirestoreRules();

describe('history and trash', () => {
  function revision(overrides: DocumentData = {}): DocumentData {
    return {
      collection: 'guides',
      itemId: 'route',
      key: 'guides/route',
      version: 1,
      action: 'created',
      label: 'Beginner route',
      author: 'admin@example.test',
      at: CREATED,
      content: { title: 'Beginner route', content: '<p>Spend stamina first.</p>' },
      images: [],
      imageUrls: {},
      ...overrides,
    };
  }

  beforeEach(() =>
    seed({
      'revisions/guides~route~v1': revision(),
      'trash/guides~route': trashEntry(),
    }),
  );

  it.each(ROLES)('%s: only an admin reads history and the trash', async (role) => {
    await expectOnlyFor(['admin'], role, getDocs(collection(dbs[role], 'revisions')));
    await expectOnlyFor(['admin'], role, getDoc(doc(dbs[role], 'trash/guides~route')));
  });

  it.each(ROLES)('%s: only an admin writes a version or a trash entry', async (role) => {
    await expectOnlyFor(
      ['admin'],
      role,
      setDoc(doc(dbs[role], 'revisions/guides~route~v2'), revision({ version: 2 })),
    );
    await expectOnlyFor(
      ['admin'],
      role,
      setDoc(
        doc(dbs[role], 'trash/codes~gift'),
        trashEntry({ collection: 'codes', itemId: 'gift' }),
      ),
    );
  });

  it("keeps a game mode's versions and trash entry", async () => {
    const admin = dbs.admin;
    const content = { name: 'Arena', description: '', position: 0 };
    await assertSucceeds(
      setDoc(
        doc(admin, 'revisions/modes~arena~v1'),
        revision({ collection: 'modes', itemId: 'arena', key: 'modes/arena', content }),
      ),
    );
    await assertSucceeds(
      setDoc(
        doc(admin, 'trash/modes~arena'),
        trashEntry({ collection: 'modes', itemId: 'arena', label: 'Arena', record: gameMode() }),
      ),
    );
  });

  it("keeps a team's versions and trash entry", async () => {
    const admin = dbs.admin;
    const { name, mode, members, notes, tags } = team();
    await assertSucceeds(
      setDoc(
        doc(admin, 'revisions/teams~dawn~v1'),
        revision({
          collection: 'teams',
          itemId: 'dawn',
          key: 'teams/dawn',
          label: name,
          content: { name, mode, members, notes, tags },
        }),
      ),
    );
    await assertSucceeds(
      setDoc(
        doc(admin, 'trash/teams~dawn'),
        trashEntry({ collection: 'teams', itemId: 'dawn', label: name, record: team() }),
      ),
    );
  });

  it("keeps an equipment item's versions and trash entry", async () => {
    const admin = dbs.admin;
    const item = equipmentItem();
    // What a version keeps: the fields an admin writes.
    const content = Object.fromEntries(
      ['name', 'slot', 'rarity', 'stats', 'setBonus', 'howToGet', 'imagePath'].map((key) => [
        key,
        item[key],
      ]),
    );
    await assertSucceeds(
      setDoc(
        doc(admin, 'revisions/equipment~ring~v1'),
        revision({
          collection: 'equipment',
          itemId: 'ring',
          key: 'equipment/ring',
          label: 'Storm Ring',
          content,
          images: [item.imagePath],
          imageUrls: { [item.imagePath]: EQUIPMENT_IMAGE_URL },
        }),
      ),
    );
    await assertSucceeds(
      setDoc(
        doc(admin, 'trash/equipment~ring'),
        trashEntry({
          collection: 'equipment',
          itemId: 'ring',
          label: 'Storm Ring',
          record: item,
          images: [item.imagePath],
        }),
      ),
    );
  });

  it('refuses a version of an unknown shape, and a trash entry under another id', async () => {
    const admin = dbs.admin;
    await assertFails(setDoc(doc(admin, 'revisions/x'), revision({ action: 'edited' })));
    await assertFails(setDoc(doc(admin, 'revisions/x'), revision({ key: 'heroes/route' })));
    await assertFails(setDoc(doc(admin, 'revisions/x'), revision({ extra: true })));
    await assertFails(setDoc(doc(admin, 'trash/guides~other'), trashEntry()));
  });

  it('keeps a version under the name of the admin writing it, or of no one', async () => {
    const admin = dbs.admin;
    await assertFails(
      setDoc(doc(admin, 'revisions/guides~route~v2'), revision({ version: 2, author: 'x@y.z' })),
    );
    await assertSucceeds(
      setDoc(doc(admin, 'revisions/guides~route~v2'), revision({ version: 2, author: '' })),
    );
  });

  it("lets a purge empty a version's content and nothing else", async () => {
    const version = doc(dbs.admin, 'revisions/guides~route~v1');
    await assertFails(updateDoc(version, { label: 'Rewritten' }));
    await assertFails(updateDoc(version, { content: { title: 'Rewritten' } }));
    await assertSucceeds(updateDoc(version, { content: null, images: [], imageUrls: {} }));
  });

  it('brings a guide back from the trash only with its trash entry removed at once', async () => {
    const admin = dbs.admin;
    const restored = guide({ version: 3, updatedAt: UPDATED });
    // Not a first version, and the trash entry stays: refused.
    await assertFails(setDoc(doc(admin, 'guides/route'), restored));
    const batch = writeBatch(admin);
    batch.set(doc(admin, 'guides/route'), restored);
    batch.delete(doc(admin, 'trash/guides~route'));
    await assertSucceeds(batch.commit());
  });

  it('refuses a restore at another version than the one after the deleted one', async () => {
    const admin = dbs.admin;
    const batch = writeBatch(admin);
    batch.set(doc(admin, 'guides/route'), guide({ version: 7 }));
    batch.delete(doc(admin, 'trash/guides~route'));
    await assertFails(batch.commit());
  });
});
