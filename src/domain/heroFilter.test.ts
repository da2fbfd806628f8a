import { describe, expect, it } from 'vitest';
import { filterHeroes, foldForSearch, labelValuesPresent, tiersPresent } from './heroFilter';

const heroes = [
  { name: 'Aurelia the Dawnblade', tier: 'Meta' },
  { name: 'Unicode ✦ Héroïne 龍', tier: 'SS' },
  { name: 'Korrin Ashfang', tier: 'SS' },
  { name: 'ÅSA Frost', tier: 'S' },
  { name: 'Zed', tier: 'Z' },
];
const names = (list: { name: string }[]) => list.map((hero) => hero.name);

describe('foldForSearch', () => {
  it.each([
    ['Héroïne', 'heroine'],
    ['ÅSA', 'asa'],
    ['  Mixed Case  ', 'mixed case'],
    ['龍', '龍'],
    ['', ''],
  ])('folds %j to %j', (input, expected) => {
    expect(foldForSearch(input)).toBe(expected);
  });
});

describe('filterHeroes', () => {
  it.each([
    [
      '',
      '',
      ['Aurelia the Dawnblade', 'Unicode ✦ Héroïne 龍', 'Korrin Ashfang', 'ÅSA Frost', 'Zed'],
    ],
    ['ar', '', []],
    ['AUR', '', ['Aurelia the Dawnblade']],
    ['heroine', '', ['Unicode ✦ Héroïne 龍']],
    ['HÉRO', '', ['Unicode ✦ Héroïne 龍']],
    ['asa', '', ['ÅSA Frost']],
    ['龍', '', ['Unicode ✦ Héroïne 龍']],
    ['  korrin ', '', ['Korrin Ashfang']],
    ['', 'SS', ['Unicode ✦ Héroïne 龍', 'Korrin Ashfang']],
    ['o', 'SS', ['Unicode ✦ Héroïne 龍', 'Korrin Ashfang']],
    ['rin', 'SS', ['Korrin Ashfang']],
    ['rin', 'Meta', []],
    ['', 'Food', []],
    ['z', 'Z', ['Zed']],
  ])('query %j and tier %j keep %j', (query, tier, expected) => {
    expect(names(filterHeroes(heroes, { query, tier }))).toEqual(expected);
  });

  it('keeps the order it was given', () => {
    const reversed = [...heroes].reverse();
    expect(names(filterHeroes(reversed, { query: '', tier: '' }))).toEqual(names(reversed));
  });
});

describe('tiersPresent', () => {
  it.each([
    [[], []],
    [
      ['S', 'Meta', 'S', 'SS'],
      ['Meta', 'SS', 'S'],
    ],
    [
      ['Food', 'Z', 'A+', 'Y', 'A'],
      ['A+', 'A', 'Food', 'Y', 'Z'],
    ],
    [['', 'B'], ['B']],
  ])('%j gives %j', (tiers, expected) => {
    expect(tiersPresent(tiers.map((tier) => ({ tier })))).toEqual(expected);
  });
});

describe('filterHeroes by label', () => {
  const labelled = [
    { name: 'Ari', tier: 'S', role: 'Tank', faction: 'Dawn', rarity: 'Epic' },
    { name: 'Bo', tier: 'S', role: 'Mage', faction: 'Dawn', rarity: 'Legendary' },
    { name: 'Cy', tier: 'A', role: 'Tank', faction: 'Dusk', rarity: 'Legendary' },
    { name: 'Di', tier: 'A', role: '', faction: '', rarity: '' },
  ];
  it.each([
    [{}, ['Ari', 'Bo', 'Cy', 'Di']],
    [{ role: '' }, ['Ari', 'Bo', 'Cy', 'Di']],
    [{ role: 'Tank' }, ['Ari', 'Cy']],
    [{ role: 'tank' }, []],
    [{ faction: 'Dawn' }, ['Ari', 'Bo']],
    [{ rarity: 'Legendary' }, ['Bo', 'Cy']],
    [{ role: 'Tank', rarity: 'Legendary' }, ['Cy']],
    [{ role: 'Tank', faction: 'Dawn', rarity: 'Epic' }, ['Ari']],
    [{ role: 'Tank', tier: 'S' }, ['Ari']],
    [{ faction: 'Dusk', query: 'a' }, []],
    [{ faction: 'Gone' }, []],
  ])('%j keeps %j', (filter, expected) => {
    expect(names(filterHeroes(labelled, { query: '', tier: '', ...filter }))).toEqual(expected);
  });
});

describe('labelValuesPresent', () => {
  it.each([
    [[], []],
    [['', ''], []],
    [
      ['Tank', 'Mage', 'Tank', ''],
      ['Mage', 'Tank'],
    ],
    [
      ['support', 'Assassin', 'Tank'],
      ['Assassin', 'support', 'Tank'],
    ],
  ])('roles %j offer %j', (roles, expected) => {
    const heroes = roles.map((role) => ({ role }));
    expect(labelValuesPresent(heroes, 'role')).toEqual(expected);
    expect(labelValuesPresent(heroes, 'faction')).toEqual([]);
  });
});
