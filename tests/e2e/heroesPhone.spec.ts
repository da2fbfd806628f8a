import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { heroListTest, createHero, removeHeroes, stamp } from './heroesApi';
import { PHONE } from './pageChecks';

/**
 * The tier list on a phone and before the page's JavaScript runs (docs/product.md#heroes): the
 * first heroes are on the first screen, and what the server's HTML shows works on its own (rows,
 * view links, filters), then the same once the app has hydrated. Each test makes its own heroes
 * (unique names) and deletes only those.
 */
/** The first hero must be whole on the first screen: its top at least a row's height above the fold. */
const FOLD_MARGIN = 80;

const rowOf = (page: Page, name: string) => page.getByTestId('hero-row').filter({ hasText: name });
const summaryOf = (row: Locator) => row.locator('summary');

async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, 'shown').not.toBeNull();
  return box!.y;
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: PHONE });

  heroListTest(
    'the first heroes are on the first screen, in the list and on the board',
    async ({ page }) => {
      await page.goto('/heroes');
      const firstRow = page.getByTestId('hero-row').first();
      expect(await topOf(firstRow)).toBeLessThanOrEqual(PHONE.height - FOLD_MARGIN);
      // The filters wait behind one control; a tap opens them.
      const search = page.getByRole('searchbox', { name: 'Search by name' });
      await expect(search).toBeHidden();
      await page.locator('.hero-filters > summary').click();
      await expect(search).toBeVisible();

      await page.goto('/heroes?view=board');
      const firstHero = page.getByTestId('tier-row').first().getByRole('listitem').first();
      expect(await topOf(firstHero)).toBeLessThanOrEqual(PHONE.height - FOLD_MARGIN);
    },
  );
});

heroListTest('a wide screen shows the filters without a tap', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/heroes');
  await expect(page.getByRole('searchbox', { name: 'Search by name' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Tier' })).toBeVisible();
  await expect(page.locator('.hero-filters > summary')).toBeHidden();
  // Nothing to press once the app runs: each change applies at once.
  await expect(page.getByRole('button', { name: 'Show heroes' })).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('a row opens, the view links and the filters work', async ({ page, adminApi: api }) => {
    const tag = stamp();
    const heroes = [
      await createHero(api, {
        name: `Plain S ${tag}`,
        tier: 'S',
        description: 'Opened without JavaScript.',
      }),
      await createHero(api, { name: `Plain A ${tag}`, tier: 'A' }),
    ];
    try {
      await page.goto(`/heroes?q=${tag}`);
      const row = rowOf(page, `Plain S ${tag}`);
      await expect(row.getByText('Opened without JavaScript.')).toBeHidden();
      await summaryOf(row).click();
      await expect(row.getByText('Opened without JavaScript.')).toBeVisible();
      await expect(row.getByRole('link', { name: 'Open hero page' })).toBeVisible();
      await expect(row.locator('details')).toHaveAttribute('open', '');

      // The views are links.
      await page.getByRole('link', { name: 'Tier board' }).click();
      await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&view=board$`));
      await expect(page.getByTestId('tier-row').getByRole('heading')).toHaveText(['S', 'A']);
      await page.getByRole('link', { name: 'Stats', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&view=stats$`));
      await expect(page.getByTestId('stats-row')).toHaveCount(2);
      await page.getByRole('link', { name: 'List' }).click();
      await expect(page.getByTestId('hero-row')).toHaveCount(2);

      // The filters are a form the server answers, keeping the view.
      await page.getByRole('link', { name: 'Tier board' }).click();
      // Open already: the address filters by name.
      await expect(page.locator('details.hero-filters')).toHaveAttribute('open', '');
      await page.getByRole('combobox', { name: 'Tier' }).selectOption('A');
      await page.getByRole('button', { name: 'Show heroes' }).click();
      await expect(page).toHaveURL(/view=board/);
      await expect(page).toHaveURL(/tier=A/);
      await expect(page.getByTestId('tier-row').getByRole('heading')).toHaveText(['A']);
      await expect(page.getByRole('link', { name: `Plain A ${tag}` })).toBeVisible();
      // The form shows the filter it applied.
      await expect(page.getByRole('combobox', { name: 'Tier' })).toHaveValue('A');
      await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue(tag);
    } finally {
      await removeHeroes(api, heroes);
    }
  });
});

test('a row opened before the app hydrates stays open, and toggles once it has', async ({
  page,
  adminApi: api,
}) => {
  const hero = await createHero(api, {
    name: `Early ${stamp()}`,
    description: 'Opened before hydration.',
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // The app's scripts wait until the row has been opened.
  await page.route(/\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  try {
    await page.goto(`/heroes?q=${encodeURIComponent(hero.name)}`, { waitUntil: 'commit' });
    const row = rowOf(page, hero.name);
    const details = row.getByText('Opened before hydration.');
    await summaryOf(row).click();
    await expect(details).toBeVisible();
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);

    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(details).toBeVisible();
    // A change of the filter that keeps the row keeps it as it was.
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(hero.name.toUpperCase());
    await expect(page).toHaveURL(/q=EARLY\+/);
    await expect(details).toBeVisible();
    // One that hides it and shows it again: the list knows the row was opened before it ran.
    const search = page.getByRole('searchbox', { name: 'Search by name' });
    await search.fill(`${hero.name} none`);
    await expect(row).toHaveCount(0);
    await search.fill(hero.name);
    await expect(details).toBeVisible();
    await summaryOf(row).click();
    await expect(details).toBeHidden();
    await summaryOf(row).click();
    await expect(details).toBeVisible();
    await row.getByRole('link', { name: 'Open hero page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: hero.name })).toBeVisible();
  } finally {
    release();
    await removeHeroes(api, [hero]);
  }
});
