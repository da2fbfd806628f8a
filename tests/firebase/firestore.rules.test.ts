/**
 * firestore.rules against the Firestore emulator (started by `npm run test:firebase`, which sets
 * FIRESTORE_EMULATOR_HOST). Every collection is read and written by a visitor, a signed-in user
 * without the admin claim and an admin, with the requests the Firebase adapter issues
 * (docs/firebase.md); then admin writes that break the data model must be refused.
 */
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLES, clientsByRole, projectRules, type Role } from './rulesTestRoles';
import { GAME_MODES_MAX } from '../../src/domain/gameMode';
import {
  EQUIPMENT_NAME_MAX,
  EQUIPMENT_RARITIES,
  EQUIPMENT_SLOT_MAX,
  EQUIPMENT_SLOTS_DEFAULT,
  EQUIPMENT_SLOTS_MAX,
  EQUIPMENT_STATS_MAX,
  EQUIPMENT_STAT_LABEL_MAX,
  EQUIPMENT_STAT_VALUE_MAX,
  EQUIPMENT_TEXT_MAX,
} from '../../src/domain/equipment';
import { defaultGuildLevels } from '../../src/domain/guildTable';
import { MEDIA_SLOTS } from '../../src/domain/media';
import { RATINGS_MAX, RATING_REASON_MAX } from '../../src/domain/modeRating';
import { SKILLS_MAX } from '../../src/domain/heroSkill';
import { TEAM_TAGS_MAX, TEAM_TAG_MAX } from '../../src/domain/team';
import { TIER_LEGEND_LINE_MAX, emptyTierLegend } from '../../src/domain/siteSettings';

let env: RulesTestEnvironment;
let dbs: Record<Role, Firestore>;

/**
 * rules-unit-testing hands out the compat Firestore; the modular functions unwrap it
 * (getModularInstance), so these tests issue the same modular calls as src/backend/firebase/.
 */
const firestoreOf = (context: RulesTestContext) => context.firestore() as unknown as Firestore;

beforeAll(async () => {
  // Every refused write would otherwise log a warning; failures still show as errors.
  setLogLevel('error');
  env = await initializeTestEnvironment({
    projectId: 'demo-hero-guide',
    firestore: { rules: projectRules('firestore.rules') },
  });
  dbs = clientsByRole(env, firestoreOf);
});

afterAll(() => env.cleanup());

beforeEach(() => env.clearFirestore());

/** Writes documents as they are, bypassing the rules (data from the adapter or the upstream site). */
async function seed(docs: Record<string, DocumentData>): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    await Promise.all(Object.entries(docs).map(([path, data]) => setDoc(doc(db, path), data)));
  });
}

/** The request must succeed for the listed roles and be refused by the rules for the others. */
async function expectOnlyFor(
  allowed: readonly Role[],
  role: Role,
  request: Promise<unknown>,
): Promise<void> {
  if (allowed.includes(role)) await assertSucceeds(request);
  else await assertFails(request);
}

function without(data: DocumentData, key: string): DocumentData {
  const copy = { ...data };
  delete copy[key];
  return copy;
}

const repeat = <T>(count: number, item: T): T[] => Array.from({ length: count }, () => item);

const CREATED = '2025-01-01T10:00:00.000Z';
const UPDATED = '2025-02-01T10:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => Timestamp.fromMillis(Date.now() + days * DAY_MS);
const STATS = { ATK: '1,200', DEF: '800', HP: '15k', SPD: '110' };
const IMAGE_URL =
  'https://firebasestorage.googleapis.com/v0/b/demo-hero-guide/o/heroes%2F1732233600000-aria.png?alt=media';

function hero(overrides: DocumentData = {}): DocumentData {
  return {
    name: 'Aria',
    tier: 'S',
    description: 'A healer who shields the back row.',
    stats: STATS,
    recommendedTalisman: ['SPC', 'SPC', 'SURV', 'SURV'],
    recommendedSpirit: ['Phoenix'],
    recommendedRune: [],
    recommendedCodex: [],
    recommendedPet: ['Owl'],
    imagePath: 'heroes/1732233600000-aria.png',
    image: IMAGE_URL,
    tierHistory: [{ from: 'A', to: 'S', at: CREATED }],
    createdAt: CREATED,
    updatedAt: CREATED,
    version: 1,
    ...overrides,
  };
}

function code(overrides: DocumentData = {}): DocumentData {
  return {
    code: 'GIFT2025',
    neverExpires: false,
    expirationDate: inDays(7),
    createdAt: serverTimestamp(),
    version: 1,
    ...overrides,
  };
}

function guide(overrides: DocumentData = {}): DocumentData {
  return {
    title: 'Beginner route',
    content: '<p>Spend stamina first.</p>',
    published: true,
    createdAt: CREATED,
    updatedAt: CREATED,
    version: 1,
    ...overrides,
  };
}

function guildTable(overrides: DocumentData = {}): DocumentData {
  return { levels: defaultGuildLevels(), updatedAt: CREATED, version: 1, ...overrides };
}

function gameMode(overrides: DocumentData = {}): DocumentData {
  return {
    name: 'Arena',
    description: 'Fights against other players.',
    position: 1,
    createdAt: CREATED,
    updatedAt: CREATED,
    version: 1,
    ...overrides,
  };
}

const teamMember = (hero: string, overrides: DocumentData = {}): DocumentData => ({
  hero,
  role: '',
  substitutes: [],
  ...overrides,
});

function team(overrides: DocumentData = {}): DocumentData {
  return {
    name: 'Dawn strike',
    mode: 'arena',
    members: [
      teamMember('aria', { role: 'Main damage', substitutes: ['nyra'] }),
      teamMember('korrin'),
      teamMember('seraphine'),
    ],
    notes: '<p>Open with <strong>Aria</strong>.</p>',
    images: [],
    tags: ['PvP'],
    createdAt: CREATED,
    updatedAt: CREATED,
    version: 1,
    ...overrides,
  };
}

const EQUIPMENT_IMAGE_URL =
  'https://firebasestorage.googleapis.com/v0/b/demo-hero-guide/o/equipment%2F1732233600000-ring.png?alt=media';

function equipmentItem(overrides: DocumentData = {}): DocumentData {
  return {
    name: 'Storm Ring',
    slot: 'Accessory',
    rarity: 'Legendary',
    stats: [{ label: 'SPD', value: '+10' }],
    setBonus: 'Stormcaller set (2 items): +15 SPD.',
    howToGet: 'Arena season reward.',
    imagePath: 'equipment/1732233600000-ring.png',
    imageUrl: EQUIPMENT_IMAGE_URL,
    createdAt: CREATED,
    updatedAt: CREATED,
    version: 1,
    ...overrides,
  };
}

function media(overrides: DocumentData = {}): DocumentData {
  return {
    imagePath: 'media/1732233600000-herostar.png',
    imageUrl:
      'https://firebasestorage.googleapis.com/v0/b/demo-hero-guide/o/media%2F1732233600000-herostar.png?alt=media',
    updatedAt: CREATED,
    version: 1,
    ...overrides,
  };
}

describe('who is an admin', () => {
  it('needs the custom claim admin: true, not just a signed-in user', async () => {
    const claims: [string, TokenOptions][] = [
      ['no-claim', {}],
      ['claim-false', { admin: false }],
      ['claim-string', { admin: 'true' }],
      ['other-claim', { editor: true }],
    ];
    for (const [uid, claim] of claims) {
      const db = firestoreOf(env.authenticatedContext(uid, claim));
      await assertFails(setDoc(doc(db, 'heroes', uid), hero()));
    }
    await assertSucceeds(setDoc(doc(dbs.admin, 'heroes/admin'), hero()));
  });
});

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
    const skills = [
      {
        name: 'Gale Step',
        kind: 'Active',
        cooldown: '6 s',
        description: '<p>Dashes.</p>',
        upgrades: [{ level: 'Lv 2', effect: 'Dashes twice.' }],
      },
      { name: 'Tailwind', kind: 'Passive', cooldown: '', description: '', upgrades: [] },
    ];
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
    ['version is skipped', { version: 3 }],
    ['version is unchanged', { version: 1 }],
    ['version goes back', { version: 0 }],
    ['an unknown key is added', { featured: true, version: 2 }],
    ['the name becomes too long', { name: 'n'.repeat(121), version: 2 }],
    ['a list becomes too long', { recommendedSpirit: repeat(51, 'Phoenix'), version: 2 }],
    ['ratings becomes a string', { ratings: 'S in arena', version: 2 }],
    ['skills becomes a string', { skills: 'Gale Step', version: 2 }],
    ['a required field is removed', { tierHistory: deleteField(), version: 2 }],
    ['createdAt changes', { createdAt: UPDATED, version: 2 }],
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
    ['createdAt changes', { createdAt: UPDATED, version: 2 }],
    ['version is skipped', { version: 3 }],
    ['version is unchanged', { version: 1 }],
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

describe('settings', () => {
  const table = (role: Role) => doc(dbs[role], 'settings/guildTable');

  it.each(ROLES)('%s can get the guild table, saved or not yet', async (role) => {
    const missing = await assertSucceeds(getDoc(table(role)));
    expect(missing.exists()).toBe(false);
    await seed({ 'settings/guildTable': guildTable() });
    const saved = await assertSucceeds(getDoc(table(role)));
    expect(saved.get('levels')).toHaveLength(49);
  });

  it.each(ROLES)('%s: only an admin saves the table for the first time', (role) =>
    expectOnlyFor(['admin'], role, setDoc(table(role), guildTable())),
  );

  it.each(ROLES)('%s: only an admin updates the table', async (role) => {
    await seed({ 'settings/guildTable': guildTable() });
    await expectOnlyFor(
      ['admin'],
      role,
      setDoc(table(role), guildTable({ updatedAt: UPDATED, version: 2 })),
    );
  });

  it.each(ROLES)('%s: only an admin deletes the table', async (role) => {
    await seed({ 'settings/guildTable': guildTable() });
    await expectOnlyFor(['admin'], role, deleteDoc(table(role)));
  });

  it('refuses any other settings document', () =>
    assertFails(setDoc(doc(dbs.admin, 'settings/theme'), guildTable())));

  it.each<[string, DocumentData]>([
    ['a required field is missing', without(guildTable(), 'updatedAt')],
    ['an unknown key is added', guildTable({ maxLevel: 50 })],
    ['levels is not a list', guildTable({ levels: { 2: 600 } })],
    ['levels has 48 entries', guildTable({ levels: defaultGuildLevels().slice(1) })],
    [
      'levels has 50 entries',
      guildTable({ levels: [...defaultGuildLevels(), { level: 51, points: 1, estimated: true }] }),
    ],
    ['updatedAt is not an ISO date-time', guildTable({ updatedAt: 1_700_000_000_000 })],
    ['version is not 1 on create', guildTable({ version: 5 })],
  ])('refuses an admin saving the table when %s', (_case, data) =>
    assertFails(setDoc(table('admin'), data)),
  );

  it.each<[string, DocumentData]>([
    ['version is skipped', guildTable({ updatedAt: UPDATED, version: 3 })],
    ['version is unchanged', guildTable({ updatedAt: UPDATED, version: 1 })],
    [
      'levels loses an entry',
      guildTable({ levels: defaultGuildLevels().slice(0, 48), version: 2 }),
    ],
  ])('refuses an admin updating the table when %s', async (_case, data) => {
    await seed({ 'settings/guildTable': guildTable() });
    await assertFails(setDoc(table('admin'), data));
  });

  describe('the site settings', () => {
    const site = (role: Role) => doc(dbs[role], 'settings/site');
    const LEGEND = { ...emptyTierLegend(), Meta: 'Defines the game right now.' };
    const settings = (overrides: DocumentData = {}): DocumentData => ({
      communityUrl: 'https://discord.gg/herochat',
      tierLegend: LEGEND,
      equipmentSlots: [...EQUIPMENT_SLOTS_DEFAULT],
      updatedAt: CREATED,
      version: 1,
      ...overrides,
    });

    it.each(ROLES)('%s can get them, saved or not yet', async (role) => {
      expect((await assertSucceeds(getDoc(site(role)))).exists()).toBe(false);
      await seed({ 'settings/site': settings() });
      expect((await assertSucceeds(getDoc(site(role)))).get('communityUrl')).toBe(
        'https://discord.gg/herochat',
      );
    });

    it.each(ROLES)('%s: only an admin saves them, then changes them', async (role) => {
      await expectOnlyFor(['admin'], role, setDoc(site(role), settings()));
      await seed({ 'settings/site': settings() });
      await expectOnlyFor(
        ['admin'],
        role,
        setDoc(site(role), settings({ communityUrl: '', updatedAt: UPDATED, version: 2 })),
      );
    });

    it.each(['https://chat.example.org', 'HTTPS://chat.example.org/invite?code=1#top', ''])(
      'accepts the link %j',
      (communityUrl) => assertSucceeds(setDoc(site('admin'), settings({ communityUrl }))),
    );

    it.each<[string, DocumentData]>([
      ['the link is plain http', settings({ communityUrl: 'http://chat.example.org' })],
      ['the link is a script', settings({ communityUrl: 'javascript:alert(1)' })],
      ['the link has no host', settings({ communityUrl: 'https:///invite' })],
      ['the link has a space', settings({ communityUrl: 'https://chat.example.org/a b' })],
      [
        'the link is too long',
        settings({ communityUrl: `https://chat.example.org/${'x'.repeat(500)}` }),
      ],
      ['the link is not text', settings({ communityUrl: 42 })],
      ['an unknown key is added', settings({ theme: 'dark' })],
      ['version is not 1 on create', settings({ version: 2 })],
      ['the tier legend is missing', without(settings(), 'tierLegend')],
      ['the tier legend is not a map', settings({ tierLegend: 'Meta: the best' })],
      ['the legend names an unknown tier', settings({ tierLegend: { ...LEGEND, Mythic: 'x' } })],
      ['a legend line is not text', settings({ tierLegend: { ...LEGEND, S: 3 } })],
      [
        `a legend line is longer than ${TIER_LEGEND_LINE_MAX}`,
        settings({ tierLegend: { ...LEGEND, 'S+': 's'.repeat(TIER_LEGEND_LINE_MAX + 1) } }),
      ],
      ['the equipment slots are missing', without(settings(), 'equipmentSlots')],
      ['the equipment slots are not a list', settings({ equipmentSlots: 'Weapon, Armor' })],
      ['there is no equipment slot', settings({ equipmentSlots: [] })],
      [
        `there are more than ${EQUIPMENT_SLOTS_MAX} equipment slots`,
        settings({ equipmentSlots: repeat(EQUIPMENT_SLOTS_MAX + 1, 'Slot') }),
      ],
      ['the first equipment slot is empty', settings({ equipmentSlots: ['', 'Ring'] })],
      [
        'the last of the most slots is not text',
        settings({ equipmentSlots: [...repeat(EQUIPMENT_SLOTS_MAX - 1, 'Slot'), 7] }),
      ],
      [
        `a slot is longer than ${EQUIPMENT_SLOT_MAX}`,
        settings({ equipmentSlots: ['Ring', 's'.repeat(EQUIPMENT_SLOT_MAX + 1)] }),
      ],
    ])('refuses an admin saving them when %s', (_case, data) =>
      assertFails(setDoc(site('admin'), data)),
    );

    it('accepts a legend with the longest lines, and one naming some tiers only', async () => {
      const longest = Object.fromEntries(
        Object.keys(LEGEND).map((tier) => [tier, 'é'.repeat(TIER_LEGEND_LINE_MAX)]),
      );
      await assertSucceeds(setDoc(site('admin'), settings({ tierLegend: longest })));
      await seed({ 'settings/site': settings() });
      await assertSucceeds(
        setDoc(site('admin'), settings({ tierLegend: { Food: 'Feed them.' }, version: 2 })),
      );
    });

    it('lets an admin save settings stored before the legend existed, with one', async () => {
      await seed({ 'settings/site': without(settings(), 'tierLegend') });
      await assertSucceeds(setDoc(site('admin'), settings({ updatedAt: UPDATED, version: 2 })));
    });

    it('accepts one equipment slot and the most a site keeps, the longest, and settings stored before the slots', async () => {
      await assertSucceeds(setDoc(site('admin'), settings({ equipmentSlots: ['Ring'] })));
      await seed({ 'settings/site': without(settings(), 'equipmentSlots') });
      const most = Array.from({ length: EQUIPMENT_SLOTS_MAX }, (_, index) =>
        `${index}`.padEnd(EQUIPMENT_SLOT_MAX, 'é'),
      );
      await assertSucceeds(
        setDoc(site('admin'), settings({ equipmentSlots: most, updatedAt: UPDATED, version: 2 })),
      );
    });
  });
});

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
    ['version is skipped', { version: 3 }],
    ['version is unchanged', { version: 1 }],
    ['createdAt changes', { createdAt: UPDATED, version: 2 }],
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
    await seed({
      'trash/modes~boss': {
        collection: 'modes',
        itemId: 'boss',
        label: 'Guild Boss',
        deletedBy: 'admin@example.test',
        deletedAt: UPDATED,
        record: gameMode({ name: 'Guild Boss', version: 2 }),
        images: [],
      },
    });
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
    ['version is skipped', { version: 3 }],
    ['version is unchanged', { version: 1 }],
    ['createdAt changes', { createdAt: UPDATED, version: 2 }],
    ['a member goes, leaving 2', { members: members(2), version: 2 }],
  ])('refuses an admin updating a team when %s', (_case, changes) =>
    assertFails(setDoc(dawn('admin'), team({ updatedAt: UPDATED, ...changes }))),
  );

  it('brings a team back from the trash only with its trash entry removed at once', async () => {
    await seed({
      'trash/teams~dusk': {
        collection: 'teams',
        itemId: 'dusk',
        label: 'Dusk',
        deletedBy: 'admin@example.test',
        deletedAt: UPDATED,
        record: team({ name: 'Dusk', version: 2 }),
        images: [],
      },
    });
    const dusk = doc(dbs.admin, 'teams/dusk');
    const restored = team({ name: 'Dusk', updatedAt: UPDATED, version: 3 });
    await assertFails(setDoc(dusk, restored));
    const batch = writeBatch(dbs.admin);
    batch.set(dusk, restored);
    batch.delete(doc(dbs.admin, 'trash/teams~dusk'));
    await assertSucceeds(batch.commit());
  });
});

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
    ['version is skipped', { version: 3 }],
    ['version is unchanged', { version: 1 }],
    ['createdAt changes', { createdAt: UPDATED, version: 2 }],
    ['the rarity becomes unknown', { rarity: 'Ancient', version: 2 }],
  ])('refuses an admin editing an item when %s', (_case, changes) =>
    assertFails(setDoc(ring('admin'), equipmentItem({ updatedAt: UPDATED, ...changes }))),
  );

  it('brings an item back from the trash only with its trash entry removed at once', async () => {
    await seed({
      'trash/equipment~blade': {
        collection: 'equipment',
        itemId: 'blade',
        label: 'Dawn Blade',
        deletedBy: 'admin@example.test',
        deletedAt: UPDATED,
        record: equipmentItem({ name: 'Dawn Blade', version: 2 }),
        images: ['equipment/1732233600000-ring.png'],
      },
    });
    const blade = doc(dbs.admin, 'equipment/blade');
    const restored = equipmentItem({ name: 'Dawn Blade', updatedAt: UPDATED, version: 3 });
    await assertFails(setDoc(blade, restored));
    const batch = writeBatch(dbs.admin);
    batch.set(blade, restored);
    batch.delete(doc(dbs.admin, 'trash/equipment~blade'));
    await assertSucceeds(batch.commit());
  });
});

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
  const trashEntry = (overrides: DocumentData = {}): DocumentData => ({
    collection: 'guides',
    itemId: 'route',
    label: 'Beginner route',
    deletedBy: 'admin@example.test',
    deletedAt: UPDATED,
    record: guide({ version: 2 }),
    images: [],
    ...overrides,
  });

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
