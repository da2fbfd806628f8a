/**
 * The documents the rules tests write, each as the Firebase adapter stores it (docs/firebase.md);
 * a test passes the fields it changes.
 */
import { Timestamp, serverTimestamp, type DocumentData } from 'firebase/firestore';
import { defaultGuildLevels } from '../../../src/domain/guildTable';

export function without(data: DocumentData, key: string): DocumentData {
  const copy = { ...data };
  delete copy[key];
  return copy;
}

export const repeat = <T>(count: number, item: T): T[] => Array.from({ length: count }, () => item);

export const CREATED = '2025-01-01T10:00:00.000Z';
export const UPDATED = '2025-02-01T10:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;
export const inDays = (days: number) => Timestamp.fromMillis(Date.now() + days * DAY_MS);
export const STATS = { ATK: '1,200', DEF: '800', HP: '15k', SPD: '110' };
const IMAGE_URL =
  'https://firebasestorage.googleapis.com/v0/b/demo-hero-guide/o/heroes%2F1732233600000-aria.png?alt=media';

export function hero(overrides: DocumentData = {}): DocumentData {
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

export function code(overrides: DocumentData = {}): DocumentData {
  return {
    code: 'GIFT2025',
    neverExpires: false,
    expirationDate: inDays(7),
    createdAt: serverTimestamp(),
    version: 1,
    ...overrides,
  };
}

export function guide(overrides: DocumentData = {}): DocumentData {
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

export function guildTable(overrides: DocumentData = {}): DocumentData {
  return { levels: defaultGuildLevels(), updatedAt: CREATED, version: 1, ...overrides };
}

export function gameMode(overrides: DocumentData = {}): DocumentData {
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

export const teamMember = (hero: string, overrides: DocumentData = {}): DocumentData => ({
  hero,
  role: '',
  substitutes: [],
  ...overrides,
});

export function team(overrides: DocumentData = {}): DocumentData {
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

export const EQUIPMENT_IMAGE_URL =
  'https://firebasestorage.googleapis.com/v0/b/demo-hero-guide/o/equipment%2F1732233600000-ring.png?alt=media';

export function equipmentItem(overrides: DocumentData = {}): DocumentData {
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

/** An entry of `trash`, by default the guide `route` deleted at its version 2. */
export const trashEntry = (overrides: DocumentData = {}): DocumentData => ({
  collection: 'guides',
  itemId: 'route',
  label: 'Beginner route',
  deletedBy: 'admin@example.test',
  deletedAt: UPDATED,
  record: guide({ version: 2 }),
  images: [],
  ...overrides,
});

/**
 * Changes the rules refuse in an admin's edit of any versioned record whose creation time is an
 * ISO text: the version must count up by one and the creation time stay.
 */
export const BAD_EDITS: [string, DocumentData][] = [
  ['version is skipped', { version: 3 }],
  ['version is unchanged', { version: 1 }],
  ['createdAt changes', { createdAt: UPDATED, version: 2 }],
];

export function media(overrides: DocumentData = {}): DocumentData {
  return {
    imagePath: 'media/1732233600000-herostar.png',
    imageUrl:
      'https://firebasestorage.googleapis.com/v0/b/demo-hero-guide/o/media%2F1732233600000-herostar.png?alt=media',
    updatedAt: CREATED,
    version: 1,
    ...overrides,
  };
}
