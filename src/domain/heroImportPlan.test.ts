import { describe, expect, it } from 'vitest';
import sampleFile from '../../tests/fixtures/heroes-sample.json';
import type { HeroInput } from './hero';
import { testSkill } from '../../tests/support/heroInput';
import { foreignSkillImageMessage } from './heroBuildNotes';
import { noGameModeNamed } from './heroImport';
import { REASON_NEEDS_TIER, RATINGS_MAX, type ModeRating } from './heroRatings';
import { SAME_HERO_TWICE, SEVERAL_HEROES_NAMED } from './heroImportMatch';
import { planHeroImport } from './heroImportPlan';
import type { ExistingHero, ImportPlan } from './heroImportPlanTypes';
import { previewImport } from './heroImportRun';
import {
  LIVE_MODES,
  NO_MODES,
  eventHandlersDropped,
  seededHeroes,
  storedHero,
} from '../test/heroImportFixtures';

describe('planHeroImport', () => {
  it('leaves every seeded sample hero unchanged when the sample file comes again', () => {
    const existing = seededHeroes();
    const plan = planHeroImport(sampleFile, existing, NO_MODES);
    expect(plan.creates).toEqual([]);
    expect(plan.updates).toEqual([]);
    expect(plan.unchanged).toHaveLength(12);
    expect(plan.errors).toEqual([]);
  });

  it('reports exactly the two changed tiers, with their fields', () => {
    const existing = seededHeroes();
    const file = structuredClone(sampleFile) as { name: string; tier: string }[];
    file[0]!.tier = 'ss';
    file[3]!.tier = 'Food';
    const plan = planHeroImport(file, existing, NO_MODES);
    expect(plan.updates.map(({ id, name, changes }) => ({ id, name, changes }))).toEqual([
      {
        id: existing[0]!.id,
        name: existing[0]!.name,
        changes: [{ field: 'tier', from: 'Meta', to: 'SS' }],
      },
      {
        id: existing[3]!.id,
        name: existing[3]!.name,
        changes: [{ field: 'tier', from: existing[3]!.tier, to: 'Food' }],
      },
    ]);
    expect(plan.updates[0]!.hero.imagePath).toBe(existing[0]!.imagePath);
    expect(plan.unchanged).toHaveLength(10);
  });

  it('lists changed stats and lists as text, old value then new', () => {
    const existing = [
      storedHero({
        name: 'Aurelia',
        stats: { ATK: '1', DEF: '', HP: '', SPD: '' },
        recommendedPet: ['Fox'],
      }),
    ];
    const plan = planHeroImport(
      [
        {
          name: 'aurelia',
          tier: 'S',
          stats: { ATK: 2 },
          recommendedPet: [{ name: 'Fox' }, { name: 'Owl' }],
        },
      ],
      existing,
      NO_MODES,
    );
    expect(plan.updates[0]?.changes).toEqual([
      { field: 'name', from: 'Aurelia', to: 'aurelia' },
      { field: 'stats.ATK', from: '1', to: '2' },
      { field: 'recommendedPet', from: 'Fox', to: 'Fox, Owl' },
    ]);
  });

  it.each<[string, Record<string, unknown>, Partial<HeroInput>, string[]]>([
    [
      'left out, labels and build notes stay as stored',
      {},
      { role: 'Tank', faction: 'Dawn', rarity: 'Epic', buildNotes: '<p>Old</p>' },
      [],
    ],
    [
      'given, they replace the stored ones and the preview names them',
      { role: ' Mage ', rarity: 'Legendary', buildNotes: '<p>New</p>' },
      { role: 'Mage', faction: 'Dawn', rarity: 'Legendary', buildNotes: '<p>New</p>' },
      ['role', 'rarity', 'buildNotes'],
    ],
    [
      'given empty, they are cleared',
      { role: '', faction: '', rarity: '', buildNotes: '' },
      { role: '', faction: '', rarity: '', buildNotes: '' },
      ['role', 'faction', 'rarity', 'buildNotes'],
    ],
    [
      'null counts as left out',
      { role: null, buildNotes: null },
      { role: 'Tank', buildNotes: '<p>Old</p>' },
      [],
    ],
  ])('%s', (_, fields, expected, changed) => {
    const existing = [
      storedHero({
        name: 'Aurelia',
        role: 'Tank',
        faction: 'Dawn',
        rarity: 'Epic',
        buildNotes: '<p>Old</p>',
      }),
    ];
    const plan = planHeroImport([{ name: 'Aurelia', tier: 'S', ...fields }], existing, NO_MODES);
    const hero = plan.updates[0]?.hero ?? existing[0]!;
    expect(hero).toMatchObject(expected);
    expect((plan.updates[0]?.changes ?? []).map((change) => change.field)).toEqual(changed);
  });

  it('gives a new hero whose entry leaves them out no labels or build notes', () => {
    const plan = planHeroImport(
      [
        { name: 'New', tier: 'S' },
        { name: 'Labelled', tier: 'A', role: 'Tank' },
      ],
      [],
      NO_MODES,
    );
    expect(
      plan.creates.map(({ role, faction, rarity, buildNotes }) => [
        role,
        faction,
        rarity,
        buildNotes,
      ]),
    ).toEqual([
      ['', '', '', ''],
      ['Tank', '', '', ''],
    ]);
  });

  it('refuses a label longer than 40 characters by name', () => {
    const plan = planHeroImport(
      [{ name: 'Long', tier: 'S', faction: 'x'.repeat(41) }],
      [],
      NO_MODES,
    );
    expect(plan.errors).toEqual([{ name: 'Long', reason: 'faction: At most 40 characters.' }]);
  });

  it.each<[string, unknown[], Partial<ImportPlan>]>([
    [
      'matches by name without case, spaces or accents',
      [{ name: '  heroine ', tier: 'S' }],
      { creates: [], unchanged: [], errors: [] },
    ],
    [
      'matches by an id that exists, whatever the name',
      [{ id: 'hero-by-id', name: 'Renamed', tier: 'S' }],
      { creates: [], errors: [] },
    ],
    [
      'creates a hero whose id does not exist and whose name is new',
      [{ id: 'missing', name: 'Brand New', tier: 'meta' }],
      { unchanged: [], updates: [], errors: [] },
    ],
  ])('%s', (_, file, expected) => {
    const existing = [{ ...storedHero({ name: 'Héroïne' }), id: 'hero-by-id' }];
    expect(planHeroImport(file, existing, NO_MODES)).toMatchObject(expected);
  });

  it('finds a name typed with combining accents (NFD) unchanged against the same name stored composed (NFC)', () => {
    const composed = storedHero({ name: 'Aur\u00e9lia', description: 'Caf\u00e9' });
    const decomposed = { ...composed, name: 'Aure\u0301lia', description: 'Cafe\u0301' };
    const asFile = (hero: ExistingHero) => [
      { ...hero, id: undefined, imagePath: undefined, ratings: undefined },
    ];
    expect(planHeroImport(asFile(decomposed), [composed], NO_MODES)).toMatchObject({
      updates: [],
      unchanged: ['Aur\u00e9lia'],
    });
    expect(planHeroImport(asFile(composed), [decomposed], NO_MODES)).toMatchObject({
      updates: [],
      unchanged: ['Aure\u0301lia'],
    });
  });

  it('refuses an entry giving a field the wrong type, keeping what the hero has', () => {
    const hero = storedHero({
      name: 'Borin',
      recommendedPet: ['Cinder Fox'],
      stats: { ATK: '1200', DEF: '', HP: '', SPD: '' },
    });
    const plan = planHeroImport(
      [
        { name: 'Borin', tier: 'S', recommendedPet: 'Cinder Fox' },
        { name: 'Borin', tier: 'S', stats: 1200 },
        { name: 'New', tier: 'S' },
      ],
      [hero],
      NO_MODES,
    );
    expect(plan).toMatchObject({
      updates: [],
      unchanged: [],
      creates: [{ name: 'New' }],
      errors: [
        { name: 'Borin', reason: 'recommendedPet: Expected a list of names.' },
        {
          name: 'Borin',
          reason: 'stats: Expected the stats as { "ATK": …, "DEF": …, "HP": …, "SPD": … }.',
        },
      ],
    });
  });

  it('stores known tiers in their canonical spelling', () => {
    const plan = planHeroImport(
      [
        { name: 'A', tier: 'meta' },
        { name: 'B', tier: ' s + ' },
        { name: 'C', tier: ' Z ' },
      ],
      [],
      NO_MODES,
    );
    expect(plan.creates.map((hero) => hero.tier)).toEqual(['Meta', 'S+', 'Z']);
  });

  it('refuses a second entry matching the same hero, naming it', () => {
    const existing = [storedHero({ name: 'Aurelia the Dawnblade', tier: 'Meta' })];
    const plan = planHeroImport(
      [
        { name: 'Aurelia the Dawnblade', tier: 'SS' },
        { name: 'AURELIA THE DAWNBLADE', tier: 'B' },
        { name: 'Twin', tier: 'A' },
        { name: 'twin', tier: 'B' },
      ],
      existing,
      NO_MODES,
    );
    expect(plan.updates.map((update) => update.hero.tier)).toEqual(['SS']);
    expect(plan.creates.map((hero) => hero.name)).toEqual(['Twin']);
    expect(plan.errors).toEqual([
      { name: 'AURELIA THE DAWNBLADE', reason: SAME_HERO_TWICE('Aurelia the Dawnblade') },
      { name: 'twin', reason: SAME_HERO_TWICE('Twin') },
    ]);
  });

  it('asks for an id when several stored heroes share the name', () => {
    const existing = [storedHero({ name: 'Twin' }), storedHero({ name: 'twin' })];
    const plan = planHeroImport([{ name: 'Twin', tier: 'A' }], existing, NO_MODES);
    expect(plan.errors).toEqual([{ name: 'Twin', reason: SEVERAL_HEROES_NAMED('Twin') }]);
    expect(plan.updates).toEqual([]);
  });

  it('matches named images to the picked files by name, any case; a missing one is a warning', () => {
    const existing = [storedHero({ name: 'Old', imagePath: 'heroes/1-old.png' })];
    const plan = planHeroImport(
      [
        { name: 'Old', tier: 'S', image: 'OLD.PNG' },
        { name: 'New', tier: 'S', image: 'new.png' },
        { name: 'Other', tier: 'S', image: 'gone.png' },
      ],
      existing,
      NO_MODES,
      { 'old.png': 'heroes/9-old.png', 'New.png': 'heroes/9-New.png' },
    );
    expect(plan.matchedImages).toEqual([
      { hero: 'Old', file: 'OLD.PNG' },
      { hero: 'New', file: 'new.png' },
    ]);
    expect(plan.missingImages).toEqual([{ hero: 'Other', file: 'gone.png' }]);
    expect(plan.updates[0]?.changes).toEqual([
      { field: 'image', from: '1-old.png', to: '9-old.png' },
    ]);
    expect(plan.creates.map((hero) => hero.imagePath)).toEqual(['heroes/9-New.png', '']);
  });

  it('reports limits by name as before', () => {
    const plan = planHeroImport(
      [{ name: 'Long', tier: 'S', description: 'x'.repeat(5001) }],
      [],
      NO_MODES,
    );
    expect(plan.errors).toEqual([
      { name: 'Long', reason: 'description: At most 5000 characters.' },
    ]);
  });
});

describe('planHeroImport with ratings per game mode', () => {
  const rating = (mode: string, tier: string, reason = ''): ModeRating => ({ mode, tier, reason });
  /** A hero rated in Arena and in a mode now in the trash (`mode-old`). */
  const rated = () =>
    storedHero({
      name: 'Borin',
      ratings: [rating('mode-old', 'C', 'Gone.'), rating('mode-arena', 'A', 'Slow.')],
    });

  it('gives a new hero the ratings of its entry, by mode id', () => {
    const plan = planHeroImport(
      [{ name: 'New', tier: 'S', ratings: { arena: { tier: 'meta', reason: 'Fast.' } } }],
      [],
      LIVE_MODES,
    );
    expect(plan.creates.map((hero) => hero.ratings)).toEqual([
      [rating('mode-arena', 'Meta', 'Fast.')],
    ]);
  });

  it('lists each changed rating by its mode name, in the modes order', () => {
    const plan = planHeroImport(
      [
        {
          name: 'Borin',
          tier: 'S',
          ratings: {
            'Guild Boss': { tier: 'B' },
            Arena: { tier: 'S', reason: 'Bursts down healers.' },
          },
        },
      ],
      [rated()],
      LIVE_MODES,
    );
    expect(plan.updates[0]?.changes).toEqual([
      { field: 'Arena rating', from: 'A — Slow.', to: 'S — Bursts down healers.' },
      { field: 'Guild Boss rating', from: '', to: 'B' },
    ]);
  });

  it('keeps the ratings of an entry that leaves them out: no change', () => {
    const hero = rated();
    const plan = planHeroImport([{ name: 'Borin', tier: 'S' }], [hero], LIVE_MODES);
    expect(plan).toMatchObject({ updates: [], unchanged: ['Borin'] });
    const moved = planHeroImport([{ name: 'Borin', tier: 'SS' }], [hero], LIVE_MODES);
    expect(moved.updates[0]?.hero.ratings).toEqual(hero.ratings);
  });

  it('replaces the ratings in live modes with the entry ones and keeps those in modes in the trash', () => {
    const plan = planHeroImport(
      [{ name: 'Borin', tier: 'S', ratings: { Campaign: { tier: 'B' } } }],
      [rated()],
      LIVE_MODES,
    );
    expect(plan.updates[0]?.hero.ratings).toEqual([
      rating('mode-campaign', 'B'),
      rating('mode-old', 'C', 'Gone.'),
    ]);
    expect(plan.updates[0]?.changes).toEqual([
      { field: 'Campaign rating', from: '', to: 'B' },
      { field: 'Arena rating', from: 'A — Slow.', to: '' },
    ]);
  });

  it('finds a hero unchanged whose ratings come in another order, or in another case', () => {
    const hero = storedHero({
      name: 'Borin',
      ratings: [rating('mode-guild', 'S'), rating('mode-campaign', 'A', 'Fine.')],
    });
    const plan = planHeroImport(
      [
        {
          name: 'Borin',
          tier: 'S',
          ratings: { campaign: { tier: 'a', reason: 'Fine.' }, 'GUILD BOSS': { tier: 's' } },
        },
      ],
      [hero],
      LIVE_MODES,
    );
    expect(plan).toMatchObject({ updates: [], unchanged: ['Borin'], errors: [] });
  });

  it('reads a renamed mode by its new name; its old name is no mode any more', () => {
    const renamed = LIVE_MODES.map((mode) =>
      mode.id === 'mode-arena' ? { ...mode, name: 'Ranked Arena' } : mode,
    );
    const file = (name: string) => [
      { name: 'Borin', tier: 'S', ratings: { [name]: { tier: 'A', reason: 'Slow.' } } },
    ];
    expect(planHeroImport(file('Ranked Arena'), [rated()], renamed)).toMatchObject({
      updates: [],
      unchanged: ['Borin'],
    });
    expect(planHeroImport(file('Arena'), [rated()], renamed)).toMatchObject({
      updates: [],
      unchanged: [],
      errors: [{ name: 'Borin', reason: `ratings: ${noGameModeNamed('Arena')}` }],
    });
  });

  it('refuses an entry rating a mode in the trash by name, keeping what the hero has, and imports the rest', () => {
    const plan = planHeroImport(
      [
        { name: 'Borin', tier: 'SS', ratings: { Dungeon: { tier: 'S' } } },
        { name: 'New', tier: 'S', ratings: { Arena: { tier: 'S' } } },
      ],
      [rated()],
      LIVE_MODES,
    );
    expect(plan).toMatchObject({
      updates: [],
      creates: [{ name: 'New' }],
      errors: [{ name: 'Borin', reason: 'ratings: No game mode is named “Dungeon”.' }],
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a reason without a tier', { reason: 'Fast.' }, `ratings.Arena.tier: ${REASON_NEEDS_TIER}`],
    [
      'a reason over 200 characters',
      { tier: 'S', reason: 'x'.repeat(201) },
      'ratings.Arena.reason: At most 200 characters.',
    ],
    [
      'a tier over 20 characters',
      { tier: 'x'.repeat(21) },
      'ratings.Arena.tier: At most 20 characters.',
    ],
  ])('refuses %s by entry, naming the mode field', (_, given, reason) => {
    const plan = planHeroImport(
      [
        { name: 'Borin', tier: 'S', ratings: { Campaign: { tier: 'S' }, arena: given } },
        { name: 'Fine', tier: 'S', ratings: { Arena: { tier: 'S' } } },
      ],
      [],
      LIVE_MODES,
    );
    expect(plan.errors).toEqual([{ name: 'Borin', reason }]);
    expect(plan.creates.map((hero) => hero.name)).toEqual(['Fine']);
  });

  it('refuses an entry whose ratings, with those kept in modes in the trash, pass the limit', () => {
    const trashed = Array.from({ length: RATINGS_MAX - 1 }, (_, n) => rating(`old-${n}`, 'S'));
    const hero = storedHero({ name: 'Borin', ratings: trashed });
    const plan = planHeroImport(
      [{ name: 'Borin', tier: 'S', ratings: { Arena: { tier: 'S' }, Campaign: { tier: 'A' } } }],
      [hero],
      LIVE_MODES,
    );
    expect(plan.errors).toEqual([
      { name: 'Borin', reason: `ratings: At most ${RATINGS_MAX} ratings.` },
    ]);
    const one = planHeroImport(
      [{ name: 'Borin', tier: 'S', ratings: { Arena: { tier: 'S' } } }],
      [hero],
      LIVE_MODES,
    );
    expect(one.updates[0]?.hero.ratings).toHaveLength(RATINGS_MAX);
  });
});

describe('planHeroImport with skills', () => {
  const arc = testSkill();
  const ward = { name: 'Dawn Ward', kind: 'Passive', cooldown: '', description: '', upgrades: [] };
  const skilled = () => storedHero({ name: 'Borin', skills: [arc, ward] });

  it('keeps the skills of an entry that leaves them out: no change, and kept on another change', () => {
    const hero = skilled();
    expect(planHeroImport([{ name: 'Borin', tier: 'S' }], [hero], NO_MODES)).toMatchObject({
      updates: [],
      unchanged: ['Borin'],
    });
    const moved = planHeroImport(
      [{ name: 'Borin', tier: 'SS' }],
      [hero],
      NO_MODES,
      {},
      eventHandlersDropped,
    );
    expect(moved.updates[0]?.changes.map((change) => change.field)).toEqual(['tier']);
    expect(moved.updates[0]?.hero.skills).toEqual([arc, ward]);
  });

  it('gives a new hero whose entry leaves them out no skills', () => {
    const plan = planHeroImport([{ name: 'New', tier: 'S' }], [], NO_MODES);
    expect(plan.creates[0]?.skills).toEqual([]);
  });

  it('replaces the skills with the entry ones, in their order; an empty list removes them', () => {
    const hero = skilled();
    const reordered = planHeroImport(
      [{ name: 'Borin', tier: 'S', skills: [ward, arc] }],
      [hero],
      NO_MODES,
    );
    expect(reordered.updates[0]?.hero.skills).toEqual([ward, arc]);
    const removed = planHeroImport([{ name: 'Borin', tier: 'S', skills: [] }], [hero], NO_MODES);
    expect(removed.updates[0]?.hero.skills).toEqual([]);
  });

  it('previews changed skills as one field, each skill as text', () => {
    const hero = storedHero({ name: 'Borin', skills: [ward] });
    const file = [{ name: 'Borin', tier: 'S', skills: [ward, { ...arc, cooldown: '6 s' }] }];
    expect(
      previewImport(file, [hero], NO_MODES, [], [], eventHandlersDropped).updates[0]?.changes,
    ).toEqual([
      {
        field: 'skills',
        from: 'Dawn Ward · Passive',
        to: 'Dawn Ward · Passive\n\nBlazing Arc · Active · 6 s\n<p>Fire.</p>\nLv 2: +10% damage',
      },
    ]);
  });

  it('compares skills as they would be stored: a description cleaning to the stored one is no change', () => {
    const hero = skilled();
    const file = [
      {
        name: 'Borin',
        tier: 'S',
        skills: [{ ...arc, description: '<p onclick="steal()">Fire.</p>' }, ward],
      },
    ];
    expect(previewImport(file, [hero], NO_MODES, [], [], eventHandlersDropped)).toMatchObject({
      updates: [],
      unchanged: ['Borin'],
    });
  });

  it('refuses alone an entry whose skill shows an image of another site, naming the skill', () => {
    const foreign = 'https://elsewhere.example/a.png';
    const file = [
      { name: 'Foreign', tier: 'S', skills: [{ ...arc, description: `<img src="${foreign}">` }] },
      { name: 'Fine', tier: 'S', skills: [arc] },
    ];
    expect(previewImport(file, [], NO_MODES, [], [], eventHandlersDropped)).toMatchObject({
      creates: ['Fine'],
      errors: [{ name: 'Foreign', reason: foreignSkillImageMessage('Blazing Arc', foreign) }],
    });
  });
});
