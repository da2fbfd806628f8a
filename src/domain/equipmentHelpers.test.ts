import { describe, expect, it } from 'vitest';
import {
  EQUIPMENT_SLOTS_DEFAULT,
  equipmentInputOf,
  equipmentNameKey,
  equipmentSlotsOf,
  imageFileKey,
  newImagesResult,
  planEquipmentImages,
  slotsInUse,
  storedEquipmentStats,
} from './equipment';
import { makeEquipmentInput, makeEquipmentItem } from '../test/makeEquipmentItem';

describe('equipmentSlotsOf', () => {
  it('reads the slot list of the settings, and the default list while they load', () => {
    expect(equipmentSlotsOf({ equipmentSlots: ['Ring', 'Cape'] })).toEqual(['Ring', 'Cape']);
    expect(equipmentSlotsOf(undefined)).toEqual(EQUIPMENT_SLOTS_DEFAULT);
  });
});

describe('slotsInUse', () => {
  it('offers the list, then the slots items still have that the list lost, A–Z', () => {
    const items = [{ slot: 'Weapon' }, { slot: 'Gloves' }, { slot: 'Cape' }, { slot: 'Gloves' }];
    expect(slotsInUse(['Weapon', 'Armor'], items)).toEqual(['Weapon', 'Armor', 'Cape', 'Gloves']);
  });
});

describe('storedEquipmentStats', () => {
  it('reads the stat lines a write stores, in their order, a value that is empty included', () => {
    const stats = [
      { label: 'ATK', value: '+120' },
      { label: 'Crit', value: '' },
    ];
    expect(storedEquipmentStats(stats)).toEqual(stats);
  });

  it('leaves out what no write stores, and reads anything but a list as no stats', () => {
    expect(
      storedEquipmentStats([
        { label: 'ATK', value: '+120' },
        { label: '', value: '+5' },
        { label: 'DEF' },
        { label: 7, value: '+1' },
        { label: 'HP', value: 300 },
        null,
        'SPD +4',
        { label: 'SPD', value: '+4', extra: true },
      ]),
    ).toEqual([
      { label: 'ATK', value: '+120' },
      { label: 'SPD', value: '+4' },
    ]);
    expect(storedEquipmentStats({ label: 'ATK', value: '+120' })).toEqual([]);
    expect(storedEquipmentStats(null)).toEqual([]);
  });
});

describe('equipmentInputOf', () => {
  it("keeps what the form writes and leaves the stored item's own fields out", () => {
    const input = makeEquipmentInput({
      name: 'Dawn Blade',
      rarity: 'Epic',
      howToGet: 'Arena shop',
      imagePath: 'equipment/1-dawn.png',
    });
    const item = makeEquipmentItem({
      ...input,
      id: 'e1',
      imageUrl: '/files/equipment/1-dawn.png',
      version: 2,
    });
    expect(equipmentInputOf(item)).toEqual(input);
  });
});

describe('the name an image file stands for', () => {
  it.each([
    ['Dawn Blade.png', 'dawn blade'],
    ['dawn_blade.webp', 'dawn blade'],
    ['DAWN-BLADE.jpeg', 'dawn blade'],
    ['dawn  __ -blade.png', 'dawn blade'],
    ['Épée du Soir.png', 'epee du soir'],
    ['helm.of.dawn.png', 'helm.of.dawn'],
    ['noextension', 'noextension'],
  ])('%j is %j', (file, key) => {
    expect(imageFileKey(file)).toBe(key);
  });

  it('compares with item names the same way', () => {
    expect(equipmentNameKey(' Dawn-Blade ')).toBe(imageFileKey('dawn_blade.png'));
  });
});

describe('planEquipmentImages', () => {
  const file = (name: string) => ({ name });
  const blade = { name: 'Dawn Blade' };
  const helm = { name: 'Iron Helm' };
  const boots = { name: 'Swift Boots' };

  it('matches files to items by name, names the files that match none, and the items left as they are', () => {
    const plan = planEquipmentImages(
      [file('dawn_blade.png'), file('cape.png'), file('IRON-HELM.webp')],
      [blade, helm, boots],
    );
    expect(plan.matches).toEqual([
      { file: file('dawn_blade.png'), item: blade },
      { file: file('IRON-HELM.webp'), item: helm },
    ]);
    expect(plan.skipped).toEqual([{ file: file('cape.png'), reason: 'No item has this name.' }]);
    expect(plan.unchanged).toEqual([boots]);
  });

  it('gives an item one file, the first picked, and never guesses between items of one name', () => {
    const twin = { name: 'dawn blade' };
    const plan = planEquipmentImages(
      [file('Iron Helm.png'), file('iron_helm.jpg'), file('Dawn Blade.png')],
      [blade, helm, twin],
    );
    expect(plan.matches).toEqual([{ file: file('Iron Helm.png'), item: helm }]);
    expect(plan.skipped).toEqual([
      { file: file('iron_helm.jpg'), reason: 'Iron Helm already gets Iron Helm.png.' },
      {
        file: file('Dawn Blade.png'),
        reason: 'Several items have this name: Dawn Blade, dawn blade.',
      },
    ]);
    expect(plan.unchanged).toEqual([blade, twin]);
  });
});

describe('newImagesResult', () => {
  it('counts in the singular and the plural', () => {
    expect(newImagesResult(0)).toBe('0 items got a new image.');
    expect(newImagesResult(1)).toBe('1 item got a new image.');
    expect(newImagesResult(3)).toBe('3 items got a new image.');
  });
});
