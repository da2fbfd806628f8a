import { SIDEBAR_ENTRIES } from '../support/sidebarEntries';
import { test, expect } from './fixtures';

test('on a phone (360 px) the sidebar opens, closes, and closes again after each of its 9 entries', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/equipment');
  const sidebar = page.getByRole('navigation', { name: 'Sections' });
  await expect(sidebar).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(sidebar).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(sidebar).toBeHidden();

  for (const [name, path] of SIDEBAR_ENTRIES) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(sidebar.getByRole('link')).toHaveText(SIDEBAR_ENTRIES.map(([label]) => label));
    await sidebar.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(sidebar).toBeHidden();
  }
});

test('the theme toggle flips icon and theme, and the choice survives a reload', async ({
  page,
}) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(
    page.getByRole('button', { name: 'Switch to dark theme' }).locator('[data-icon="moon"]'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const toLight = page.getByRole('button', { name: 'Switch to light theme' });
  await expect(toLight.locator('[data-icon="sun"]')).toBeVisible();
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(toLight.locator('[data-icon="sun"]')).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    darkBackground,
  );

  await toLight.click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
    darkBackground,
  );
});

test('the saved theme is applied before the app script runs (no flash)', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/Failed to load resource/);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  // Block the app's scripts: only the inline head script can set the theme now.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/disclaimer', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('an unknown path lands on the home page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a reload of /disclaimer stays there and shows the four statements', async ({ page }) => {
  await page.goto('/disclaimer');
  await page.reload();
  await expect(page).toHaveURL('/disclaimer');
  const main = page.getByRole('main');
  await expect(main).toContainText(/unofficial/i);
  await expect(main).toContainText(/free/i);
  await expect(main).toContainText(/compensation/i);
  await expect(main).toContainText(/copyright/i);
  await expect(main).toContainText(/permission/i);
});

// The chat link, shown only when a community URL is configured: communityLink.spec.ts.
test('home offers the 9 sections and the quick-access prompt', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main).toContainText('top left');
  for (const [name, path] of [
    ['Heroes', '/heroes'],
    ['Teams', '/teams'],
    ['Upgrade', '/upgraderequirement'],
    ['Equipment', '/equipment'],
    ['Talisman', '/talisman'],
    ['Guides', '/guides'],
    ['Disclaimer', '/disclaimer'],
    ['Codes', '/codes'],
    ['Calculator', '/guild-calculator'],
  ] as const) {
    await page.goto('/');
    await main.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
  }
});

test('the equipment page lists the sample items under its heading', async ({ page }) => {
  // A site without items keeps the placeholder heading (src/app/router.test.tsx).
  await page.goto('/equipment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Equipment');
  await expect(
    page.getByRole('list', { name: 'Equipment' }).getByRole('link').first(),
  ).toBeVisible();
});
