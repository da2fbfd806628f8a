import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { testHeroInput } from '../support/heroInput';
import type { Theme } from '../../src/app/layout/useTheme';
import type { Guide } from '../../src/domain/guide';
import { COLOUR_RULES, WCAG_AA, axeViolations } from './axe';
import { consoleWatchOf, test as base, expect, oldest } from './fixtures';

/**
 * Every admin view, with its forms and dialogs open, and every visitor page, with the site search
 * and the chart viewer open: each fits the screen from a 360 px phone to a desktop (no sideways
 * scrolling) and axe finds no WCAG 2 A/AA violation (nor content outside every landmark) in the
 * light theme, nor any of its colour rules in the dark theme, switched on the same open view, at
 * both widths. The views open forms and dialogs but never save them; the only writes are the
 * test's own: a code made and deleted so that the trash and the activity have an entry, a draft
 * guide shown in the Drafts section, and a hero with two versions for the history's comparison,
 * each deleted once checked. No other test looks for them.
 */

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

interface View {
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

const openDialog = async (page: Page, button: string | RegExp) => {
  await page.getByRole('button', { name: button }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
};

const firstHeroRow = (page: Page) => page.getByTestId('hero-row').first();

/** The hero form's four stat inputs each keep their own place inside the Stats box. */
const statInputProblems = (page: Page) =>
  page.getByRole('group', { name: 'Stats' }).evaluate((fieldset) => {
    const box = fieldset.getBoundingClientRect();
    const inputs = [...fieldset.querySelectorAll('input')].map((input) => ({
      name: input.labels?.[0]?.textContent ?? input.id,
      rect: input.getBoundingClientRect(),
    }));
    const problems = inputs
      .filter(({ rect }) => rect.left < box.left || rect.right > box.right)
      .map(
        ({ name, rect }) =>
          `${name} (${rect.left}-${rect.right}px) sticks out of Stats (${box.left}-${box.right}px)`,
      );
    inputs.forEach((one, index) => {
      for (const other of inputs.slice(index + 1)) {
        const apart =
          one.rect.right <= other.rect.left ||
          other.rect.right <= one.rect.left ||
          one.rect.bottom <= other.rect.top ||
          other.rect.bottom <= one.rect.top;
        if (!apart) problems.push(`${one.name} overlaps ${other.name}`);
      }
    });
    return problems;
  });

/**
 * The controls of a part of the page that are smaller than 24 × 24 px: each must be big enough
 * on its own (WCAG 2.5.8), not only through the space around it, which axe accepts but which a
 * finger on a phone misses.
 */
const smallTargets = (page: Page, selector: string) =>
  page.locator(selector).evaluate((part) =>
    [...part.querySelectorAll('a[href], button, input, select, textarea, summary')]
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 24 || box.height < 24))
      .map(
        ({ control, box }) =>
          `${control.outerHTML.slice(0, 60)} is ${box.width} × ${box.height} px, under 24 × 24`,
      ),
  );

/** A guide the seeded data has, for the guide pages (read through the public API). */
async function someGuideId(api: APIRequestContext) {
  const guides = (await (await api.get('api/guides')).json()) as Guide[];
  if (guides.length === 0) throw new Error('the seeded data has no guide');
  return oldest(guides).id;
}

const GUIDE_ID = '{guide}';

/** The oldest record of a public list, as seeded (read through the public API). */
async function seededId(api: APIRequestContext, list: string) {
  const records = (await (await api.get(`api/${list}`)).json()) as Array<{
    id: string;
    createdAt: string;
  }>;
  if (records.length === 0) throw new Error(`the seeded data has no ${list}`);
  return oldest(records).id;
}

/** The sample guide with lists, a checklist and code blocks (server/seed/sampleGuides.ts). */
async function beginnersGuidePath(api: APIRequestContext) {
  const guides = (await (await api.get('api/guides')).json()) as Guide[];
  const guide = guides.find((one) => one.title.startsWith("A beginner's path"));
  if (!guide) throw new Error("the seeded data has no beginner's path guide");
  return `/guides/${guide.id}`;
}

async function twoHeroesComparedPath(api: APIRequestContext) {
  const heroes = (await (await api.get('api/heroes')).json()) as Array<{ id: string }>;
  return `/heroes/compare?ids=${heroes
    .slice(0, 2)
    .map((hero) => hero.id)
    .join(',')}`;
}

const COMPARED_HERO = 'Compare layout hero';

/**
 * A hero of the test's own with two versions, the later one with another tier and a long
 * description, so that its history compares them; deleted for good after. Found by its name.
 */
async function aHeroWithTwoVersions(api: APIRequestContext) {
  const upload = await api.post('api/files?folder=heroes&name=valid.png', {
    data: await readFile(fixture('uploads/valid.png')),
    headers: { 'content-type': 'image/png' },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const first = testHeroInput({
    name: `${COMPARED_HERO} ${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
    description: 'The first words of a description long enough to take many lines. '.repeat(6),
    imagePath: ((await upload.json()) as { path: string }).path,
  });
  const made = await api.post('api/heroes', { data: first });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const edited = await api.put(`api/heroes/${id}`, {
    data: {
      hero: { ...first, tier: 'A', description: 'The second words, written later. '.repeat(12) },
      baseVersion: 1,
    },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  return async () => {
    expect((await api.delete(`api/heroes/${id}`)).status()).toBe(204);
    expect((await api.delete(`api/history/trash/heroes/${id}`)).status()).toBe(204);
  };
}

/**
 * The table's headings ("Field", "Version 1", a field's name) are broken between words only: a
 * word whose letters sit on two lines is named.
 */
const headingsBrokenInsideWords = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    for (const cell of document.querySelectorAll('.history-compare th')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const word of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(`"${word[0]}" is broken across ${lines.size} lines`);
        }
      }
    }
    return broken;
  });

/** Opens the site search from the header and types a word that finds heroes, teams and guides. */
async function openSiteSearch(page: Page) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('combobox', { name: 'Search heroes, guides and codes' });
  await expect(box).toBeFocused();
  await box.fill('aurelia');
  await expect(
    page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
  ).toBeVisible();
}

/** Opens the first chart of the page in the zoomable viewer. */
async function openChart(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
}

/**
 * A code of its own, made and deleted, so that the trash and the activity have an entry with their
 * buttons. Nothing another test looks for: the name is unique and the code is not in the list.
 */
async function trashAFreshCode(api: APIRequestContext) {
  const made = await api.post('api/codes', {
    data: {
      code: `LAYOUT-${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
      neverExpires: true,
      expirationDate: null,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  expect((await api.delete(`api/codes/${id}`)).status()).toBe(204);
}

/** A draft guide of the test's own, so that /guides shows its Drafts section; deleted after. */
async function aDraftGuide(api: APIRequestContext) {
  const made = await api.post('api/guides', {
    data: {
      title: `Layout draft ${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
      content: '<p>Not published yet.</p>',
      published: false,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  return async () => {
    expect((await api.delete(`api/guides/${id}`)).status()).toBe(204);
  };
}

function fixture(name: string) {
  return new URL(`../fixtures/${name}`, import.meta.url).pathname;
}

const ADMIN_VIEWS: View[] = [
  {
    name: 'home: the community chat link form',
    path: '/',
    open: async (page) => {
      await page.getByText('Edit the community chat link (admin)').click();
      await expect(page.getByRole('form', { name: 'Community chat link' })).toBeVisible();
    },
  },
  {
    name: 'heroes: a row expanded',
    path: '/heroes',
    open: async (page) => {
      await firstHeroRow(page).locator('.hero-row__toggle').click();
      await expect(page.getByRole('link', { name: 'Open hero page' })).toBeVisible();
    },
  },
  {
    name: 'heroes: Add New Hero form',
    path: '/heroes',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add New Hero' }).click();
      await expect(page.getByRole('form', { name: 'Add New Hero' })).toBeVisible();
    },
    problems: statInputProblems,
  },
  {
    name: 'heroes: Edit form',
    path: '/heroes',
    open: async (page) => {
      await firstHeroRow(page)
        .getByRole('button', { name: /^Edit / })
        .click();
      await expect(page.getByRole('form', { name: /^Edit / })).toBeVisible();
    },
    problems: statInputProblems,
  },
  {
    name: 'heroes: import control after a failed import',
    path: '/heroes',
    open: async (page) => {
      await page
        .getByLabel('Import Heroes (JSON file)')
        .setInputFiles(new URL('../fixtures/heroes-not-json.json', import.meta.url).pathname);
      await expect(page.locator('.hero-import').getByRole('alert')).toBeVisible();
    },
  },
  {
    name: 'heroes: import preview',
    path: '/heroes',
    open: async (page) => {
      await page
        .getByLabel('Import Heroes (JSON file)')
        .setInputFiles(fixture('heroes-mixed.json'));
      await expect(page.getByRole('region', { name: 'Import preview' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Confirm import' })).toBeVisible();
    },
  },
  {
    name: "a hero's page with Edit and Delete",
    path: '/heroes',
    open: async (page) => {
      await firstHeroRow(page).locator('.hero-row__toggle').click();
      await page.getByRole('link', { name: 'Open hero page' }).first().click();
      // The list shows an Edit button per hero too, and stays on screen while the hero's page
      // loads after the address has changed: wait until the one Edit button is the page's.
      await expect(page).toHaveURL(/\/heroes\/[^/?#]+$/);
      await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(1);
      await expect(page.getByRole('button', { name: /^Edit / })).toBeVisible();
    },
  },
  {
    name: 'heroes: History dialog',
    path: '/heroes',
    open: (page) => openDialog(page, /^History of /),
  },
  {
    name: 'heroes: delete confirmation',
    path: '/heroes',
    open: (page) => openDialog(page, /^Delete /),
  },
  {
    name: 'heroes: History dialog comparing a version with the current one',
    path: `/heroes?q=${encodeURIComponent(COMPARED_HERO)}`,
    prepare: aHeroWithTwoVersions,
    open: async (page) => {
      await openDialog(page, /^History of /);
      const earlier = page
        .getByRole('dialog')
        .getByRole('listitem')
        .filter({ hasText: 'Version 1' });
      await earlier.getByRole('button', { name: 'Compare with current' }).click();
      await expect(earlier.getByRole('table', { name: /Version 1 compared/ })).toBeVisible();
    },
    problems: headingsBrokenInsideWords,
  },
  {
    // Both editors in one view: each load of the admin's heroes page is among the longest.
    name: 'heroes: the game modes and tier legend editors',
    path: '/heroes',
    open: async (page) => {
      await page.getByText('Game modes', { exact: true }).click();
      await expect(page.locator('.game-modes__list > li').first()).toBeVisible();
      await page.getByText('Edit the tier legend (admin)').click();
      await expect(page.getByRole('form', { name: 'Tier legend' })).toBeVisible();
    },
  },
  {
    name: 'codes: the site search open',
    path: '/codes',
    open: openSiteSearch,
  },
  {
    name: 'codes: Add New Code form',
    path: '/codes',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add New Code' }).click();
      await expect(page.getByRole('form', { name: 'New code' })).toBeVisible();
    },
  },
  {
    name: 'codes: Edit form',
    path: '/codes',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await expect(page.getByRole('form', { name: /^Edit code / })).toBeVisible();
    },
  },
  {
    name: 'codes: delete confirmation',
    path: '/codes',
    open: (page) => openDialog(page, /^Delete /),
  },
  {
    name: 'guides: list with admin buttons',
    path: '/guides',
    open: async (page) => {
      await expect(page.getByRole('button', { name: 'Delete' }).first()).toBeVisible();
    },
  },
  {
    name: 'guides: the Drafts section',
    path: '/guides',
    prepare: aDraftGuide,
    open: async (page) => {
      await expect(page.getByRole('heading', { name: 'Drafts' })).toBeVisible();
      await expect(page.getByText(/^Layout draft /).first()).toBeVisible();
    },
  },
  {
    name: "a guide's page with Edit and Delete",
    path: `/guides/${GUIDE_ID}`,
    open: async (page) => {
      await expect(page.getByRole('link', { name: /Edit/ }).first()).toBeVisible();
    },
  },
  {
    name: 'guides: delete confirmation',
    path: '/guides',
    open: (page) => openDialog(page, 'Delete'),
  },
  {
    name: 'guide editor: new guide',
    path: '/admin/guides/create',
    open: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Guide content' })).toBeVisible();
    },
  },
  {
    name: 'guide editor: editing a guide',
    path: `/admin/guides/edit/${GUIDE_ID}`,
    open: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Guide content' })).toBeVisible();
    },
  },
  {
    name: 'upgrade requirements: Replace controls and a chart',
    path: '/upgraderequirement',
    open: async (page) => {
      await expect(page.getByLabel(/^Replace image: /).first()).toBeVisible();
      await page.locator('.gallery__button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'upgrade requirements: preview before replacing a chart',
    path: '/upgraderequirement',
    open: async (page) => {
      await page.getByLabel('Replace image: Goddess').setInputFiles(fixture('uploads/valid.png'));
      await expect(page.getByRole('dialog', { name: 'Replace the Goddess image?' })).toBeVisible();
    },
  },
  {
    name: 'talisman: Replace controls',
    path: '/talisman',
    open: async (page) => {
      await expect(page.getByLabel(/^Replace image: /).first()).toBeVisible();
    },
  },
  {
    name: 'teams: Add team form',
    path: '/teams',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add team' }).click();
      await expect(page.getByRole('button', { name: 'Cancel' }).first()).toBeVisible();
      await expect(page.getByRole('form').first()).toBeVisible();
    },
  },
  {
    name: 'equipment: Add item form',
    path: '/equipment',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add item' }).click();
      await expect(page.getByRole('form').first()).toBeVisible();
    },
  },
  {
    name: 'guild calculator: level table editor',
    path: '/guild-calculator',
    open: async (page) => {
      await page.getByText('Edit the level table (admin)').click();
      await expect(page.getByRole('button', { name: 'Save table' })).toBeVisible();
    },
    problems: (page) => smallTargets(page, '.calculator__editor'),
  },
  {
    name: 'activity',
    path: '/admin/activity',
    prepare: trashAFreshCode,
    open: async (page) => {
      await expect(page.getByText(/LAYOUT-/).first()).toBeVisible();
    },
  },
  {
    name: 'trash: delete-for-good confirmation',
    path: '/admin/trash',
    prepare: trashAFreshCode,
    open: (page) => openDialog(page, /^Delete .* for good$/),
  },
  { name: 'media library', path: '/admin/media' },
  { name: 'backups', path: '/admin/backups' },
  { name: 'account', path: '/admin/account' },
];

const VISITOR_VIEWS: View[] = [
  { name: 'home', path: '/' },
  { name: 'home: the site search open', path: '/', open: openSiteSearch },
  { name: 'heroes', path: '/heroes' },
  { name: 'heroes: the tier board', path: '/heroes?view=board' },
  { name: 'heroes: the stats table', path: '/heroes?view=stats' },
  {
    name: "a hero's page",
    path: '/heroes/{hero}',
    resolve: async (api) => `/heroes/${await seededId(api, 'heroes')}`,
  },
  { name: 'two heroes compared', path: '/heroes/compare', resolve: twoHeroesComparedPath },
  { name: 'tier changes', path: '/tier-changes' },
  { name: 'teams', path: '/teams' },
  {
    name: 'a team',
    path: '/teams/{team}',
    resolve: async (api) => `/teams/${await seededId(api, 'teams')}`,
  },
  { name: 'equipment', path: '/equipment' },
  {
    name: 'an equipment item',
    path: '/equipment/{item}',
    resolve: async (api) => `/equipment/${await seededId(api, 'equipment')}`,
  },
  { name: 'codes', path: '/codes' },
  { name: 'guides', path: '/guides' },
  { name: 'a guide', path: `/guides/${GUIDE_ID}` },
  { name: 'a guide with code blocks', path: '/guides/{beginner}', resolve: beginnersGuidePath },
  { name: 'a guide of the site', path: '/guides/upgrade-priority' },
  { name: 'guild calculator', path: '/guild-calculator' },
  {
    name: 'upgrade requirements: a chart open',
    path: '/upgraderequirement',
    open: (page) => openChart(page, 'Hero Star'),
  },
  {
    name: 'talisman: a chart open',
    path: '/talisman',
    open: (page) => openChart(page, 'SPC 1 talisman chart'),
  },
  { name: 'disclaimer', path: '/disclaimer' },
  { name: 'sign-in page', path: '/logmin' },
];

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

const test = base.extend<{ asAdmin: boolean }>({
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
const viewTest = test.extend<{ viewPage: Page; guideId: string }>({
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

viewTest.describe('admin views', () => {
  // axe reads every element of the page at each width it is checked at: long pages with a form
  // open need more than the usual time.
  viewTest.slow();
  viewTest.use({ asAdmin: true });
  for (const view of ADMIN_VIEWS) {
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

viewTest.describe('visitor pages', () => {
  viewTest.slow();
  for (const view of VISITOR_VIEWS) {
    viewTest(view.name, async ({ viewPage: page, guideId }) => {
      await page.goto(await pathOf(view, page.request, guideId));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (view.open) await view.open(page);
      await checkBothThemes(page, view);
    });
  }
});

test.describe('the list of admin views', () => {
  test.use({ asAdmin: true });

  test('has every page of the admin bar', async ({ page }) => {
    await page.goto('/');
    // On a phone the links show once "Admin pages" is pressed.
    await page.getByTestId('admin-bar').getByRole('button', { name: 'Admin pages' }).click();
    const links = page.getByTestId('admin-bar').getByRole('link');
    await expect(links.first()).toBeVisible();
    const barPaths = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
    );
    const covered = new Set(ADMIN_VIEWS.map((view) => view.path));
    expect(barPaths.filter((path) => !covered.has(path))).toEqual([]);
  });
});

/**
 * What a phone shows of the site's frame while an admin is signed in: the header and the admin bar
 * end within 100 px of a 740 px screen, the site's name on one line and whole, and every chart's
 * "Replace image" control shows its whole label (the browser's own file picker, squeezed into a
 * narrow box, read "N…n").
 */
async function phoneChromeProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const bar = document.querySelector('[data-testid="admin-bar"]')!.getBoundingClientRect();
    const header = document.querySelector('.site-header')!.getBoundingClientRect();
    const bottom = Math.max(bar.bottom, header.bottom);
    if (bottom > 100) problems.push(`the header and the admin bar end at ${bottom}px`);
    const title = document.querySelector<HTMLElement>('.site-header__title')!;
    const lines = new Set(
      [...title.getClientRects()].map((rect) => Math.round(rect.top)).filter(Boolean),
    );
    const range = document.createRange();
    range.selectNodeContents(title);
    const textLines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    if (lines.size > 1 || textLines.size > 1) problems.push('the site name wraps');
    if (title.scrollWidth > title.clientWidth) problems.push('the site name is cut');
    for (const input of document.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
      const name = input.getAttribute('aria-label') ?? input.id;
      const shown = input.getBoundingClientRect();
      // A file input on screen shows the browser's "Choose File · No file chosen": cut when
      // narrower than it would be on its own.
      if (shown.width > 1) {
        const alone = input.cloneNode() as HTMLInputElement;
        alone.style.cssText = 'position: absolute; width: max-content; visibility: hidden';
        document.body.append(alone);
        const natural = alone.getBoundingClientRect().width;
        alone.remove();
        if (natural > shown.width + 0.5) problems.push(`${name}: the file picker is cut`);
      }
      for (const label of input.labels ?? []) {
        const box = label.getBoundingClientRect();
        if (box.width === 0) continue;
        if (label.scrollWidth > label.clientWidth) problems.push(`${name}: its label is cut`);
      }
    }
    return problems;
  });
}

test.describe('the admin frame on a phone', () => {
  test.use({ asAdmin: true, viewport: { width: 360, height: 740 } });

  test('takes at most 100 px, with the site name on one line and no chart picker cut', async ({
    page,
  }) => {
    await page.goto('/upgraderequirement');
    await expect(page.getByTestId('admin-bar')).toBeVisible();
    await expect(page.getByLabel(/^Replace image: /)).toHaveCount(16);
    expect(await phoneChromeProblems(page)).toEqual([]);
    await page.goto('/talisman');
    await expect(page.getByLabel(/^Replace image: /).first()).toBeAttached();
    expect(await phoneChromeProblems(page)).toEqual([]);

    // "Admin pages" shows the links, and going to one closes them again.
    const bar = page.getByTestId('admin-bar');
    const toggle = bar.getByRole('button', { name: 'Admin pages' });
    await expect(bar.getByRole('link', { name: 'Trash' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await bar.getByRole('link', { name: 'Trash' }).click();
    await expect(page).toHaveURL('/admin/trash');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(bar.getByRole('link', { name: 'Trash' })).toBeHidden();
    expect(await phoneChromeProblems(page)).toEqual([]);
  });
});

/**
 * Resolves once the page has stayed at one scroll position for ten frames: the hero form scrolls
 * itself into view smoothly when it opens, and a busy machine can still be animating that scroll
 * when the next step runs.
 */
async function scrollSettled(page: Page) {
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

test.describe('keyboard focus and the sticky header', () => {
  test.use({ asAdmin: true });

  for (const viewport of VIEWPORTS) {
    test(`a field reached with Shift+Tab shows below the header, not under it, at ${viewport.width}px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/heroes');
      await page.getByRole('button', { name: 'Add New Hero' }).click();
      const form = page.getByRole('form', { name: 'Add New Hero' });
      const tier = form.getByLabel('Tier', { exact: true });
      await scrollSettled(page);
      await form.getByLabel('Description').focus();
      // The Tier field on the screen but under the header, as Shift+Tab up a long form finds it.
      await tier.evaluate((field) =>
        window.scrollTo(0, field.getBoundingClientRect().top + window.scrollY - 5),
      );
      await page.keyboard.press('Shift+Tab');
      await expect(tier).toBeFocused();
      await scrollSettled(page);
      const headerBottom = await page
        .locator('.site-header')
        .evaluate((header) => header.getBoundingClientRect().bottom);
      const fieldTop = await tier.evaluate((field) => field.getBoundingClientRect().top);
      expect(fieldTop).toBeGreaterThanOrEqual(headerBottom);
    });
  }
});
