import type { APIRequestContext, Page } from '@playwright/test';
import type { Theme } from '../../src/app/layout/useTheme';
import type { Guide } from '../../src/domain/guide';
import { COLOUR_RULES, WCAG_AA, axeViolations } from './axe';
import { consoleWatchOf, test as base, expect, oldest } from './fixtures';

/**
 * The layout and accessibility sweep: every admin view (heroAdminViews.ts, siteAdminViews.ts), with
 * its forms and dialogs open, and every visitor page (visitorLayout.spec.ts), with the site search
 * and the chart viewer open: each fits the screen from a 360 px phone to a desktop (no sideways
 * scrolling) and axe finds no WCAG 2 A/AA violation (nor content outside every landmark) in the
 * light theme, nor any of its colour rules in the dark theme, switched on the same open view, at
 * both widths. The views open forms and dialogs but never save them; the only writes are the
 * views' own, each deleted once checked.
 */

export const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

export interface View {
  name: string;
  /** Where the view is; `{guide}` stands for a sample guide's id. */
  path: string;
  /** The path of a view that needs an id of the seeded data, read through the API. */
  resolve?: (api: APIRequestContext) => Promise<string>;
  /**
   * Gives the page something to show, through the admin's API, before it loads; may return how
   * to take it away again once the view is checked.
   */
  prepare?: (api: APIRequestContext) => Promise<void | (() => Promise<void>)>;
  /** Opens what the view is about (a form, a dialog), once the page has loaded. */
  open?: (page: Page) => Promise<void>;
  /** What else must hold at every width: a list of problems, empty when all is well. */
  problems?: (page: Page) => Promise<string[]>;
}

export const openDialog = async (page: Page, button: string | RegExp) => {
  await page.getByRole('button', { name: button }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
};

/** A file of tests/fixtures. */
export function fixture(name: string) {
  return new URL(`../fixtures/${name}`, import.meta.url).pathname;
}

/** A guide the seeded data has, for the guide pages (read through the public API). */
async function someGuideId(api: APIRequestContext) {
  const guides = (await (await api.get('api/guides')).json()) as Guide[];
  if (guides.length === 0) throw new Error('the seeded data has no guide');
  return oldest(guides).id;
}

export const GUIDE_ID = '{guide}';

/** Opens the site search from the header and types a word that finds heroes, teams and guides. */
export async function openSiteSearch(page: Page) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('combobox', { name: 'Search heroes, guides and codes' });
  await expect(box).toBeFocused();
  await box.fill('aurelia');
  await expect(
    page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
  ).toBeVisible();
}

/** The elements that stick out past the right edge of the screen, outermost first. */
async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const describe = (element: Element) => {
      const classes = [...element.classList].map((name) => `.${name}`).join('');
      const label = element.getAttribute('aria-label');
      const right = Math.round(element.getBoundingClientRect().right);
      return `${element.tagName.toLowerCase()}${classes}${label ? `[aria-label="${label}"]` : ''} (right edge ${right}px)`;
    };
    const offenders = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 0.5;
    });
    // An offender inside another one adds nothing: report the outermost few.
    const outermost = offenders.filter(
      (element) => !offenders.some((other) => other !== element && other.contains(element)),
    );
    return outermost.slice(0, 8).map(describe);
  });
}

/**
 * At the top of the page the admin bar is whole: the side rail (shown from 1024 px) starts below
 * it instead of covering its "Signed in as" line. Empty when there is no admin bar or no rail.
 */
async function adminBarCovered(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-testid="admin-bar"]')?.getBoundingClientRect();
    const rail = document.querySelector('.sidebar')?.getBoundingClientRect();
    // Only the top of the page is in question (an open dialog may keep the page where it was).
    if (!bar || !rail || rail.width === 0 || rail.height === 0 || window.scrollY > 0) return [];
    const overlaps =
      rail.left < bar.right &&
      bar.left < rail.right &&
      rail.top < bar.bottom &&
      bar.top < rail.bottom;
    return overlaps
      ? [
          `the side rail (top ${rail.top}px, right ${rail.right}px) covers the admin bar (${bar.top}-${bar.bottom}px)`,
        ]
      : [];
  });
}

/**
 * Checks the open view at each screen width; every failure names view, width and theme. The dark
 * theme changes colours, not layout: at each width (a phone's layout shows other parts than a
 * desktop's: the admin bar's button, wrapped rows) it is checked with axe's colour rules only.
 */
async function checkAtEveryWidth(page: Page, view: View, theme: Theme) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const where = `${view.name} (${view.path}) at ${viewport.width}px, ${theme} theme`;
    if (theme === 'light') {
      const fits = await page.evaluate(
        () => document.documentElement.scrollWidth <= window.innerWidth,
      );
      const overflow = fits ? [] : await overflowingElements(page);
      expect
        .soft(fits, `${where} scrolls sideways; sticking out: ${overflow.join(', ')}`)
        .toBe(true);
      if (view.problems) expect.soft(await view.problems(page), where).toEqual([]);
    }
    // The sticky header covers whatever scrolls under it, which axe's target-size reads as an
    // obscured control: the page is checked at one defined position, its top, not wherever the
    // last click happened to scroll it (once that scroll has ended: see the admin views' test).
    const top = await page.evaluate(() => {
      window.scrollTo({ top: 0, behavior: 'instant' });
      return window.scrollY;
    });
    expect(top, `${where}: scrolled to the top`).toBe(0);
    expect.soft(await adminBarCovered(page), where).toEqual([]);
    // Every rule in the light theme; the dark one changes colours, so its colour rules.
    const violations = await axeViolations(page, theme === 'dark' ? COLOUR_RULES : WCAG_AA);
    expect.soft(violations, `${where}: axe violations`).toEqual([]);
  }
}

export const test = base.extend<{ asAdmin: boolean }>({
  asAdmin: [false, { option: true }],
  // Every admin test's context starts with the worker's admin session cookie.
  storageState: async ({ asAdmin, adminState }, provide) => {
    await provide(asAdmin ? adminState : { cookies: [], origins: [] });
  },
  viewport: VIEWPORTS[0],
});

/**
 * The views' tests open each view in the worker's tab (fixtures.ts `tabs`), as a reader goes from
 * page to page in one tab, rather than in a new browser context each: the app's scripts and axe
 * are then compiled once per tab, not once per view (about 2 s a view on a busy machine;
 * docs/testing.md). Each view is a new document, its storage emptied first; a test that fails ends
 * its worker, and with it the tab.
 */
export const viewTest = test.extend<{ viewPage: Page; guideId: string }>({
  viewPage: async ({ asAdmin, tabs }, provide) => {
    const page = await tabs.get(asAdmin);
    if (page.url().startsWith('http')) {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await page.setViewportSize(VIEWPORTS[0]);
    await provide(page);
  },
  guideId: async ({ viewPage }, provide) => {
    await provide(await someGuideId(viewPage.request));
  },
  // The view's tab, not a page of the test's own, is the one that must run cleanly (still
  // automatic, as the fixture it replaces).
  consoleWatch: ({ viewPage }, provide) => consoleWatchOf(viewPage, provide),
});

const pathOf = async (view: View, api: APIRequestContext, guideId: string) =>
  view.resolve ? view.resolve(api) : view.path.replace(GUIDE_ID, guideId);

/**
 * The dark theme on the same open view: switched as the theme toggle switches it (the page's
 * data-theme; what a saved choice does on load is shell.spec.ts's), so the form or dialog need not
 * be opened a second time.
 */
async function switchToDarkTheme(page: Page) {
  await page.evaluate(() => {
    document.documentElement.dataset.theme = 'dark';
  });
}

async function checkBothThemes(page: Page, view: View) {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await checkAtEveryWidth(page, view, 'light');
  await switchToDarkTheme(page);
  await checkAtEveryWidth(page, view, 'dark');
}

/** The layout sweep of admin views, signed in as the e2e admin. */
export function sweepAdminViews(views: readonly View[]) {
  viewTest.describe('admin views', () => {
    // axe reads every element of the page at each width it is checked at: long pages with a form
    // open need more than the usual time.
    viewTest.slow();
    viewTest.use({ asAdmin: true });
    for (const view of views) {
      viewTest(view.name, async ({ viewPage: page, guideId }) => {
        const takeAway = await view.prepare?.(page.request);
        try {
          await page.goto(await pathOf(view, page.request, guideId));
          await expect(page.getByTestId('admin-bar')).toBeVisible();
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          if (view.open) {
            await view.open(page);
            // A form that scrolls itself into view smoothly as it opens may still be moving on a
            // busy machine, and would carry the page away from the top the checks scroll it to.
            await scrollSettled(page);
          }
          await checkBothThemes(page, view);
        } finally {
          await takeAway?.();
        }
      });
    }
  });
}

/** The layout sweep of public pages, as a visitor. */
export function sweepVisitorViews(views: readonly View[]) {
  viewTest.describe('visitor pages', () => {
    viewTest.slow();
    for (const view of views) {
      viewTest(view.name, async ({ viewPage: page, guideId }) => {
        await page.goto(await pathOf(view, page.request, guideId));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        if (view.open) await view.open(page);
        await checkBothThemes(page, view);
      });
    }
  });
}

/**
 * Resolves once the page has stayed at one scroll position for ten frames: the hero form scrolls
 * itself into view smoothly when it opens, and a busy machine can still be animating that scroll
 * when the next step runs.
 */
export async function scrollSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let stillFrames = 0;
        const frame = () => {
          if (window.scrollY !== last) {
            last = window.scrollY;
            stillFrames = 0;
          } else if ((stillFrames += 1) >= 10) {
            resolve();
            return;
          }
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}
