import { expect, type Page } from '@playwright/test';
import { axeViolations, WCAG_AA } from './axe';
import type { ConsoleWatch } from './fixtures';

/** The narrowest phone the site is laid out for. */
export const PHONE = { width: 360, height: 740 };

/** The share card a detail page's head declares: its title, description and image. */
export async function expectShareCard(
  page: Page,
  card: { title: string; description: string | RegExp; image: RegExp },
): Promise<void> {
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', card.title);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    'content',
    card.description,
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', card.image);
}

/**
 * An item's own page as the server sends it: a 200 whose title, share card and heading name the
 * item (the document's title is the card's, followed by the site's name).
 */
export async function expectItemPage(
  page: Page,
  path: string,
  item: { heading: string; title: string; description: string | RegExp; image: RegExp },
): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${item.title} · Hero Guide`);
  await expectShareCard(page, item);
  await expect(page.getByRole('heading', { level: 1, name: item.heading })).toBeVisible();
}

/**
 * The page of an address naming no item: a real 404 that says so and asks not to be indexed. The
 * page is itself the 404 the browser reports on its console.
 */
export async function expectNotFoundPage(
  page: Page,
  consoleWatch: ConsoleWatch,
  path: string,
  heading: string,
): Promise<void> {
  consoleWatch.allow(/status of 404/);
  const missing = await page.goto(path);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
}

/** Finds a record from the header's search, follows its result and lands on the record's page. */
export async function openFromSearch(
  page: Page,
  query: string,
  result: { group: string; name: string; path: string },
): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('combobox', { name: 'Search heroes, guides and codes' }).fill(query);
  const option = page.getByRole('group', { name: result.group }).getByRole('option', {
    name: result.name,
  });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(result.path);
  await expect(page.getByRole('heading', { level: 1, name: result.name })).toBeVisible();
}

/**
 * What makes the page scroll sideways, as `tag.class (right edge …px)`: empty when it fits its
 * viewport's width. The outermost elements sticking out are named, so a failure says what to fix.
 */
export const sidewaysOverflow = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const offenders = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 0.5;
    });
    const outermost = offenders.filter(
      (element) => !offenders.some((other) => other !== element && other.contains(element)),
    );
    const named = outermost.slice(0, 8).map((element) => {
      const classes = [...element.classList].map((name) => `.${name}`).join('');
      const right = Math.round(element.getBoundingClientRect().right);
      return `${element.tagName.toLowerCase()}${classes} (right edge ${right}px)`;
    });
    return named.length ? named : [`the page is ${document.documentElement.scrollWidth}px wide`];
  });

/**
 * axe's WCAG A/AA violations with the page at its top. The sticky header covers whatever scrolls
 * under it, which axe's target-size reads as an obscured control: the page is checked at one
 * defined position, not wherever a form's scroll into view happened to leave it (as the layout
 * sweep, tests/e2e/layoutViews.ts, does).
 */
export async function axeAtTop(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  return axeViolations(page, WCAG_AA);
}
