import { describe, expect, it } from 'vitest';
import {
  EQUIPMENT_NAME_MAX,
  EQUIPMENT_RARITIES,
  EQUIPMENT_SLOTS_DEFAULT,
  EQUIPMENT_STAT_LABEL_MAX,
  EQUIPMENT_STATS_MAX,
  EQUIPMENT_TEXT_MAX,
  compareEquipment,
  filterEquipment,
  liveEquipment,
  rarityRank,
  type EquipmentInput,
} from './equipment';
import { RARITY_MESSAGE, equipmentInputSchema } from './equipmentSchema';
import { contentOfRecord, historyFiles, historyLabel } from './history';
import { changedFields, COLLECTION_NOUNS, itemPath } from './historyDisplay';
import { zodFieldErrors } from './validation';

const item = (
  name: string,
  slot: string,
  rarity: EquipmentInput['rarity'],
  extra: Partial<EquipmentInput> = {},
): EquipmentInput => ({
  name,
  slot,
  rarity,
  stats: [],
  setBonus: '',
  howToGet: '',
  imagePath: '',
  ...extra,
});

describe('the equipment list’s order', () => {
  it('goes by the slot list, then rarest first, then by name (numbers in order)', () => {
    const items = [
      item('Bow 10', 'Weapon', 'Epic'),
      item('Helm', 'Helmet', 'Mythic'),
      item('bow 9', 'Weapon', 'Epic'),
      item('Blade', 'Weapon', 'Mythic'),
      item('Plate', 'Armor', 'Common'),
    ];
    expect(items.sort(compareEquipment(EQUIPMENT_SLOTS_DEFAULT)).map((one) => one.name)).toEqual([
      'Blade',
      'bow 9',
      'Bow 10',
      'Plate',
      'Helm',
    ]);
  });

  it('puts slots the list no longer names after the listed ones, A to Z', () => {
    const items = [
      item('Cape', 'Cloak', 'Rare'),
      item('Amulet', 'Amulet', 'Common'),
      item('Ring', 'Accessory', 'Common'),
    ];
    expect(items.sort(compareEquipment(['Accessory'])).map((one) => one.slot)).toEqual([
      'Accessory',
      'Amulet',
      'Cloak',
    ]);
  });

  it('ranks the rarities lowest first, and an unknown one below them all', () => {
    expect(EQUIPMENT_RARITIES.map(rarityRank)).toEqual([0, 1, 2, 3, 4]);
    expect(rarityRank('Ancient')).toBe(-1);
  });
});

describe('the equipment filter', () => {
  const items = [
    item('Blade', 'Weapon', 'Mythic'),
    item('Bow', 'Weapon', 'Epic'),
    item('Helm', 'Helmet', 'Epic'),
  ];
  it('keeps the items of the slot and the rarity asked for; an empty value is any', () => {
    expect(filterEquipment(items, { slot: 'Weapon' }).map((one) => one.name)).toEqual([
      'Blade',
      'Bow',
    ]);
    expect(filterEquipment(items, { rarity: 'Epic' }).map((one) => one.name)).toEqual([
      'Bow',
      'Helm',
    ]);
    expect(filterEquipment(items, { slot: 'Weapon', rarity: 'Epic' })).toEqual([items[1]]);
    expect(filterEquipment(items, { slot: '', rarity: '' })).toEqual(items);
    expect(filterEquipment(items, { slot: 'Boots' })).toEqual([]);
  });
});

describe('a hero’s recommended items on the site', () => {
  it('are the live ones, in the hero’s order; an id of an item not on the site is left out', () => {
    const live = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(liveEquipment(['c', 'gone', 'a'], live)).toEqual([{ id: 'c' }, { id: 'a' }]);
    expect(liveEquipment([], live)).toEqual([]);
  });
});

describe('what an admin may save as an equipment item', () => {
  const errors = (input: Record<string, unknown>) => {
    const result = equipmentInputSchema.safeParse({
      name: 'Blade',
      slot: 'Weapon',
      rarity: 'Epic',
      ...input,
    });
    return result.success ? {} : zodFieldErrors(result.error);
  };

  it('is trimmed, with blank stat lines dropped and the texts and image left out as empty', () => {
    expect(
      equipmentInputSchema.parse({
        name: '  Dawn Blade ',
        slot: ' Weapon ',
        rarity: 'Mythic',
        stats: [
          { label: ' ATK ', value: ' +120 ' },
          { label: '', value: ' ' },
          { label: 'Crit', value: '' },
        ],
      }),
    ).toEqual(
      item('Dawn Blade', 'Weapon', 'Mythic', {
        stats: [
          { label: 'ATK', value: '+120' },
          { label: 'Crit', value: '' },
        ],
      }),
    );
  });

  it('keeps a slot the default list does not name: the slot is text', () => {
    expect(errors({ slot: 'Cloak' })).toEqual({});
  });

  it('refuses each bad field with its message', () => {
    expect(errors({ name: ' ' })).toEqual({ name: 'Name is required.' });
    expect(errors({ name: 'x'.repeat(EQUIPMENT_NAME_MAX + 1) })).toEqual({
      name: `At most ${EQUIPMENT_NAME_MAX} characters.`,
    });
    expect(errors({ name: 'Two\nlines' })).toEqual({ name: 'One line, without line breaks.' });
    expect(errors({ slot: '' })).toEqual({ slot: 'Slot is required.' });
    expect(errors({ rarity: 'Ancient' })).toEqual({ rarity: RARITY_MESSAGE });
    expect(errors({ rarity: 'epic' })).toEqual({ rarity: RARITY_MESSAGE });
    expect(RARITY_MESSAGE).toBe('Rarity is one of Common, Rare, Epic, Legendary, Mythic.');
    expect(errors({ setBonus: 'x'.repeat(EQUIPMENT_TEXT_MAX + 1) })).toEqual({
      setBonus: `At most ${EQUIPMENT_TEXT_MAX} characters.`,
    });
    expect(errors({ howToGet: 'x'.repeat(EQUIPMENT_TEXT_MAX + 1) })).toEqual({
      howToGet: `At most ${EQUIPMENT_TEXT_MAX} characters.`,
    });
    expect(errors({ name: 'a\0b' })).toEqual({ name: 'Cannot contain a NUL character.' });
    const stats = Array.from({ length: EQUIPMENT_STATS_MAX + 1 }, () => ({
      label: 'HP',
      value: '1',
    }));
    expect(errors({ stats })).toEqual({ stats: `At most ${EQUIPMENT_STATS_MAX} stats.` });
    expect(
      errors({ stats: [{ label: 'x'.repeat(EQUIPMENT_STAT_LABEL_MAX + 1), value: '' }] }),
    ).toEqual({
      'stats.0.label': `At most ${EQUIPMENT_STAT_LABEL_MAX} characters.`,
    });
  });

  it('refuses a stat value without a label on the line it was sent on', () => {
    expect(
      errors({
        stats: [
          { label: '', value: '' },
          { label: '', value: '+5' },
        ],
      }),
    ).toEqual({ 'stats.1.label': 'A stat needs a label.' });
  });
});

describe('an equipment item in history', () => {
  const before = item('Blade', 'Weapon', 'Epic', {
    stats: [{ label: 'ATK', value: '+100' }],
    imagePath: 'equipment/1-blade.png',
  });

  it('keeps every field of the form, named by the item, with its image', () => {
    expect(contentOfRecord('equipment', { ...before, id: 'x' } as EquipmentInput)).toEqual(before);
    expect(historyLabel('equipment', 'x', before)).toBe('Blade');
    expect(historyFiles('equipment', before, () => null)).toEqual(['equipment/1-blade.png']);
    expect(historyFiles('equipment', { ...before, imagePath: '' }, () => null)).toEqual([]);
    expect(COLLECTION_NOUNS.equipment).toBe('Equipment item');
    expect(itemPath('equipment', 'a b')).toBe('/equipment/a%20b');
  });

  it('compares each field under its label, the stats on one row and the images side by side', () => {
    const after = item('Dawn Blade', 'Helmet', 'Mythic', {
      stats: [
        { label: 'ATK', value: '+120' },
        { label: 'Crit', value: '' },
      ],
      setBonus: 'Dawn set.',
      howToGet: 'Boss.',
      imagePath: 'equipment/2-dawn.png',
    });
    expect(changedFields('equipment', before, after)).toEqual([
      { field: 'Name', before: 'Blade', after: 'Dawn Blade' },
      { field: 'Slot', before: 'Weapon', after: 'Helmet' },
      { field: 'Rarity', before: 'Epic', after: 'Mythic' },
      { field: 'Stats', before: 'ATK +100', after: 'ATK +120, Crit' },
      { field: 'Set bonus', before: '', after: 'Dawn set.' },
      { field: 'How to get', before: '', after: 'Boss.' },
      {
        field: 'Image',
        before: 'equipment/1-blade.png',
        after: 'equipment/2-dawn.png',
        images: { before: 'equipment/1-blade.png', after: 'equipment/2-dawn.png' },
      },
    ]);
    expect(changedFields('equipment', before, { ...before })).toEqual([]);
  });
});

describe('the site settings in history', () => {
  it('compare the equipment slots, settings saved before the list as the default slots', () => {
    const old = { communityUrl: '' };
    expect(changedFields('site', old, { communityUrl: '' })).toEqual([]);
    expect(changedFields('site', old, { communityUrl: '', equipmentSlots: ['Ring'] })).toEqual([
      {
        field: 'Equipment slots',
        before: EQUIPMENT_SLOTS_DEFAULT.join(', '),
        after: 'Ring',
      },
    ]);
  });
});
