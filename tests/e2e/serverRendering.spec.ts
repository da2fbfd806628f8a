import type { Page } from '@playwright/test';
import { ADMIN } from '../../playwright.config';
import type { Guide } from '../../src/domain/guide';
import type { Hero } from '../../src/domain/hero';
import type { GameMode } from '../../src/domain/gameMode';
import { publicPageCases } from '../support/publicPageCases';
import { test, expect, oldest, signInAsAdmin } from './fixtures';

/** Every public page and the heading it opens with (hero and guide pages use sample data). */
async function publicPages(page: Page): Promise<[path: string, heading: string][]> {
  const hero = oldest((await (await page.request.get('/api/heroes')).json()) as Hero[]);
  const guide = oldest((await (await page.request.get('/api/guides')).json()) as Guide[]);
  const heroes = (await (await page.request.get('/api/heroes')).json()) as Hero[];
  const [mode] = (await (await page.request.get('/api/modes')).json()) as GameMode[];
  const sample = { mode: mode!, compared: [heroes[0]!, heroes[1]!] as const };
  return publicPageCases(hero, guide, sample).map(({ path, heading }) => [path, heading]);
}

interface ShiftLog {
  total: number;
  /** performance.now() of the last shift, or 0. */
  last: number;
  /** What moved: each shift's nodes, as tag#id.class. */
  moved: string[];
}

/** How long a page must go without a shift to count as settled. */
const QUIET_MS = 1000;

/**
 * Starts counting layout shifts as each page loads. The function it returns waits until the page
 * has gone QUIET_MS without a shift (a shift after a fixed window would count too), then answers
 * the sum and what moved.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const log: ShiftLog = { total: 0, last: 0, moved: [] };
    (window as unknown as { shiftLog: ShiftLog }).shiftLog = log;
    const name = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${[...node.classList].map((one) => `.${one}`).join('')}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      };
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        log.total += entry.value;
        log.last = entry.startTime;
        log.moved.push(...(entry.sources ?? []).map((source) => name(source.node)));
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    await page.waitForFunction(
      (quiet) =>
        performance.now() - (window as unknown as { shiftLog: ShiftLog }).shiftLog.last >= quiet,
      QUIET_MS,
      { polling: 100 },
    );
    return page.evaluate(() => (window as unknown as { shiftLog: ShiftLog }).shiftLog);
  };
}

test('every public page shows its content with JavaScript turned off', async ({
  browser,
  page,
}) => {
  const pages = await publicPages(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  for (const [path, heading] of pages) {
    await noScript.goto(path);
    await expect(noScript.getByRole('heading', { level: 1 }).first(), path).toHaveText(heading);
    await expect(noScript.getByText('needs JavaScript')).toHaveCount(0);
  }
  await context.close();
});

test('every public page hydrates with no console error and nothing moving', async ({ page }) => {
  const shifts = await watchLayoutShifts(page);
  for (const [path, heading] of await publicPages(page)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(heading);
    // Hydration adds behaviour, not content: the spinner never shows.
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    const { total, moved } = await shifts();
    expect(total, `layout shift on ${path}: ${moved.join(', ')}`).toBeLessThan(0.01);
  }
});

test('an admin gets the admin controls in the first HTML, with no flash or shift', async ({
  page,
}) => {
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  const html = await (await page.request.get('/heroes')).text();
  expect(html).toContain('Add New Hero');
  expect(html).toMatch(new RegExp(`Signed in as (<!-- -->|</span>)?${ADMIN.email}`));

  const shifts = await watchLayoutShifts(page);
  await page.goto('/heroes');
  await expect(page.getByRole('button', { name: 'Add New Hero' })).toBeVisible();
  await expect(page.getByText('Loading admin tools…')).toHaveCount(0);
  const { total, moved } = await shifts();
  expect(total, `layout shift: ${moved.join(', ')}`).toBeLessThan(0.01);
  // Hydrated: the controls answer.
  await page.getByRole('button', { name: 'Add New Hero' }).click();
  await expect(page.getByRole('form', { name: 'Add New Hero' })).toBeVisible();
});

test('an unknown hero answers 404 with the not-found page', async ({ page, consoleWatch }) => {
  // The browser reports the page's own 404 status in the console.
  consoleWatch.allow(/status of 404/);
  const response = await page.goto('/heroes/no-such-id');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hero not found');
  await expect(page).toHaveTitle('Hero not found · Hero Guide');
});
