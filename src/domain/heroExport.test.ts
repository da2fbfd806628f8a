import { describe, expect, it } from 'vitest';
import type { HeroInput } from './hero';
import { THREE_SKILLS } from '../../tests/support/heroInput';
import { exportFileName, exportHeroes } from './heroExport';
import { parseHeroImport, type ImportMode } from './heroImport';
import { planHeroImport } from './heroImportPlan';

const NO_MODES: ImportMode[] = [];
/** The live game modes, in list order. */
const MODES: ImportMode[] = [
  { id: 'mode-campaign', name: 'Campaign' },
  { id: 'mode-arena', name: 'Arena' },
  { id: 'mode-guild', name: 'Guild Boss' },
];

type ExportedSource = HeroInput & { id: string };

/** Two skills of different kinds, the first with two upgrades. */
const SKILLS = THREE_SKILLS.slice(0, 2);

function hero(overrides: Partial<ExportedSource> = {}): ExportedSource {
  return {
    id: 'hero-aurelia',
    name: 'Aurelia',
    tier: 'Meta',
    description: 'Strong in boss fights.',
    stats: { ATK: '1417', DEF: '1108', HP: '6582', SPD: '94' },
    recommendedTalisman: ['Sage Token', 'Phoenix Sigil'],
    recommendedSpirit: ['Tide Spirit'],
    recommendedRune: ['Fury Rune'],
    recommendedCodex: ['Codex of Tides'],
    recommendedPet: ['Cinder Fox', 'Frost Pup'],
    role: 'Mage',
    faction: 'Tide',
    rarity: 'Legendary',
    buildNotes: '<h2>Build</h2><p>Burst first.</p>',
    skills: [],
    ratings: [],
    recommendedEquipment: [],
    imagePath: '',
    ...overrides,
  };
}

describe('exportHeroes', () => {
  it('writes pets as { name } objects and leaves the image out', () => {
    const [entry] = exportHeroes([hero({ imagePath: 'heroes/1-a.png' })], NO_MODES, []);
    expect(entry).toEqual({
      id: 'hero-aurelia',
      name: 'Aurelia',
      tier: 'Meta',
      description: 'Strong in boss fights.',
      role: 'Mage',
      faction: 'Tide',
      rarity: 'Legendary',
      buildNotes: '<h2>Build</h2><p>Burst first.</p>',
      skills: [],
      stats: { ATK: '1417', DEF: '1108', HP: '6582', SPD: '94' },
      recommendedTalisman: ['Sage Token', 'Phoenix Sigil'],
      recommendedSpirit: ['Tide Spirit'],
      recommendedRune: ['Fury Rune'],
      recommendedCodex: ['Codex of Tides'],
      recommendedPet: [{ name: 'Cinder Fox' }, { name: 'Frost Pup' }],
      ratings: {},
      recommendedEquipment: [],
    });
  });

  it('writes the recommended equipment as the live items names, in the hero order, and no others', () => {
    const items = [
      { id: 'item-edge', name: 'Dawn Edge' },
      { id: 'item-plate', name: 'Warden Plate' },
    ];
    const [entry] = exportHeroes(
      [hero({ recommendedEquipment: ['item-plate', 'item-trashed', 'item-edge'] })],
      NO_MODES,
      items,
    );
    expect(entry?.recommendedEquipment).toEqual(['Warden Plate', 'Dawn Edge']);
    // Read back against a site whose ids differ, by name in any case.
    const other = [
      { id: 'other-edge', name: 'dawn edge' },
      { id: 'other-plate', name: 'WARDEN PLATE' },
    ];
    const { heroes } = parseHeroImport(JSON.parse(JSON.stringify([entry])), [], other);
    expect(heroes[0]?.recommendedEquipment).toEqual(['other-plate', 'other-edge']);
  });

  it('writes the skills as a list of objects, in their order', () => {
    const [entry] = exportHeroes([hero({ skills: SKILLS })], NO_MODES, []);
    expect(entry?.skills).toEqual(SKILLS);
    expect(Object.keys(entry ?? {})).toContain('skills');
  });

  it('writes the ratings in live modes under the mode names, in the modes order, and no others', () => {
    const [entry] = exportHeroes(
      [
        hero({
          ratings: [
            { mode: 'mode-guild', tier: 'SS', reason: 'Burns the boss.' },
            { mode: 'mode-old', tier: 'C', reason: 'In a mode in the trash.' },
            { mode: 'mode-campaign', tier: 'A', reason: '' },
          ],
        }),
      ],
      MODES,
      [],
    );
    expect(JSON.stringify(entry?.ratings)).toBe(
      JSON.stringify({
        Campaign: { tier: 'A' },
        'Guild Boss': { tier: 'SS', reason: 'Burns the boss.' },
      }),
    );
  });

  it.each([
    ['a full hero', [hero()]],
    [
      'empty lists and stats',
      [
        hero({
          stats: { ATK: '', DEF: '', HP: '', SPD: '' },
          recommendedPet: [],
          recommendedRune: [],
          description: '',
        }),
      ],
    ],
    ['no labels or build notes', [hero({ role: '', faction: '', rarity: '', buildNotes: '' })]],
    ['unicode and an unknown tier', [hero({ name: 'Unicode ✦ Héroïne 龍', tier: 'Z' })]],
    [
      'several heroes',
      [hero({ id: 'one', name: 'One' }), hero({ id: 'two', name: 'Two', tier: 'C' })],
    ],
    ['no heroes', []],
    [
      'ratings in live modes',
      [
        hero({
          ratings: [
            { mode: 'mode-arena', tier: 'S+', reason: 'Acts first.' },
            { mode: 'mode-guild', tier: 'B', reason: '' },
          ],
        }),
      ],
    ],
    ['skills in their order', [hero({ skills: SKILLS })]],
    ['skills in the other order', [hero({ skills: [...SKILLS].reverse() })]],
  ])('round-trips %s through JSON and the import parser', (_, heroes) => {
    const file = JSON.parse(JSON.stringify(exportHeroes(heroes, MODES, []))) as unknown;
    const inputs = heroes.map(({ id: _id, ...input }) => input);
    expect(parseHeroImport(file, MODES)).toEqual({ heroes: inputs, skipped: 0 });
  });

  it('finds a hero with skills unchanged, and one whose skills were reordered changed', () => {
    const file = JSON.parse(
      JSON.stringify(exportHeroes([hero({ id: 'one', skills: SKILLS })], NO_MODES, [])),
    ) as unknown;
    const stored = [{ ...hero({ id: 'one', skills: SKILLS }), version: 1 }];
    expect(planHeroImport(file, stored, NO_MODES)).toMatchObject({
      updates: [],
      unchanged: ['Aurelia'],
    });
    const reordered = [{ ...hero({ id: 'one', skills: [...SKILLS].reverse() }), version: 1 }];
    const [update] = planHeroImport(file, reordered, NO_MODES).updates;
    expect(update?.changes.map((change) => change.field)).toEqual(['skills']);
    expect(update?.hero.skills.map((skill) => skill.name)).toEqual(['Blazing Arc', 'Dawn Ward']);
  });

  it('finds a hero rated in a mode in the trash unchanged, into a site whose mode ids differ too', () => {
    const ratings = [
      { mode: 'mode-arena', tier: 'S+', reason: 'Acts first.' },
      { mode: 'mode-old', tier: 'C', reason: 'In a mode in the trash.' },
    ];
    const file = JSON.parse(
      JSON.stringify(exportHeroes([hero({ id: 'one', ratings })], MODES, [])),
    ) as unknown;
    const stored = [{ ...hero({ id: 'one', ratings }), version: 1 }];
    expect(planHeroImport(file, stored, MODES)).toMatchObject({
      updates: [],
      unchanged: ['Aurelia'],
    });

    const elsewhere = [{ id: 'other-arena', name: 'arena' }];
    const copy = [{ ...hero({ id: 'two', ratings: [] }), version: 1 }];
    expect(planHeroImport(file, copy, elsewhere).updates[0]).toMatchObject({
      hero: { ratings: [{ mode: 'other-arena', tier: 'S+', reason: 'Acts first.' }] },
      changes: [{ field: 'arena rating', from: '', to: 'S+ — Acts first.' }],
    });
  });

  it('carries the ids, so a hero renamed in the file updates that hero instead of adding one', () => {
    const stored = [
      { ...hero({ id: 'one', name: 'One' }), imagePath: '', version: 3 },
      { ...hero({ id: 'two', name: 'Two' }), imagePath: '', version: 1 },
    ];
    const file = exportHeroes(stored, NO_MODES, []).map((entry) =>
      entry.id === 'one' ? { ...entry, name: 'One Renamed' } : entry,
    );
    expect(planHeroImport(JSON.parse(JSON.stringify(file)), stored, NO_MODES)).toMatchObject({
      creates: [],
      updates: [{ id: 'one', changes: [{ field: 'name', from: 'One', to: 'One Renamed' }] }],
      unchanged: ['Two'],
    });
  });
});

describe('exportFileName', () => {
  it.each([
    [new Date(2026, 10, 21, 23, 59), 'heroes-2026-11-21.json'],
    [new Date(2027, 0, 3, 0, 0), 'heroes-2027-01-03.json'],
  ])('names the file for %s', (date, expected) => {
    expect(exportFileName(date)).toBe(expected);
  });
});
