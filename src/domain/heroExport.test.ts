import { describe, expect, it } from 'vitest';
import type { HeroInput } from './hero';
import { exportFileName, exportHeroes } from './heroExport';
import { parseHeroImport } from './heroImport';
import { planHeroImport } from './heroImportPlan';

type ExportedSource = HeroInput & { id: string };

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
    imagePath: '',
    ...overrides,
  };
}

describe('exportHeroes', () => {
  it('writes pets as { name } objects and leaves the image out', () => {
    const [entry] = exportHeroes([hero({ imagePath: 'heroes/1-a.png' })]);
    expect(entry).toEqual({
      id: 'hero-aurelia',
      name: 'Aurelia',
      tier: 'Meta',
      description: 'Strong in boss fights.',
      role: 'Mage',
      faction: 'Tide',
      rarity: 'Legendary',
      buildNotes: '<h2>Build</h2><p>Burst first.</p>',
      stats: { ATK: '1417', DEF: '1108', HP: '6582', SPD: '94' },
      recommendedTalisman: ['Sage Token', 'Phoenix Sigil'],
      recommendedSpirit: ['Tide Spirit'],
      recommendedRune: ['Fury Rune'],
      recommendedCodex: ['Codex of Tides'],
      recommendedPet: [{ name: 'Cinder Fox' }, { name: 'Frost Pup' }],
    });
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
  ])('round-trips %s through JSON and the import parser', (_, heroes) => {
    const file = JSON.parse(JSON.stringify(exportHeroes(heroes))) as unknown;
    const inputs = heroes.map(({ id: _id, ...input }) => input);
    expect(parseHeroImport(file)).toEqual({ heroes: inputs, skipped: 0 });
  });

  it('carries the ids, so a hero renamed in the file updates that hero instead of adding one', () => {
    const stored = [
      { ...hero({ id: 'one', name: 'One' }), imagePath: '', version: 3 },
      { ...hero({ id: 'two', name: 'Two' }), imagePath: '', version: 1 },
    ];
    const file = exportHeroes(stored).map((entry) =>
      entry.id === 'one' ? { ...entry, name: 'One Renamed' } : entry,
    );
    expect(planHeroImport(JSON.parse(JSON.stringify(file)), stored)).toMatchObject({
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
