import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import payloadFile from '../../../tests/fixtures/xss-payloads.txt?raw';
import type { ActivityEntry, Revision, TrashEntry } from '../../domain/history';
import { adminBackend, openHistory } from '../../test/historyDialog';
import { LAZY, renderApp } from '../../test/renderApp';

/** Every hostile input of the project's list: each must show as text and run nothing. */
const PAYLOADS = payloadFile.split('\n').filter((line) => line.trim() !== '');

const AT = '2026-11-20T10:00:00.000Z';

/**
 * Nothing a payload carries became markup: no script, frame, handler or javascript: link (the
 * app's own icons are the only SVG).
 */
function expectNothingRan() {
  const hostile = document.body.querySelectorAll(
    'script, iframe, object, embed, svg:not([data-icon]), math, meta, link, style, input[autofocus], [onerror], [onload], [onclick], [onfocus], a[href^="javascript" i]',
  );
  expect([...hostile].map((element) => element.outerHTML)).toEqual([]);
  expect((window as { __xss?: unknown }).__xss).toBeUndefined();
}

afterEach(() => {
  delete (window as { __xss?: unknown }).__xss;
});

describe('history pages with hostile names and content', () => {
  it('shows every payload as text on the activity page', async () => {
    const backend = adminBackend().backend;
    const entries: ActivityEntry[] = PAYLOADS.map((label, index) => ({
      id: String(index + 1),
      collection: index % 2 ? 'guides' : 'heroes',
      itemId: `item-${index}`,
      version: 1,
      action: 'updated',
      label,
      author: label,
      at: AT,
    }));
    backend.history.activity = async () => entries;
    renderApp({ path: '/admin/activity', backend });
    await screen.findByRole('heading', { level: 1, name: 'Activity' }, LAZY);
    await screen.findByRole('link', { name: PAYLOADS.at(-1) }, LAZY);
    // One query for every line (a role query per payload reads the whole page each time).
    const links = screen
      .getAllByRole('link')
      .filter((link) => PAYLOADS.includes(link.textContent!));
    expect(new Set(links.map((link) => link.textContent))).toEqual(new Set(PAYLOADS));
    for (const link of links) expect(link).toBeVisible();
    expectNothingRan();
  });

  it('shows every payload as text in the trash', async () => {
    const backend = adminBackend().backend;
    const entries: TrashEntry[] = PAYLOADS.map((label, index) => ({
      collection: 'codes',
      itemId: `code-${index}`,
      label,
      deletedBy: label,
      deletedAt: AT,
      purgeAt: AT,
    }));
    backend.history.trash = async () => entries;
    renderApp({ path: '/admin/trash', backend });
    await screen.findByRole('heading', { level: 1, name: 'Trash' }, LAZY);
    await screen.findByRole('button', { name: `Restore ${PAYLOADS.at(-1)}` }, LAZY);
    const restores = screen
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-label')?.startsWith('Restore '));
    expect(new Set(restores.map((button) => button.getAttribute('aria-label')))).toEqual(
      new Set(PAYLOADS.map((payload) => `Restore ${payload}`)),
    );
    for (const button of restores) expect(button).toBeVisible();
    expectNothingRan();
  });

  it('compares versions whose fields hold every payload as text', async () => {
    const backend = adminBackend().backend;
    const versions = PAYLOADS.map((payload, index): Revision => ({
      id: String(index + 1),
      collection: 'guides',
      itemId: 'g1',
      version: index + 1,
      action: 'updated',
      label: payload,
      author: payload,
      at: AT,
      content: { title: payload, content: `<p>${payload}</p>` },
      imageUrls: {},
    })).reverse();
    backend.history.versions = async () => versions;
    const dialog = await openHistory(backend, {
      collection: 'guides',
      itemId: 'g1',
      name: 'A guide',
      current: { version: 999, content: { title: 'Now', content: '<p>Now</p>' } },
    });
    await within(dialog).findAllByRole('button', { name: 'Compare with current' });
    for (const payload of PAYLOADS) {
      const line = [...dialog.querySelectorAll('li')].find((item) =>
        item.textContent?.includes(`by ${payload} ·`),
      )!;
      await userEvent.click(within(line).getByRole('button', { name: 'Compare with current' }));
      const table = within(line).getByRole('table');
      expect(within(table).getAllByText(payload, { exact: true }).length).toBeGreaterThan(0);
    }
    expectNothingRan();
  }, 30_000);
});
