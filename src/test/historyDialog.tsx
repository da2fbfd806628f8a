import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Backend } from '../backend/contract';
import type { Revision } from '../domain/history';
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

/**
 * An item's history after one edit by `author` at `at`, newest first as the backend lists it: `now`
 * over `first`, each labelled with the item's name.
 */
export function editedOnce(
  { collection, itemId, name }: DialogItem,
  { author, at }: Pick<Revision, 'author' | 'at'>,
  first: unknown,
  now: unknown,
): Revision[] {
  return [now, first].map((content, index) => ({
    id: String(2 - index),
    collection,
    itemId,
    version: 2 - index,
    action: index ? 'created' : 'updated',
    label: name,
    author,
    at,
    content,
    imageUrls: {},
  }));
}

/** Renders an item's history dialog on `backend`, and finds it by its title. */
export async function openHistory(
  backend: Backend,
  props: Omit<HistoryDialogProps, 'onClose'>,
): Promise<HTMLElement> {
  renderApp({ backend, children: <HistoryDialog {...props} onClose={() => {}} /> });
  return screen.findByRole('dialog', { name: `History of ${props.name}` });
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
