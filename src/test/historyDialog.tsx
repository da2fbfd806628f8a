import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Backend } from '../backend/contract';
import type { AuthUser } from '../domain/user';
import { HistoryDialog, type HistoryDialogProps } from '../data/history/HistoryDialog';
import { createFakeAuth, createFakeBackend, makeUser } from './fakeBackend';
import { renderApp } from './renderApp';

/** A fake backend with a user signed in, whose email the history names as the author. */
export function adminBackend(): { user: AuthUser; backend: Backend } {
  const user = makeUser();
  const backend = createFakeBackend(
    createFakeAuth({ initialUser: user, account: { email: user.email, password: 'x', user } }),
  );
  return { user, backend };
}

/** The item a history dialog is about, as the dialog is given it. */
type DialogItem = Pick<HistoryDialogProps, 'collection' | 'itemId' | 'name'>;

/** Renders an item's history dialog on `backend`, and finds it by its title. */
export async function openHistory(
  backend: Backend,
  props: Omit<HistoryDialogProps, 'onClose'>,
): Promise<HTMLElement> {
  renderApp({ backend, children: <HistoryDialog {...props} onClose={() => {}} /> });
  return screen.findByRole('dialog', { name: `History of ${props.name}` });
}

/**
 * Opens the history of an item edited once by `author`: its first version, then `now`, which the
 * page shows as current.
 */
export function openEditedOnce(
  backend: Backend,
  item: DialogItem,
  author: string,
  first: unknown,
  now: unknown,
): Promise<HTMLElement> {
  const at = '2026-11-20T10:00:00.000Z';
  backend.history.versions = async () =>
    [now, first].map((content, index) => ({
      id: String(2 - index),
      collection: item.collection,
      itemId: item.itemId,
      version: 2 - index,
      action: index ? 'created' : 'updated',
      label: item.name,
      author,
      at,
      content,
      imageUrls: {},
    }));
  return openHistory(backend, { ...item, current: { version: 2, content: now } });
}

/**
 * Compares the dialog's one older version with the current one, and reads a field's row of the
 * comparison as its cells' texts: before, after.
 */
export async function compareRows(
  dialog: HTMLElement,
): Promise<(field: string) => (string | null)[]> {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Compare with current' }));
  const table = within(dialog).getByRole('table');
  return (field) =>
    [
      ...within(table)
        .getByRole('rowheader', { name: field })
        .closest('tr')!
        .querySelectorAll('td'),
    ].map((cell) => cell.textContent);
}
