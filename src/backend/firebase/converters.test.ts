import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { HERO_LIST_KEYS, type HeroInput } from '../../domain/hero';
import { MEDIA_SLOTS } from '../../domain/media';
import { placeholderSvg } from '../../domain/placeholderSvg';
import { emptyTierLegend } from '../../domain/siteSettings';
import { EQUIPMENT_SLOTS_DEFAULT } from '../../domain/equipment';
import type { GuideInput } from '../../domain/guide';
import { makeEquipmentInput } from '../../test/makeEquipmentItem';
import { TWO_SKILLS } from '../../../tests/support/heroInput';
import { authUserFromFirebase } from './authUsers';
import { codeFields } from './codeWrites';
import { CODE_DOCS } from './codes';
import { isoOrNull, keptCreatedAt, versionOf } from './converters';
import { EQUIPMENT_DOCS } from './equipment';
import { GUIDE_DOCS } from './guides';
import { guideWrites } from './guideWrites';
import { heroFromDoc } from './heroDocReads';
import { MAX_TIER_HISTORY, nextTierHistory } from './heroDocs';
import { heroWrites } from './heroWrites';
import { mediaPathOf, mediaSlotFromDoc, placeholderUrl } from './mediaDocs';
import { MODE_DOCS } from './modes';
import { documentFields, fileFields, newDocument } from './recordDocument';
import type { FirebaseServices } from './services';
import { guildTableFromDoc, siteSettingsFromDoc } from './settingsDocs';
import { guildTableDoc, siteSettingsDoc } from './settingsWrites';

const codeFromDoc = CODE_DOCS.read;
const equipmentFromDoc = EQUIPMENT_DOCS.read;
const gameModeFromDoc = MODE_DOCS.read;
const guideFromDoc = GUIDE_DOCS.read;

/** What an item's document holds of its fields, as every write stores them. */
const equipmentFields = (item: object) => documentFields('equipment', item);
const gameModeFields = (mode: object) => documentFields('modes', mode);

/** Services as far as a document's rules ask: the byline of the admin creating a guide. */
const signedInAs = (byline: string) =>
  ({ auth: async () => ({ byline: () => byline }) }) as unknown as FirebaseServices;

/** A hero's fields as a write stores them, with its image's URL and the files it shows. */
const heroContentFields = (input: HeroInput, image: string, images: string[]) => ({
  ...documentFields('heroes', input),
  ...fileFields('heroes', image, images),
});

/** A new hero's whole document, as a create stores it. */
const newHeroDoc = (input: HeroInput, image: string, images: string[], now: string) =>
  newDocument('heroes', heroWrites(signedInAs('')), input, { url: image, images }, now);

/** A new guide's whole document, as a create by the admin with the byline `author` stores it. */
const newGuideDoc = (input: GuideInput, images: string[], now: string, author: string) =>
  newDocument('guides', guideWrites(signedInAs(author)), input, { url: '', images }, now);

const NOW = '2025-03-04T05:06:07.089Z';
const URL = 'https://firebasestorage.googleapis.com/v0/b/demo/o/heroes%2F1-aria.png?alt=media';

/** Every list filled, each with its own names, so a list dropped or mixed up anywhere shows. */
const heroInput: HeroInput = {
  name: 'Aria',
  tier: 'S',
  description: 'Fast.',
  stats: { ATK: '100', DEF: '50', HP: '900', SPD: '12' },
  recommendedTalisman: ['Phoenix Sigil', 'Warden Seal'],
  recommendedSpirit: ['Ember'],
  recommendedRune: ['Fury Rune', 'Ward Rune'],
  recommendedCodex: ['Ages'],
  recommendedPet: ['Cinder Fox'],
  ratings: [
    { mode: 'arena', tier: 'SS', reason: 'Bursts the back row.' },
    { mode: 'campaign', tier: 'A', reason: '' },
  ],
  recommendedEquipment: ['item-dawn-edge', 'item-warden-plate'],
  role: 'Tank',
  faction: 'Dawn',
  rarity: 'Legendary',
  buildNotes: '<h2>Build</h2><ul><li><p>Shield first</p></li></ul>',
  skills: TWO_SKILLS,
  imagePath: 'heroes/1-aria.png',
};

describe('isoOrNull and versionOf', () => {
  it.each([
    ['an ISO string', '2025-03-04T05:06:07.089Z', NOW],
    ['an ISO string with offset', '2025-03-04T07:06:07.089+02:00', NOW],
    ['a Timestamp', Timestamp.fromMillis(Date.parse(NOW)), NOW],
    ['a Date', new Date(NOW), NOW],
    ['nothing', undefined, null],
    ['null', null, null],
    ['an unreadable string', 'soon', null],
    ['a number', 42, null],
  ])('reads %s', (_what, value, expected) => {
    expect(isoOrNull(value)).toBe(expected);
  });

  it.each([
    [{ version: 3 }, 3],
    [{ version: 0 }, 0],
    [{}, 0],
    [{ version: '3' }, 0],
    [{ version: 1.5 }, 0],
    [{ version: -1 }, 0],
    [undefined, 0],
  ])('reads version of %j as %i', (data, expected) => {
    expect(versionOf(data)).toBe(expected);
  });
});

describe('heroes', () => {
  it('writes a new hero and reads it back unchanged, thumbnail = image', async () => {
    const data = await newHeroDoc(heroInput, URL, [heroInput.imagePath], NOW);
    expect(data).toEqual({
      ...heroInput,
      image: URL,
      images: [heroInput.imagePath],
      tierHistory: [],
      createdAt: NOW,
      updatedAt: NOW,
      version: 1,
    });
    expect(heroFromDoc('h1', data)).toEqual({
      ...heroInput,
      id: 'h1',
      imageUrl: URL,
      thumbnailUrl: URL,
      tierHistory: [],
      createdAt: NOW,
      updatedAt: NOW,
      version: 1,
    });
  });

  describe.each(HERO_LIST_KEYS)('list %s', (key) => {
    const names = heroInput[key];

    it('is filled in the test hero', () => {
      expect(names.length).toBeGreaterThan(0);
    });

    it('is written to a new document and to an edited one', async () => {
      expect((await newHeroDoc(heroInput, URL, [], NOW))[key]).toEqual(names);
      expect(heroContentFields(heroInput, URL, [])[key]).toEqual(names);
    });

    it('is read from a stored document', () => {
      expect(heroFromDoc('h1', { [key]: names })[key]).toEqual(names);
    });
  });

  it('copies the lists it writes, so later edits of the input do not leak in', () => {
    const input = { ...heroInput, recommendedPet: ['Fox'] };
    const images = ['guides/1-a.png'];
    const fields = heroContentFields(input, '', images);
    input.recommendedPet.push('Owl');
    images.push('guides/2-b.png');
    expect(fields.recommendedPet).toEqual(['Fox']);
    expect(fields.images).toEqual(['guides/1-a.png']);
    expect(fields).not.toHaveProperty('version');
  });

  it('reads an upstream document: missing values are empty, version 0, pets by name', () => {
    const hero = heroFromDoc('up1', {
      name: 'Old Hero',
      tier: 'A',
      image: 'https://example.com/old.png',
      stats: { ATK: 1200, HP: '900' },
      recommendedPet: [{ name: 'Cinder Fox', rarity: 'SSR' }, { rarity: 'R' }, 'Owl'],
      recommendedRune: 'not a list',
    });
    expect(hero).toEqual({
      id: 'up1',
      name: 'Old Hero',
      tier: 'A',
      description: '',
      role: '',
      faction: '',
      rarity: '',
      buildNotes: '',
      skills: [],
      stats: { ATK: '1200', DEF: '', HP: '900', SPD: '' },
      recommendedTalisman: [],
      recommendedSpirit: [],
      recommendedRune: [],
      recommendedCodex: [],
      recommendedPet: ['Cinder Fox', 'Owl'],
      ratings: [],
      recommendedEquipment: [],
      imagePath: '',
      imageUrl: 'https://example.com/old.png',
      thumbnailUrl: 'https://example.com/old.png',
      tierHistory: [],
      createdAt: '',
      updatedAt: '',
      version: 0,
    });
  });

  it('reads an empty document as an empty hero', () => {
    expect(heroFromDoc('e', {})).toMatchObject({
      name: '',
      stats: { ATK: '', DEF: '', HP: '', SPD: '' },
      imageUrl: '',
      thumbnailUrl: '',
      version: 0,
    });
  });

  it('reads tier history entries, dropping ones that are not objects', () => {
    const hero = heroFromDoc('h', {
      tierHistory: [{ from: 'A', to: 'S', at: NOW }, 'junk', { from: 'S', to: 'SS' }],
    });
    expect(hero.tierHistory).toEqual([
      { from: 'A', to: 'S', at: NOW },
      { from: 'S', to: 'SS', at: '' },
    ]);
  });

  it('reads ratings per mode, dropping entries that name no mode; none on older heroes', () => {
    const hero = heroFromDoc('h', {
      ratings: [
        { mode: 'arena', tier: 'S', reason: 'Fast.' },
        'junk',
        { tier: 'A', reason: 'No mode.' },
        { mode: 'boss', tier: 'B' },
      ],
    });
    expect(hero.ratings).toEqual([
      { mode: 'arena', tier: 'S', reason: 'Fast.' },
      { mode: 'boss', tier: 'B', reason: '' },
    ]);
    expect(heroFromDoc('old', { name: 'Old', ratings: 'not a list' }).ratings).toEqual([]);
  });

  it('reads skills in their order, leaving out what is not a skill; none on older heroes', () => {
    const hero = heroFromDoc('h', {
      skills: [heroInput.skills[1], 'junk', { name: 'Old', kind: 'Active', upgrades: 'x' }],
    });
    expect(hero.skills).toEqual([
      heroInput.skills[1],
      { name: 'Old', kind: 'Active', cooldown: '', description: '', upgrades: [] },
    ]);
    expect(heroFromDoc('old', { name: 'Old' }).skills).toEqual([]);
  });

  it('writes the skills as copies, so later edits of the input do not leak in', () => {
    const input = structuredClone(heroInput);
    const fields = heroContentFields(input, '', []);
    input.skills[0]!.upgrades[0]!.effect = 'Changed.';
    expect(fields.skills).toEqual(heroInput.skills);
  });

  it('writes the ratings as copies, so later edits of the input do not leak in', () => {
    const input = { ...heroInput, ratings: [{ mode: 'arena', tier: 'S', reason: '' }] };
    const fields = heroContentFields(input, '', []);
    input.ratings[0]!.tier = 'C';
    expect(fields.ratings).toEqual([{ mode: 'arena', tier: 'S', reason: '' }]);
  });

  it("reads a tier change's mode, and none for the overall tier's", () => {
    const hero = heroFromDoc('h', {
      tierHistory: [
        { from: 'A', to: 'S', at: NOW },
        { from: 'B', to: 'A', at: NOW, mode: 'arena' },
        { from: 'B', to: 'A', at: NOW, mode: '' },
      ],
    });
    expect(hero.tierHistory).toEqual([
      { from: 'A', to: 'S', at: NOW },
      { from: 'B', to: 'A', at: NOW, mode: 'arena' },
      { from: 'B', to: 'A', at: NOW },
    ]);
    expect(hero.tierHistory[0]).not.toHaveProperty('mode');
    expect(hero.tierHistory[2]).not.toHaveProperty('mode');
  });

  describe('the tier history after an edit', async () => {
    const old = heroFromDoc('h', { ...(await newHeroDoc(heroInput, '', [], NOW)) });
    const LATER = '2025-03-05T00:00:00.000Z';

    it('gains nothing when no tier moved: same tiers, a new reason, a first or removed rating', () => {
      expect(nextTierHistory(old, old, LATER)).toEqual([]);
      const reworded = old.ratings.map((rating) => ({ ...rating, reason: 'Reworded.' }));
      expect(nextTierHistory(old, { tier: 'S', ratings: reworded }, LATER)).toEqual([]);
      const ratings = [
        { mode: 'arena', tier: 'SS', reason: '' },
        { mode: 'boss', tier: 'C', reason: 'First rating.' },
      ];
      expect(nextTierHistory(old, { tier: 'S', ratings }, LATER)).toEqual([]);
    });

    it('keeps the overall move without a mode key, then each mode whose tier moved', async () => {
      const ratings = [
        { mode: 'campaign', tier: 'S', reason: '' },
        { mode: 'arena', tier: 'SS', reason: 'Unchanged tier.' },
      ];
      const next = nextTierHistory(old, { tier: 'SS', ratings }, LATER);
      expect(next).toEqual([
        { from: 'S', to: 'SS', at: LATER },
        { from: 'A', to: 'S', at: LATER, mode: 'campaign' },
      ]);
      expect(next[0]).not.toHaveProperty('mode');
      // Only a mode's move, after the changes already kept.
      const stored = await newHeroDoc(heroInput, '', [], NOW);
      const then = heroFromDoc('h', { ...stored, tierHistory: next });
      const arena = [{ mode: 'arena', tier: 'B', reason: '' }];
      expect(nextTierHistory(then, { tier: 'S', ratings: arena }, NOW)).toEqual([
        ...next,
        { from: 'SS', to: 'B', at: NOW, mode: 'arena' },
      ]);
    });

    it('keeps at most the last 100 changes', () => {
      const long = Array.from({ length: MAX_TIER_HISTORY }, (_, index) => ({
        from: `T${index}`,
        to: `T${index + 1}`,
        at: NOW,
      }));
      const ratings = [{ mode: 'arena', tier: 'C', reason: '' }];
      const next = nextTierHistory({ ...old, tierHistory: long }, { tier: 'SS', ratings }, LATER);
      expect(next).toHaveLength(MAX_TIER_HISTORY);
      expect(next[0]?.from).toBe('T2');
      expect(next.slice(-2)).toEqual([
        { from: 'S', to: 'SS', at: LATER },
        { from: 'SS', to: 'C', at: LATER, mode: 'arena' },
      ]);
    });
  });
});

describe('codes', () => {
  it('stores the expiry as a Timestamp and reads it back as ISO', () => {
    const fields = codeFields({
      code: 'GIFT',
      neverExpires: false,
      expirationDate: '2099-01-02T03:04:05+02:00',
    });
    expect(fields.expirationDate).toBeInstanceOf(Timestamp);
    expect(fields.expirationDate?.toMillis()).toBe(Date.parse('2099-01-02T01:04:05.000Z'));

    const createdAt = Timestamp.fromMillis(Date.parse(NOW));
    expect(codeFromDoc('c1', { ...fields, createdAt, version: 2 })).toEqual({
      id: 'c1',
      code: 'GIFT',
      neverExpires: false,
      expirationDate: '2099-01-02T01:04:05.000Z',
      reward: '',
      addedAt: NOW,
      createdAt: NOW,
      version: 2,
    });
  });

  it('stores the reward and a date added as a Timestamp, and reads them back', () => {
    const fields = codeFields({
      code: 'GIFT',
      neverExpires: true,
      expirationDate: null,
      reward: '300 gems',
      addedAt: '2025-03-04T07:06:07+02:00',
    });
    expect(fields.reward).toBe('300 gems');
    expect(fields.addedAt?.toMillis()).toBe(Date.parse('2025-03-04T05:06:07.000Z'));
    const createdAt = Timestamp.fromMillis(Date.parse(NOW));
    expect(codeFromDoc('c1', { ...fields, createdAt, version: 1 })).toMatchObject({
      reward: '300 gems',
      addedAt: '2025-03-04T05:06:07.000Z',
      createdAt: NOW,
    });
  });

  it('stores no expiry for a code that never expires, whatever the input date', () => {
    expect(
      codeFields({ code: 'X', neverExpires: true, expirationDate: '2099-01-01T00:00:00Z' }),
    ).toEqual({ code: 'X', neverExpires: true, expirationDate: null, reward: '' });
    expect(
      codeFromDoc('c', {
        code: 'X',
        neverExpires: true,
        expirationDate: Timestamp.fromMillis(0),
      }).expirationDate,
    ).toBeNull();
  });

  it('reads an upstream code without version or createdAt, and an ISO-string expiry', () => {
    expect(codeFromDoc('c', { code: 'OLD', expirationDate: '2030-01-01T00:00:00Z' })).toEqual({
      id: 'c',
      code: 'OLD',
      neverExpires: false,
      expirationDate: '2030-01-01T00:00:00.000Z',
      reward: '',
      addedAt: '',
      createdAt: '',
      version: 0,
    });
  });
});

describe('guides', () => {
  it('writes a new published guide and reads it back', async () => {
    const data = await newGuideDoc(
      { title: 'T', content: '<p>x</p>', tags: ['PvP'] },
      ['guides/1-a.png'],
      NOW,
      'Mira',
    );
    expect(data).toEqual({
      title: 'T',
      content: '<p>x</p>',
      images: ['guides/1-a.png'],
      published: true,
      tags: ['PvP'],
      author: 'Mira',
      createdAt: NOW,
      updatedAt: NOW,
      version: 1,
    });
    // The images list is for queries only: a guide read back does not carry it.
    const { title, content, published, tags, author, createdAt, updatedAt, version } = data;
    expect(guideFromDoc('g1', data)).toEqual({
      id: 'g1',
      ...{ title, content, published, tags, author, createdAt, updatedAt, version },
    });
  });

  it('writes a new draft unpublished, and only published: false makes one', async () => {
    const draft = await newGuideDoc(
      { title: 'T', content: '<p>x</p>', published: false },
      [],
      NOW,
      '',
    );
    expect(draft.published).toBe(false);
    expect(guideFromDoc('g2', draft).published).toBe(false);
    const chosen = await newGuideDoc(
      { title: 'T', content: '<p>x</p>', published: true },
      [],
      NOW,
      '',
    );
    expect(chosen.published).toBe(true);
    // The same fields either way: nothing the rules would refuse is added.
    expect(Object.keys(draft).sort()).toEqual(Object.keys(chosen).sort());
  });

  it('reads an upstream guide: Timestamp dates, no version, tags or author, unpublished unless true', () => {
    expect(
      guideFromDoc('g', {
        title: 'Old',
        content: '<p>o</p>',
        published: 'yes',
        tags: 'not a list',
        createdAt: Timestamp.fromMillis(Date.parse(NOW)),
      }),
    ).toEqual({
      id: 'g',
      title: 'Old',
      content: '<p>o</p>',
      published: false,
      tags: [],
      author: '',
      createdAt: NOW,
      updatedAt: '',
      version: 0,
    });
  });
});

describe('the guild table', () => {
  const levels = [
    { level: 2, points: 600, estimated: false },
    { level: 3, points: 650, estimated: true },
  ];

  it('writes the levels with the time and version, and reads them back', () => {
    const data = guildTableDoc(
      levels.map((entry) => ({ ...entry, extra: 1 }) as (typeof levels)[number]),
      NOW,
      4,
    );
    expect(data).toEqual({ levels, updatedAt: NOW, version: 4 });
    expect(guildTableFromDoc(data)).toEqual({ levels, updatedAt: NOW, version: 4 });
  });

  it('drops unreadable entries and reads a missing estimated flag as false', () => {
    expect(
      guildTableFromDoc({ levels: [{ level: 2, points: 600 }, { level: 'x' }, null] }),
    ).toEqual({
      levels: [{ level: 2, points: 600, estimated: false }],
      updatedAt: null,
      version: 0,
    });
  });
});

describe('the site settings', () => {
  it('store the whole tier legend, a line per tier, and the whole slot list, and read them back', () => {
    const tierLegend = { ...emptyTierLegend(), Meta: 'Defines the game.', Food: 'Feed them.' };
    const equipmentSlots = ['Weapon', 'Ring'];
    const data = siteSettingsDoc(
      { communityUrl: 'https://a.example', tierLegend, equipmentSlots },
      NOW,
      2,
    );
    expect(data).toEqual({
      communityUrl: 'https://a.example',
      tierLegend,
      equipmentSlots,
      updatedAt: NOW,
      version: 2,
    });
    expect(siteSettingsFromDoc(data)).toEqual({
      communityUrl: 'https://a.example',
      tierLegend,
      equipmentSlots,
      updatedAt: NOW,
      version: 2,
    });
    const defaults = [...EQUIPMENT_SLOTS_DEFAULT];
    expect(
      siteSettingsDoc({ communityUrl: '', tierLegend, equipmentSlots: defaults }, NOW, 3)
        .equipmentSlots,
    ).toEqual(defaults);
  });

  it('read settings saved before the legend and the slots with an empty legend, the default slots', () => {
    expect(
      siteSettingsFromDoc({ communityUrl: 'https://a.example', updatedAt: NOW, version: 1 }),
    ).toEqual({
      communityUrl: 'https://a.example',
      tierLegend: emptyTierLegend(),
      equipmentSlots: [...EQUIPMENT_SLOTS_DEFAULT],
      updatedAt: NOW,
      version: 1,
    });
  });

  it('read a line only for a known tier and only as text', () => {
    const stored = { tierLegend: { S: 'Strong.', Mythic: 'Unknown tier.', A: 3 } };
    expect(siteSettingsFromDoc(stored).tierLegend).toEqual({ ...emptyTierLegend(), S: 'Strong.' });
    expect(siteSettingsFromDoc({ tierLegend: 'not a map' }).tierLegend).toEqual(emptyTierLegend());
  });
});

describe('game modes', () => {
  it('write the fields an admin edits, and read a stored mode back', () => {
    const input = { name: 'Arena', description: 'Fights.', position: 2 };
    const data = { ...input, createdAt: NOW, updatedAt: NOW, version: 3 };
    const mode = gameModeFromDoc('m1', data);
    expect(mode).toEqual({ id: 'm1', ...data });
    // What a document holds besides its times and version, and nothing else the record carries.
    expect(gameModeFields(mode)).toEqual(input);
  });

  it('read missing or unreadable values as empty, position 0, version 0', () => {
    expect(gameModeFromDoc('m', { name: 'Raid', position: 1.5 })).toEqual({
      id: 'm',
      name: 'Raid',
      description: '',
      position: 0,
      createdAt: '',
      updatedAt: '',
      version: 0,
    });
  });
});

describe('equipment items', () => {
  // Every field set, so that none is dropped on the way to a document and back unnoticed.
  const input = makeEquipmentInput({
    setBonus: 'Stormcaller set.',
    howToGet: 'Arena.',
    imagePath: 'equipment/1-ring.png',
  });

  it('write the fields an admin edits, and read a stored item back with its image', () => {
    const imageUrl = 'https://firebasestorage.googleapis.com/v0/b/demo/o/equipment%2F1-ring.png';
    const data = { ...input, imageUrl, createdAt: NOW, updatedAt: NOW, version: 2 };
    const item = equipmentFromDoc('e1', data);
    expect(item).toEqual({ id: 'e1', ...data, thumbnailUrl: imageUrl });
    // What a document holds besides its image URL, times and version.
    expect(equipmentFields(item)).toEqual(input);
  });

  it('read missing or unreadable values as empty, version 0, dropping lines that are no stat', () => {
    // The stats are read as our server reads them (storedEquipmentStats): a value must be text.
    const stats = [{ label: 'HP', value: '+5' }, { label: 'DEF', value: 5 }, 'ATK', {}];
    expect(equipmentFromDoc('e', { name: 'Ring', stats })).toEqual({
      id: 'e',
      name: 'Ring',
      slot: '',
      rarity: '',
      stats: [{ label: 'HP', value: '+5' }],
      setBonus: '',
      howToGet: '',
      imagePath: '',
      imageUrl: '',
      thumbnailUrl: '',
      createdAt: '',
      updatedAt: '',
      version: 0,
    });
  });
});

describe('media slots', () => {
  const slot = MEDIA_SLOTS[0]!;

  it('shows a slot without a document as an inline placeholder naming it, version 0', () => {
    const placeholder = mediaSlotFromDoc(slot, undefined);
    expect(placeholder).toEqual({
      ...slot,
      imageUrl: placeholderUrl(slot.label),
      isPlaceholder: true,
      updatedAt: null,
      version: 0,
    });
    expect(decodeURIComponent(placeholder.imageUrl)).toBe(
      `data:image/svg+xml,${placeholderSvg(slot.label)}`,
    );
  });

  it('reads a set slot, and the image path it points at', () => {
    const data = { imagePath: 'media/1-a.png', imageUrl: URL, updatedAt: NOW, version: 3 };
    expect(mediaSlotFromDoc(slot, data)).toEqual({
      ...slot,
      imageUrl: URL,
      isPlaceholder: false,
      updatedAt: NOW,
      version: 3,
    });
    expect(mediaPathOf(data)).toBe('media/1-a.png');
    expect(mediaPathOf(undefined)).toBe('');
  });
});

describe('auth users', () => {
  it('reports the user with the admin flag and ISO times', () => {
    expect(
      authUserFromFirebase(
        {
          uid: 'u1',
          email: 'admin@example.test',
          displayName: null,
          metadata: {
            creationTime: 'Tue, 04 Mar 2025 05:06:07 GMT',
            lastSignInTime: 'Wed, 05 Mar 2025 05:06:07 GMT',
          },
        },
        true,
      ),
    ).toEqual({
      uid: 'u1',
      email: 'admin@example.test',
      displayName: '',
      isAdmin: true,
      createdAt: '2025-03-04T05:06:07.000Z',
      lastSignInAt: '2025-03-05T05:06:07.000Z',
    });
  });

  it('reports a user who never signed in before with lastSignInAt null', () => {
    expect(
      authUserFromFirebase({ uid: 'u', email: null, displayName: 'M', metadata: {} }, false),
    ).toMatchObject({ email: '', displayName: 'M', isAdmin: false, lastSignInAt: null });
  });
});

describe('keptCreatedAt', () => {
  it('carries createdAt over exactly as stored, whatever its type', () => {
    const stamp = Timestamp.fromMillis(Date.parse(NOW));
    expect(keptCreatedAt({ createdAt: NOW, extra: 1 })).toEqual({ createdAt: NOW });
    expect(keptCreatedAt({ createdAt: stamp }).createdAt).toBe(stamp);
  });

  it('leaves createdAt out when the stored document has none (upstream data)', () => {
    expect(keptCreatedAt({ name: 'Borin' })).toEqual({});
    expect('createdAt' in keptCreatedAt({ name: 'Borin' })).toBe(false);
  });
});
