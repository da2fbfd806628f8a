import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';
import { ADMIN } from '../../playwright.config';
import { sampleIds, type SampleIds } from './sampleData';

export interface ConsoleWatch {
  /** Lets a test that provokes an expected failure (a 401 on a wrong password) say so. */
  allow(pattern: RegExp): void;
}

/**
 * Watches a page for uncaught errors and console errors (a Content-Security-Policy violation is
 * reported there too) until `stop`, which returns those no `allow` pattern matches.
 */
function watchConsole(page: Page): ConsoleWatch & { stop(): string[] } {
  const errors: string[] = [];
  const allowed: RegExp[] = [];
  const onPageError = (error: Error) => errors.push(`pageerror: ${error.message}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    // A failed request's message names no address; its location does.
    const { url } = message.location();
    errors.push(
      url && !message.text().includes(url) ? `${message.text()} (${url})` : message.text(),
    );
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  return {
    allow: (pattern) => allowed.push(pattern),
    stop() {
      page.off('pageerror', onPageError);
      page.off('console', onConsole);
      return errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
    },
  };
}

/** The console check of a test's page, as a fixture: no error the test did not allow. */
export async function consoleWatchOf(page: Page, provide: (watch: ConsoleWatch) => Promise<void>) {
  const watch = watchConsole(page);
  await provide(watch);
  expect(watch.stop(), 'console errors on the page').toEqual([]);
}

/** A worker's tabs, one signed in as the e2e admin and one a visitor's, each opened when first used. */
export interface Tabs {
  get(asAdmin: boolean): Promise<Page>;
}

interface WorkerFixtures {
  /** The e2e admin's session cookie, signed in once per worker when a test first asks for it. */
  adminState: Awaited<ReturnType<APIRequestContext['storageState']>>;
  /**
   * Tabs that go on from one test to the next, for tests that open pages to check them and change
   * nothing in the browser (the layout sweep, tests/e2e/layoutViews.ts): the app's scripts are
   * compiled once per tab, not once per test (docs/testing.md#how-the-time-is-kept-down).
   */
  tabs: Tabs;
}

/**
 * Every page test also proves the page runs cleanly: no uncaught error and no console error. The
 * worker fixtures are all defined here, in the one test type every file extends, so that a worker
 * goes on from one file to the next instead of a new one starting for a file with fixtures of its
 * own.
 */
interface TestFixtures {
  consoleWatch: ConsoleWatch;
  /**
   * The API as the e2e admin, signed in when a test first asks for it and disposed after the test:
   * for the data a test makes and removes itself.
   */
  adminApi: APIRequestContext;
  /** The sample data the server was seeded with, found by name (tests/e2e/sampleData.ts). */
  sample: SampleIds;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) awaitHydrationOnNavigation(page);
    await provide(page);
  },
  consoleWatch: [({ page }, provide) => consoleWatchOf(page, provide), { auto: true }],
  adminApi: async ({ playwright, baseURL }, provide) => {
    const api = await playwright.request.newContext({ baseURL });
    const response = await api.post('api/auth/sign-in', { data: ADMIN });
    expect(response.status(), await response.text()).toBe(200);
    await provide(api);
    await api.dispose();
  },
  sample: async ({ request }, provide) => provide(await sampleIds(request)),
  adminState: [
    async ({ playwright }, provide, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const response = await api.post('api/auth/sign-in', { data: ADMIN });
      expect(response.status(), await response.text()).toBe(200);
      const state = await api.storageState();
      await api.dispose();
      await provide(state);
    },
    { scope: 'worker' },
  ],
  tabs: [
    async ({ browser, adminState }, provide, workerInfo) => {
      const contexts: BrowserContext[] = [];
      const opened = new Map<boolean, Promise<Page>>();
      const open = async (asAdmin: boolean) => {
        const context = await browser.newContext({
          baseURL: workerInfo.project.use.baseURL,
          storageState: asAdmin ? adminState : undefined,
        });
        contexts.push(context);
        return awaitHydrationOnNavigation(await context.newPage());
      };
      await provide({
        get(asAdmin) {
          const tab = opened.get(asAdmin) ?? open(asAdmin);
          opened.set(asAdmin, tab);
          return tab;
        },
      });
      await Promise.all(contexts.map((context) => context.close()));
    },
    { scope: 'worker' },
  ],
});

export { expect };

/**
 * The oldest record of a list: sample data, made as the server started. The first of the list may
 * be one another file running meanwhile has just made, and deletes while a test reads it.
 */
export const oldest = <Item extends { createdAt: string }>(items: Item[]) =>
  items.reduce((older, item) => (item.createdAt < older.createdAt ? item : older));

/**
 * Public pages arrive rendered by the server and answer clicks once the app has hydrated them:
 * the page's navigations wait for that mark, as a reader waits for a page to respond. Every test
 * page has it; a page a test opens in a context of its own (a second admin, a second browser) needs
 * it too, or a click can land on server-rendered HTML that does nothing yet. A navigation with
 * `waitUntil: 'commit'` skips the wait, for a test that keeps the app from running.
 */
export function awaitHydrationOnNavigation(page: Page): Page {
  const hydrated = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    if (args[1]?.waitUntil !== 'commit') await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
  return page;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs the page's browser context in as the e2e admin through the API (faster than the form,
 * which auth.spec.ts covers); the session cookie is shared by every page of the context.
 */
export async function signInAsAdmin(page: Page, email: string, password: string, basePath = '/') {
  const response = await page.request.post(`${basePath}api/auth/sign-in`, {
    data: { email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
}
