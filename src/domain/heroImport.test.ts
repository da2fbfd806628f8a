import { describe, expect, it } from 'vitest';
import { isBackendError } from './errors';
import { parseHeroImport, parseImportEntries } from './heroImport';

describe('parseHeroImport', () => {
  it('trims names, tiers, stats and list items before any schema sees them', () => {
    const { heroes, skipped } = parseHeroImport([
      {
        name: '  Aurelia  ',
        tier: ' S+ ',
        description: ' Dawn. ',
        stats: { ATK: ' 100 ' },
        recommendedPet: [{ name: ' Fox ' }, { name: '  ' }],
      },
    ]);
    expect(skipped).toBe(0);
    expect(heroes[0]).toMatchObject({
      name: 'Aurelia',
      tier: 'S+',
      description: 'Dawn.',
      stats: { ATK: '100', DEF: '', HP: '', SPD: '' },
      recommendedPet: ['Fox'],
    });
  });

  it('skips an entry whose name or tier is only spaces as an empty template', () => {
    expect(
      parseHeroImport([
        { name: '   ', tier: 'S' },
        { name: 'Hero', tier: '\t ' },
      ]),
    ).toEqual({ heroes: [], skipped: 2 });
  });

  it('refuses a file that is not a list of heroes as invalid', () => {
    let caught: unknown;
    try {
      parseHeroImport({ heroes: [] });
    } catch (error) {
      caught = error;
    }
    expect(isBackendError(caught, 'invalid')).toBe(true);
  });
});

describe('parseImportEntries', () => {
  it('keeps the id and image file name an entry names, and gives known tiers their spelling', () => {
    const { entries } = parseImportEntries([
      { id: ' abc ', image: ' aurelia.png ', name: 'Aurelia', tier: ' meta ' },
      { name: 'Korrin', tier: ' s + ' },
      { name: 'Odd', tier: ' Legendary ' },
    ]);
    expect(entries.map(({ id, image, hero }) => [id, image, hero.tier])).toEqual([
      ['abc', 'aurelia.png', 'Meta'],
      ['', '', 'S+'],
      ['', '', 'Legendary'],
    ]);
  });
});
