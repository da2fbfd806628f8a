import { describe, expect, it } from 'vitest';
import {
  addListEntry,
  emptyHeroForm,
  formFieldErrors,
  formToInput,
  heroToForm,
  removeFirstListEntry,
} from './heroFormValues';

describe('emptyHeroForm', () => {
  it('starts with 4 talisman slots and one of each other list', () => {
    const form = emptyHeroForm();
    expect(form.recommendedTalisman).toEqual(['', '', '', '']);
    for (const key of [
      'recommendedSpirit',
      'recommendedRune',
      'recommendedCodex',
      'recommendedPet',
    ] as const) {
      expect(form[key]).toEqual(['']);
    }
    expect(form.stats).toEqual({ ATK: '', DEF: '', HP: '', SPD: '' });
  });
});

describe('list editing', () => {
  it.each([
    [
      ['a', 'b', 'c'],
      ['b', 'c'],
    ],
    [['a', 'b'], ['b']],
    [['a'], ['']],
    [[''], ['']],
    [['', 'x'], ['x']],
  ])('minus on %j always removes the first entry: %j', (list, expected) => {
    expect(removeFirstListEntry(list)).toEqual(expected);
  });

  it.each([
    [[], ['']],
    [['a'], ['a', '']],
  ])('plus on %j adds a blank entry at the end: %j', (list, expected) => {
    expect(addListEntry(list)).toEqual(expected);
  });
});

describe('heroToForm', () => {
  it('copies the hero and gives an empty list one blank slot', () => {
    const stored = {
      ...emptyHeroForm(),
      name: 'A',
      tier: 'S',
      description: 'd',
      recommendedTalisman: ['x', 'y'],
      recommendedPet: [],
    };
    const form = heroToForm(stored);
    expect(form.recommendedTalisman).toEqual(['x', 'y']);
    expect(form.recommendedPet).toEqual(['']);
    form.recommendedTalisman.push('z');
    form.stats.ATK = '9';
    expect(stored.recommendedTalisman).toEqual(['x', 'y']);
    expect(stored.stats.ATK).toBe('');
  });
});

describe('formToInput', () => {
  it('trims values and drops blank list entries', () => {
    const values = {
      ...emptyHeroForm(),
      name: '  Name ',
      tier: ' SS',
      description: ' text ',
      role: ' Tank ',
      faction: '',
      rarity: 'Epic ',
      buildNotes: '<p>Notes</p>',
      stats: { ATK: ' 1 ', DEF: '', HP: '3', SPD: '' },
      recommendedTalisman: [' a ', '', '  ', 'b'],
    };
    expect(formToInput(values, 'heroes/1-a.png')).toEqual({
      name: 'Name',
      tier: 'SS',
      description: 'text',
      role: 'Tank',
      faction: '',
      rarity: 'Epic',
      buildNotes: '<p>Notes</p>',
      stats: { ATK: '1', DEF: '', HP: '3', SPD: '' },
      recommendedTalisman: ['a', 'b'],
      recommendedSpirit: [],
      recommendedRune: [],
      recommendedCodex: [],
      recommendedPet: [],
      ratings: [],
      imagePath: 'heroes/1-a.png',
    });
  });
});

describe('formFieldErrors', () => {
  it.each([
    [{ name: 'Name is required.' }, { name: 'Name is required.' }],
    [{ 'hero.tier': 'Tier is required.' }, { tier: 'Tier is required.' }],
    [{ 'hero.stats.ATK': 'At most 40 characters.' }, { 'stats.ATK': 'At most 40 characters.' }],
    [{ 'recommendedPet.2': 'Too long', 'recommendedPet.3': 'x' }, { recommendedPet: 'Too long' }],
    [{ imagePath: 'An image is required.' }, { imagePath: 'An image is required.' }],
  ])('maps %j to %j', (input, expected) => {
    expect(formFieldErrors(input)).toEqual(expected);
  });
});
