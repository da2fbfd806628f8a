import { describe, expect, it } from 'vitest';
import { makeEquipmentItem } from '../../../test/makeEquipmentItem';
import {
  blankStat,
  equipmentFieldErrors,
  equipmentFormSchema,
  equipmentToForm,
} from './equipmentFormValues';

describe('equipmentFieldErrors', () => {
  const values = {
    stats: [blankStat(), { label: 'ATK', value: '+1' }, blankStat(), { label: '', value: '5%' }],
  };

  it("puts a write's messages on the form's fields, an update's and a create's alike", () => {
    expect(
      equipmentFieldErrors(
        {
          'item.name': 'Name is required.',
          slot: 'Slot is required.',
          imagePath: 'The image was not found: upload it again.',
          baseVersion: 'Too small.',
          _: 'Something.',
        },
        values,
      ),
    ).toEqual({
      name: 'Name is required.',
      slot: 'Slot is required.',
      image: 'The image was not found: upload it again.',
    });
  });

  it('finds a stat by its place among the lines sent, blank lines being left out', () => {
    expect(
      equipmentFieldErrors(
        {
          'stats.0.value': 'At most 30 characters.',
          'item.stats.1.label': 'A stat needs a label.',
        },
        values,
      ),
    ).toEqual({
      'stats.1.value': 'At most 30 characters.',
      'stats.3.label': 'A stat needs a label.',
    });
  });

  it('puts a message about the stats as a whole, or a line it cannot place, under them', () => {
    expect(equipmentFieldErrors({ stats: 'At most 8 stats.' }, values)).toEqual({
      'stats.root': 'At most 8 stats.',
    });
    expect(equipmentFieldErrors({ 'stats.7.label': 'A stat needs a label.' }, values)).toEqual({
      'stats.root': 'A stat needs a label.',
    });
  });
});

describe('equipmentFormSchema', () => {
  it('gives the write trimmed, without blank stat lines and without the image', () => {
    const item = makeEquipmentItem({ imagePath: 'equipment/1-a.png' });
    const form = {
      ...equipmentToForm(item),
      name: '  Dawn Blade ',
      stats: [blankStat(), { label: ' ATK ', value: ' +1 ' }],
    };
    const checked = equipmentFormSchema.parse(form);
    expect(checked).toEqual({
      input: {
        name: 'Dawn Blade',
        slot: 'Weapon',
        rarity: 'Rare',
        stats: [{ label: 'ATK', value: '+1' }],
        setBonus: '',
        howToGet: '',
      },
      image: null,
    });
  });

  it('gives an item without stats one blank line to fill in', () => {
    expect(equipmentToForm(makeEquipmentItem({ stats: [] })).stats).toEqual([blankStat()]);
  });
});
