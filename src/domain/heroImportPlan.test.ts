import { describe, expect, it } from 'vitest';
import sampleFile from '../../tests/fixtures/heroes-sample.json';
import { BUILD_NOTES_MAX, type HeroInput } from './hero';
import { emptyHeroInput } from './heroFields';
import { foreignBuildNotesImageMessage, foreignSkillImageMessage } from './heroBuildNotes';
import { noGameModeNamed, parseHeroImport, type ImportMode } from './heroImport';
import { REASON_NEEDS_TIER, RATINGS_MAX, type ModeRating } from './heroRatings';
import {
  SAME_HERO_TWICE,
  SEVERAL_HEROES_NAMED,
  heroNameKey,
  importHeroes,
  planHeroImport,
  previewImport,
  type BuildNotesCleaning,
  type ExistingHero,
  type ImportPlan,
} from './heroImportPlan';

const NO_MODES: ImportMode[] = [];
/** The live game modes, in list order. */
const MODES: ImportMode[] = [
  { id: 'mode-campaign', name: 'Campaign' },
  { id: 'mode-arena', name: 'Arena' },
  { id: 'mode-guild', name: 'Guild Boss' },
];

let nextId = 0;
const stored = (input: Partial<HeroInput> & { name: string }): ExistingHero => ({
  ...emptyHeroInput(),
  tier: 'S',
  imagePath: `heroes/1-${input.name.replace(/\W/g, '')}.png`,
  ...input,
  id: `hero-${(nextId += 1)}`,
  version: 3,
});

/** The sample heroes as seeded: the fixture's content, each with an image. */
const seeded = () =>
  parseHeroImport(sampleFile).heroes.map((hero, index) =>
    stored({ ...hero, imagePath: `heroes/1-sample${index}.png` }),
  );

describe('heroNameKey', () => {
  it.each([
    ['Aurelia the Dawnblade', '  aurelia THE dawnblade '],
    ['Héroïne', 'heroine'],
    ['Ärwen', 'ARWEN'],
  ])('matches %j and %j', (a, b) => {
    expect(heroNameKey(a)).toBe(heroNameKey(b));
  });

  it('tells different names apart', () => {
    expect(heroNameKey('Aurelia')).not.toBe(heroNameKey('Aurelia II'));
  });
});

describe('planHeroImport', () => {
  it('leaves every seeded sample hero unchanged when the sample file comes again', () => {
    const existing = seeded();
    const plan = planHeroImport(sampleFile, existing, NO_MODES);
    expect(plan.creates).toEqual([]);
    expect(plan.updates).toEqual([]);
    expect(plan.unchanged).toHaveLength(12);
    expect(plan.errors).toEqual([]);
  });

  it('reports exactly the two changed tiers, with their fields', () => {
    const existing = seeded();
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
      stored({
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
      stored({
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
    const existing = [{ ...stored({ name: 'Héroïne' }), id: 'hero-by-id' }];
    expect(planHeroImport(file, existing, NO_MODES)).toMatchObject(expected);
  });

  it('finds a name typed with combining accents (NFD) unchanged against the same name stored composed (NFC)', () => {
    const composed = stored({ name: 'Aur\u00e9lia', description: 'Caf\u00e9' });
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
    const hero = stored({
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
    const existing = [stored({ name: 'Aurelia the Dawnblade', tier: 'Meta' })];
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
    const existing = [stored({ name: 'Twin' }), stored({ name: 'twin' })];
    const plan = planHeroImport([{ name: 'Twin', tier: 'A' }], existing, NO_MODES);
    expect(plan.errors).toEqual([{ name: 'Twin', reason: SEVERAL_HEROES_NAMED('Twin') }]);
    expect(plan.updates).toEqual([]);
  });

  it('matches named images to the picked files by name, any case; a missing one is a warning', () => {
    const existing = [stored({ name: 'Old', imagePath: 'heroes/1-old.png' })];
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
    stored({
      name: 'Borin',
      ratings: [rating('mode-old', 'C', 'Gone.'), rating('mode-arena', 'A', 'Slow.')],
    });

  it('gives a new hero the ratings of its entry, by mode id', () => {
    const plan = planHeroImport(
      [{ name: 'New', tier: 'S', ratings: { arena: { tier: 'meta', reason: 'Fast.' } } }],
      [],
      MODES,
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
      MODES,
    );
    expect(plan.updates[0]?.changes).toEqual([
      { field: 'Arena rating', from: 'A — Slow.', to: 'S — Bursts down healers.' },
      { field: 'Guild Boss rating', from: '', to: 'B' },
    ]);
  });

  it('keeps the ratings of an entry that leaves them out: no change', () => {
    const hero = rated();
    const plan = planHeroImport([{ name: 'Borin', tier: 'S' }], [hero], MODES);
    expect(plan).toMatchObject({ updates: [], unchanged: ['Borin'] });
    const moved = planHeroImport([{ name: 'Borin', tier: 'SS' }], [hero], MODES);
    expect(moved.updates[0]?.hero.ratings).toEqual(hero.ratings);
  });

  it('replaces the ratings in live modes with the entry ones and keeps those in modes in the trash', () => {
    const plan = planHeroImport(
      [{ name: 'Borin', tier: 'S', ratings: { Campaign: { tier: 'B' } } }],
      [rated()],
      MODES,
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
    const hero = stored({
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
      MODES,
    );
    expect(plan).toMatchObject({ updates: [], unchanged: ['Borin'], errors: [] });
  });

  it('reads a renamed mode by its new name; its old name is no mode any more', () => {
    const renamed = MODES.map((mode) =>
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
      MODES,
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
      MODES,
    );
    expect(plan.errors).toEqual([{ name: 'Borin', reason }]);
    expect(plan.creates.map((hero) => hero.name)).toEqual(['Fine']);
  });

  it('refuses an entry whose ratings, with those kept in modes in the trash, pass the limit', () => {
    const trashed = Array.from({ length: RATINGS_MAX - 1 }, (_, n) => rating(`old-${n}`, 'S'));
    const hero = stored({ name: 'Borin', ratings: trashed });
    const plan = planHeroImport(
      [{ name: 'Borin', tier: 'S', ratings: { Arena: { tier: 'S' }, Campaign: { tier: 'A' } } }],
      [hero],
      MODES,
    );
    expect(plan.errors).toEqual([
      { name: 'Borin', reason: `ratings: At most ${RATINGS_MAX} ratings.` },
    ]);
    const one = planHeroImport(
      [{ name: 'Borin', tier: 'S', ratings: { Arena: { tier: 'S' } } }],
      [hero],
      MODES,
    );
    expect(one.updates[0]?.hero.ratings).toHaveLength(RATINGS_MAX);
  });
});

describe('previewImport', () => {
  it('compares build notes as they would be stored: cleaned notes equal to the stored ones are no change', () => {
    const hero = stored({ name: 'Noted', buildNotes: '<p>Burst first.</p>' });
    const file = [
      { name: 'Noted', tier: 'S', buildNotes: '<p onclick="steal()">Burst first.</p>' },
    ];
    expect(previewImport(file, [hero], NO_MODES, [], [], notes)).toMatchObject({
      updates: [],
      unchanged: ['Noted'],
    });
    const changed = [{ ...file[0], buildNotes: '<p onmouseover="steal()">Burst last.</p>' }];
    expect(previewImport(changed, [hero], NO_MODES, [], [], notes).updates[0]?.changes).toEqual([
      { field: 'buildNotes', from: '<p>Burst first.</p>', to: '<p>Burst last.</p>' },
    ]);
  });

  it('lists an entry whose build notes show an image of another site among the errors', () => {
    const foreign = 'https://elsewhere.example/a.png';
    const file = [{ name: 'Foreign', tier: 'S', buildNotes: `<p><img src="${foreign}"></p>` }];
    expect(previewImport(file, [], NO_MODES, [], [], notes)).toMatchObject({
      creates: [],
      errors: [{ name: 'Foreign', reason: foreignBuildNotesImageMessage(foreign) }],
    });
  });

  it('refuses by name build notes that grow past the limit once cleaned', () => {
    const growing = { ...notes, sanitize: (html: string) => html.replaceAll('&', '&amp;') };
    const file = [{ name: 'Ampersands', tier: 'S', buildNotes: '&'.repeat(BUILD_NOTES_MAX) }];
    expect(previewImport(file, [], NO_MODES, [], [], growing)).toMatchObject({
      creates: [],
      errors: [
        {
          name: 'Ampersands',
          reason: `Build notes must be at most ${BUILD_NOTES_MAX} characters once cleaned.`,
        },
      ],
    });
  });

  it('names a changed rating by its mode', () => {
    const hero = stored({
      name: 'Rated',
      ratings: [{ mode: 'mode-arena', tier: 'A', reason: '' }],
    });
    const file = [{ name: 'Rated', tier: 'S', ratings: { Arena: { tier: 'S' } } }];
    expect(previewImport(file, [hero], MODES, [], [], notes).updates).toEqual([
      { id: hero.id, name: 'Rated', changes: [{ field: 'Arena rating', from: 'A', to: 'S' }] },
    ]);
  });

  it('names new heroes and the picked image files stand in for their paths', () => {
    const preview = previewImport(
      [{ name: 'New', tier: 'S', image: 'a.png' }],
      [],
      NO_MODES,
      [],
      ['A.png'],
      notes,
    );
    expect(preview).toMatchObject({
      creates: ['New'],
      matchedImages: [{ hero: 'New', file: 'a.png' }],
    });
  });
});

/** Stands in for the guide-HTML sanitizer: drops inline event handlers. */
const notes: BuildNotesCleaning = {
  sanitize: (html) => html.replace(/ on\w+="[^"]*"/g, ''),
  isOwnImage: (src) => src.startsWith('/files/'),
};

describe('importHeroes', () => {
  it('refuses alone a hero whose build notes show an image of another site', async () => {
    const foreign = 'https://elsewhere.example/a.png';
    const plans: ImportPlan[] = [];
    const report = await importHeroes(
      [
        { name: 'Own', tier: 'S', buildNotes: '<p><img src="/files/guides/1-a.png" alt="a"></p>' },
        { name: 'Foreign', tier: 'S', buildNotes: `<p><img src="${foreign}" alt="b"></p>` },
        { name: 'Moved', tier: 'SS', buildNotes: `<img src="${foreign}">` },
      ],
      [stored({ name: 'Moved', tier: 'A' })],
      NO_MODES,
      [],
      {},
      notes,
      async (plan) => {
        plans.push(plan);
      },
    );
    expect(plans.map((plan) => plan.creates.map((hero) => hero.name))).toEqual([['Own']]);
    expect(plans[0]?.updates).toEqual([]);
    expect(report).toMatchObject({
      imported: 1,
      updated: 0,
      errors: [
        { name: 'Foreign', reason: foreignBuildNotesImageMessage(foreign) },
        { name: 'Moved', reason: foreignBuildNotesImageMessage(foreign) },
      ],
    });
  });

  it('stores the plan once and reports created, updated and unchanged heroes', async () => {
    const existing = [stored({ name: 'Same' }), stored({ name: 'Moved', tier: 'A' })];
    const plans: ImportPlan[] = [];
    const report = await importHeroes(
      [
        { name: 'Same', tier: 'S' },
        { name: 'Moved', tier: 'SS' },
        { name: 'New', tier: 'B' },
        {},
        { name: 'Long', tier: 'S', description: 'x'.repeat(5001) },
      ],
      existing,
      NO_MODES,
      [],
      {},
      notes,
      async (plan) => {
        plans.push(plan);
      },
    );
    expect(plans).toHaveLength(1);
    expect(report).toEqual({
      imported: 1,
      updated: 1,
      unchanged: 1,
      skipped: 1,
      errors: [{ name: 'Long', reason: 'description: At most 5000 characters.' }],
    });
  });

  it('stores the entries rating live modes and refuses alone the one naming no mode', async () => {
    const plans: ImportPlan[] = [];
    const report = await importHeroes(
      [
        { name: 'Rated', tier: 'S', ratings: { 'Guild Boss': { tier: 'SS', reason: 'Burns.' } } },
        { name: 'Lost', tier: 'S', ratings: { Raid: { tier: 'S' } } },
      ],
      [],
      MODES,
      [],
      {},
      notes,
      async (plan) => {
        plans.push(plan);
      },
    );
    expect(plans[0]?.creates.map((hero) => [hero.name, hero.ratings])).toEqual([
      ['Rated', [{ mode: 'mode-guild', tier: 'SS', reason: 'Burns.' }]],
    ]);
    expect(report).toMatchObject({
      imported: 1,
      errors: [{ name: 'Lost', reason: `ratings: ${noGameModeNamed('Raid')}` }],
    });
  });

  it('stores nothing when nothing is new or changed', async () => {
    let calls = 0;
    const report = await importHeroes(
      [{}, { name: 'Same', tier: 's' }],
      [stored({ name: 'Same' })],
      NO_MODES,
      [],
      {},
      notes,
      async () => {
        calls += 1;
      },
    );
    expect(calls).toBe(0);
    expect(report).toEqual({ imported: 0, updated: 0, unchanged: 1, skipped: 1, errors: [] });
  });
});

describe('planHeroImport with skills', () => {
  const arc = {
    name: 'Blazing Arc',
    kind: 'Active',
    cooldown: '8 s',
    description: '<p>Fire.</p>',
    upgrades: [{ level: 'Lv 2', effect: '+10% damage' }],
  };
  const ward = { name: 'Dawn Ward', kind: 'Passive', cooldown: '', description: '', upgrades: [] };
  const skilled = () => stored({ name: 'Borin', skills: [arc, ward] });

  it('keeps the skills of an entry that leaves them out: no change, and kept on another change', () => {
    const hero = skilled();
    expect(planHeroImport([{ name: 'Borin', tier: 'S' }], [hero], NO_MODES)).toMatchObject({
      updates: [],
      unchanged: ['Borin'],
    });
    const moved = planHeroImport([{ name: 'Borin', tier: 'SS' }], [hero], NO_MODES, {}, notes);
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
    const hero = stored({ name: 'Borin', skills: [ward] });
    const file = [{ name: 'Borin', tier: 'S', skills: [ward, { ...arc, cooldown: '6 s' }] }];
    expect(previewImport(file, [hero], NO_MODES, [], [], notes).updates[0]?.changes).toEqual([
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
    expect(previewImport(file, [hero], NO_MODES, [], [], notes)).toMatchObject({
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
    expect(previewImport(file, [], NO_MODES, [], [], notes)).toMatchObject({
      creates: ['Fine'],
      errors: [{ name: 'Foreign', reason: foreignSkillImageMessage('Blazing Arc', foreign) }],
    });
  });
});
