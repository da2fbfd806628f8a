import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REMOVED_ITEM } from '../../domain/historyDisplay';
import { adminBackend, compareRows, editedOnce, openHistory } from '../../test/historyDialog';
import { makeEquipmentItem } from '../../test/makeEquipmentItem';
import { makeHero } from '../../test/makeHero';

const AT = '2026-11-20T10:00:00.000Z';

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
    backend.history.versions = async () =>
      editedOnce(item, { author: user.email, at: AT }, first, now);
    const dialog = await openHistory(backend, {
      ...item,
      current: { version: 2, content: now },
    });
    expect(await within(dialog).findByText('Changed: Recommended equipment')).toBeVisible();
    const row = await compareRows(dialog);
    expect(row('Recommended equipment')).toEqual([
      `Dawn Edge, ${REMOVED_ITEM}`,
      'Moon Ward, Dawn Edge',
    ]);
    expect(REMOVED_ITEM).toBe('removed item');
  });
});
