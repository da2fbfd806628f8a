import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REMOVED_ITEM } from '../../domain/historyDisplay';
import { adminBackend, compareRows, openEditedOnce } from '../../test/historyDialog';
import { makeEquipmentItem } from '../../test/makeEquipmentItem';
import { makeHero } from '../../test/makeHero';

describe("a hero's history", () => {
  it('compares the recommended equipment by name, an item no longer live as removed', async () => {
    const { user, backend } = adminBackend();
    backend.equipment.list = async () => [
      makeEquipmentItem({ id: 'edge', name: 'Dawn Edge' }),
      makeEquipmentItem({ id: 'ward', name: 'Moon Ward' }),
    ];
    const first = makeHero({ name: 'Aurelia', recommendedEquipment: ['edge', 'purged'] });
    const now = { ...first, recommendedEquipment: ['ward', 'edge'] };
    const item = { collection: 'heroes', itemId: 'aurelia', name: 'Aurelia' } as const;
    const dialog = await openEditedOnce(backend, item, user.email, first, now);
    expect(await within(dialog).findByText('Changed: Recommended equipment')).toBeVisible();
    const row = await compareRows(dialog);
    expect(row('Recommended equipment')).toEqual([
      `Dawn Edge, ${REMOVED_ITEM}`,
      'Moon Ward, Dawn Edge',
    ]);
    expect(REMOVED_ITEM).toBe('removed item');
  });
});
