import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * The header's site search (docs/product.md#site-search), from the keyboard, on the seeded
 * sample data.
 */

/** Opens the search as a keyboard user does: focus the header's button, press Enter. */
async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search', exact: true }).focus();
  await page.keyboard.press('Enter');
  const box = page.getByRole('combobox', { name: 'Search heroes, guides and codes' });
  await expect(box).toBeFocused();
  return box;
}

test('the search is downloaded only once a reader reaches for it', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  // A page that itself reads none of the data the search looks through.
  await page.goto('/disclaimer');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  expect(requested.filter((url) => /SearchPanel|\/api\/(heroes|guides|codes)/.test(url))).toEqual(
    [],
  );
  await openSearch(page);
  expect(requested.some((url) => /SearchPanel-[\w-]+\.js$/.test(url))).toBe(true);
});

test('typing, arrow down and Enter open a hero; the result list is grouped by kind', async ({
  page,
}) => {
  await page.goto('/');
  const box = await openSearch(page);
  await page.keyboard.type('aurélia');
  const results = page.getByRole('listbox', { name: 'Search results' });
  const heroes = results.getByRole('group', { name: 'Heroes' });
  await expect(heroes.getByRole('option', { name: 'Aurelia the Dawnblade' })).toBeVisible();
  // The hero, then the sample teams it is a member of, under their own heading.
  await expect(results.getByRole('group', { name: 'Teams' }).getByRole('option')).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toHaveText('3 results');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  const option = heroes.getByRole('option', { name: 'Aurelia the Dawnblade' });
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/heroes\/[^/]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Aurelia the Dawnblade' }),
  ).toBeVisible();
  await expect(box).toBeHidden();
});

test('finds a guide by a word of its text and shows that text', async ({ page }) => {
  await page.goto('/heroes');
  await openSearch(page);
  await page.keyboard.type('checklists');
  const guides = page.getByRole('group', { name: 'Guides' });
  const option = guides.getByRole('option', { name: /A beginner's path through the first week/ });
  await expect(option).toContainText('combine lists, checklists and code blocks');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guides\/[^/]+$/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: "A beginner's path through the first week (sample)",
    }),
  ).toBeVisible();
});

test('a code opens the codes page with that code picked out and focused', async ({ page }) => {
  await page.goto('/');
  await openSearch(page);
  await page.keyboard.type('guild boost');
  await expect(page.getByRole('group', { name: 'Codes' }).getByRole('option')).toHaveText([
    'SAMPLE-GUILD-BOOST',
  ]);
  // No other kind matches both words: Enter opens the first result without moving to it.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/codes\?code=SAMPLE-GUILD-BOOST$/);
  const card = page.getByRole('button', { name: /SAMPLE-GUILD-BOOST/ });
  await expect(card).toBeFocused();
  await expect(card).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('button', { name: /SAMPLE-WELCOME/ })).not.toHaveAttribute(
    'aria-current',
  );
});

test('Escape closes the search and Tab leaves it', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Search', exact: true });
  let box = await openSearch(page);
  await page.keyboard.type('korrin');
  await expect(page.getByRole('option', { name: 'Korrin Ashfang', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  box = await openSearch(page);
  await page.keyboard.press('Tab');
  await expect(box).toBeHidden();
  await expect(page.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeFocused();
});

test('the search button opens the search with a click and closes it again', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Search', exact: true });
  await button.click();
  const box = page.getByRole('combobox', { name: 'Search heroes, guides and codes' });
  await expect(box).toBeFocused();
  await box.fill('isolde');
  await page.getByRole('option', { name: 'Isolde Frostwarden', exact: true }).click();
  await expect(page).toHaveURL(/\/heroes\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Isolde Frostwarden' })).toBeVisible();

  await button.click();
  await expect(box).toBeFocused();
  await button.click();
  await expect(box).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('says when nothing matches', async ({ page }) => {
  await page.goto('/');
  await openSearch(page);
  await page.keyboard.type('qqqzzz');
  await expect(page.getByText('No results for “qqqzzz”.')).toBeVisible();
  await expect(page.getByRole('listbox', { name: 'Search results' })).toBeHidden();
});

test('fits a 360 px phone: the open search never scrolls the page sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await openSearch(page);
  await page.keyboard.type('a');
  await expect(page.getByRole('listbox', { name: 'Search results' })).toBeVisible();
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  const panel = await page.getByRole('search').boundingBox();
  expect(panel!.x).toBeGreaterThanOrEqual(0);
  expect(panel!.x + panel!.width).toBeLessThanOrEqual(360);
});

test('on first use every key typed while the search downloads is kept, and its results show', async ({
  page,
}) => {
  // The search's code is held back until the reader has typed: the slowest of first loads.
  let requested = false;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/SearchPanel-[\w-]+\.js$/, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  await page.goto('/disclaimer');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.keyboard.type('aurélia');
  await expect.poll(() => requested).toBe(true);
  // Still without the search's code: a plain box, focused, holds what was typed.
  const plainBox = page.getByRole('textbox', { name: 'Search', exact: true });
  await expect(plainBox).toBeFocused();
  await expect(plainBox).toHaveValue('aurélia');
  await expect(page.getByRole('combobox')).toHaveCount(0);

  release();
  const box = page.getByRole('combobox', { name: 'Search heroes, guides and codes' });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('aurélia');
  await expect(
    page
      .getByRole('group', { name: 'Heroes' })
      .getByRole('option', { name: 'Aurelia the Dawnblade' }),
  ).toBeVisible();
  // Typing goes on in the same box, at its end.
  await page.keyboard.type(' dawn');
  await expect(box).toHaveValue('aurélia dawn');
});
