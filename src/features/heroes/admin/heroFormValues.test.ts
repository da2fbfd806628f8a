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
      ratings: [
        { mode: 'arena', tier: ' s+ ', reason: ' Fast. ' },
        { mode: 'story', tier: '', reason: ' ' },
      ],
    };
    expect(formToInput(values, 'heroes/1-a.png')).toEqual({
      name: 'Name',
      tier: 'SS',
      description: 'text',
      role: 'Tank',
      faction: '',
      rarity: 'Epic',
      buildNotes: '<p>Notes</p>',
      skills: [],
      stats: { ATK: '1', DEF: '', HP: '3', SPD: '' },
      recommendedTalisman: ['a', 'b'],
      recommendedSpirit: [],
      recommendedRune: [],
      recommendedCodex: [],
      recommendedPet: [],
      ratings: [{ mode: 'arena', tier: 'S+', reason: 'Fast.' }],
      recommendedEquipment: [],
      imagePath: 'heroes/1-a.png',
    });
  });
});

describe('skills in the form', () => {
  it('are trimmed, in the form order, with blank upgrade lines kept for the backend to drop', () => {
    const values = {
      ...emptyHeroForm(),
      skills: [
        {
          name: ' Arc ',
          kind: ' Active',
          cooldown: '8 s ',
          description: '<p> Fire </p>',
          upgrades: [
            { level: ' ', effect: '' },
            { level: 'Lv 2 ', effect: ' More.' },
          ],
        },
      ],
    };
    expect(formToInput(values, '').skills).toEqual([
      {
        name: 'Arc',
        kind: 'Active',
        cooldown: '8 s',
        description: '<p> Fire </p>',
        upgrades: [
          { level: '', effect: '' },
          { level: 'Lv 2', effect: 'More.' },
        ],
      },
    ]);
  });

  it('are copies when a stored hero is loaded, so typing never changes the stored one', () => {
    const skill = { name: 'Arc', kind: 'Active', cooldown: '', description: '', upgrades: [] };
    const hero = {
      ...emptyHeroForm(),
      skills: [{ ...skill, upgrades: [{ level: 'a', effect: 'b' }] }],
    };
    const form = heroToForm(hero);
    form.skills[0]!.upgrades[0]!.effect = 'changed';
    expect(hero.skills[0]!.upgrades[0]!.effect).toBe('b');
  });
});

describe('formFieldErrors', () => {
  it.each([
    [{ name: 'Name is required.' }, { name: 'Name is required.' }],
    [{ 'hero.tier': 'Tier is required.' }, { tier: 'Tier is required.' }],
    [{ 'hero.stats.ATK': 'At most 40 characters.' }, { 'stats.ATK': 'At most 40 characters.' }],
    [{ 'recommendedPet.2': 'Too long', 'recommendedPet.3': 'x' }, { recommendedPet: 'Too long' }],
    [{ imagePath: 'An image is required.' }, { imagePath: 'An image is required.' }],
    [{ 'hero.skills.1.name': 'Taken.' }, { 'skills.1.name': 'Taken.' }],
    [
      { 'skills.0.upgrades.2.level': 'Needs a level.' },
      { 'skills.0.upgrades.2.level': 'Needs a level.' },
    ],
    [{ 'hero.skills': 'At most 8 skills.' }, { 'skills.root': 'At most 8 skills.' }],
    [
      { 'skills.3.upgrades': 'At most 10 upgrades.' },
      { 'skills.3.upgrades.root': 'At most 10 upgrades.' },
    ],
  ])('maps %j to %j', (input, expected) => {
    expect(formFieldErrors(input)).toEqual(expected);
  });
});
