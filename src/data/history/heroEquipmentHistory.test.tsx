import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Revision } from '../../domain/history';
import { REMOVED_ITEM } from '../../domain/historyDisplay';
import { createFakeAuth, createFakeBackend, makeUser } from '../../test/fakeBackend';
import { makeEquipmentItem } from '../../test/makeEquipmentItem';
import { makeHero } from '../../test/makeHero';
import { renderApp } from '../../test/renderApp';
import { HistoryDialog } from './HistoryDialog';

const AT = '2026-11-20T10:00:00.000Z';

describe("a hero's history", () => {
  it('compares the recommended equipment by name, an item no longer live as removed', async () => {
    const user = makeUser();
    const backend = createFakeBackend(
      createFakeAuth({ initialUser: user, account: { email: user.email, password: 'x', user } }),
    );
    backend.equipment.list = async () => [
      makeEquipmentItem({ id: 'edge', name: 'Dawn Edge' }),
      makeEquipmentItem({ id: 'ward', name: 'Moon Ward' }),
    ];
    const first = makeHero({ name: 'Aurelia', recommendedEquipment: ['edge', 'purged'] });
    const now = { ...first, recommendedEquipment: ['ward', 'edge'] };
    const versions: Revision[] = [now, first].map((content, index) => ({
      id: String(2 - index),
      collection: 'heroes' as const,
      itemId: 'aurelia',
      version: 2 - index,
      action: index ? ('created' as const) : ('updated' as const),
      label: content.name,
      author: user.email,
      at: AT,
      content,
      imageUrls: {},
    }));
    backend.history.versions = async () => versions;
    renderApp({
      backend,
      children: (
        <HistoryDialog
          collection="heroes"
          itemId="aurelia"
          name="Aurelia"
          current={{ version: 2, content: now }}
          onClose={() => {}}
        />
      ),
    });
    const dialog = await screen.findByRole('dialog', { name: 'History of Aurelia' });
    expect(await within(dialog).findByText('Changed: Recommended equipment')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Compare with current' }));
    const table = within(dialog).getByRole('table');
    const cells = within(table)
      .getByRole('rowheader', { name: 'Recommended equipment' })
      .closest('tr')!
      .querySelectorAll('td');
    expect([...cells].map((cell) => cell.textContent)).toEqual([
      `Dawn Edge, ${REMOVED_ITEM}`,
      'Moon Ward, Dawn Edge',
    ]);
    expect(REMOVED_ITEM).toBe('removed item');
  });
});
