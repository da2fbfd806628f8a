import { describe, expect, it } from 'vitest';
import { isBackendError } from './errors';
import { importHeroes, parseHeroImport } from './heroImport';

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

describe('importHeroes', () => {
  it('stores the valid heroes once and reports the rest', async () => {
    const stored: string[][] = [];
    const report = await importHeroes(
      [{ name: 'Ok', tier: 'S' }, {}, { name: 'Long', tier: 'S', description: 'x'.repeat(5001) }],
      async (heroes) => {
        stored.push(heroes.map((hero) => hero.name));
      },
    );
    expect(stored).toEqual([['Ok']]);
    expect(report).toEqual({
      imported: 1,
      skipped: 1,
      errors: [{ name: 'Long', reason: 'description: At most 5000 characters.' }],
    });
  });

  it('stores nothing when no hero is valid', async () => {
    let calls = 0;
    const report = await importHeroes([{}], async () => {
      calls += 1;
    });
    expect(calls).toBe(0);
    expect(report).toEqual({ imported: 0, skipped: 1, errors: [] });
  });
});
