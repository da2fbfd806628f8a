import type { Browser, Page } from '@playwright/test';
import { FIREBASE_ORIGIN } from '../../playwright.config';
import { startBuiltServer, type BuiltServer } from '../support/builtServer';
import { createEmulatorUser, EMULATOR_HOST, EMULATOR_PORTS } from '../support/firebaseEmulators';
import { test, expect, awaitHydrationOnNavigation, signIn } from './fixtures';
import { PHONE } from './pageChecks';

/**
 * The Account page (docs/product.md#account). Signing out everywhere else and changing the
 * password end every other session of the admin, which would sign out the other spec files that
 * run in parallel as the shared e2e admin. So the tests against our server run their own server
 * on the same build, with an admin of its own, and run one after another in this order.
 */
test.describe.configure({ mode: 'serial' });

const ADMIN = { email: 'account-admin@example.test', password: 'account-admin-password-1' };
const NEW_PASSWORD = 'account-admin-password-2';

let server: BuiltServer | null = null;
const at = (path: string) => `${server!.origin}${path}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startBuiltServer({
    staticDir: 'dist',
    shortLived: true,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** A browser of its own (own cookies), signed in through the login form. */
async function otherBrowser(browser: Browser, password = ADMIN.password) {
  const context = await browser.newContext();
  const page = awaitHydrationOnNavigation(await context.newPage());
  await page.goto(at('/logmin'));
  await signIn(page, ADMIN.email, password);
  await expect(page.getByTestId('admin-bar')).toBeVisible();
  return { context, page };
}

/** Signs `page` in through the login form, and another browser too; returns the other one. */
async function signedInTwice(page: Page, browser: Browser) {
  await page.goto(at('/logmin'));
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(at('/heroes'));
  return otherBrowser(browser);
}

async function openAccountPage(page: Page) {
  await page.getByTestId('admin-bar').getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(at('/admin/account'));
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const sessions = (page: Page) => page.getByRole('list', { name: 'Signed-in sessions' });

test('an admin signed in twice sees both sessions and signs the other browser out', async ({
  page,
  browser,
}) => {
  const other = await signedInTwice(page, browser);
  try {
    await openAccountPage(page);
    const items = sessions(page).getByRole('listitem');
    await expect(items).toHaveCount(2);
    const thisDevice = items.filter({ hasText: 'This device' });
    await expect(thisDevice).toHaveCount(1);
    await expect(thisDevice).toContainText('Chrome on Linux');
    await expect(thisDevice.getByRole('button')).toHaveCount(0);
    await expect(
      items.filter({ hasNotText: 'This device' }).getByRole('button', { name: /^Sign out / }),
    ).toBeVisible();
    // Both browsers are trusted for sign-in now, this one marked.
    const trusted = page.getByRole('list', { name: 'Trusted browsers' }).getByRole('listitem');
    await expect(trusted).toHaveCount(2);
    await expect(trusted.filter({ hasText: 'This device' })).toHaveCount(1);

    // It fits a 360 px phone without sideways scrolling.
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Sign out every other browser');
    await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(toast(page, 'Signed out 1 other session.')).toBeVisible();
    await expect(items).toHaveCount(1);
    await expect(items).toContainText('This device');
    // The other browser is no longer trusted either.
    await expect(trusted).toHaveCount(1);
    await expect(trusted).toContainText('This device');

    // The other browser is signed out: its next admin page sends it to the login page.
    await other.page.goto(at('/admin/account'));
    await expect(other.page).toHaveURL(at('/logmin'));
    await expect(other.page.getByTestId('admin-bar')).toHaveCount(0);
    // This one is still signed in.
    await page.reload();
    await expect(sessions(page).getByRole('listitem')).toHaveCount(1);
  } finally {
    await other.context.close();
  }
});

test('an admin changes the password: other sessions end, the new password signs in, the old one no longer does', async ({
  page,
  browser,
  consoleWatch,
}) => {
  // The wrong current password (400) and the old password at sign-in (401) are refused on purpose.
  consoleWatch.allow(/status of 40[01]/);
  const other = await signedInTwice(page, browser);
  try {
    await openAccountPage(page);
    const form = page.getByRole('form', { name: 'Change password' });
    const current = form.getByLabel('Current password', { exact: true });
    const next = form.getByLabel('New password', { exact: true });
    const confirm = form.getByLabel('Confirm new password', { exact: true });
    const submit = form.getByRole('button', { name: 'Change password' });

    // Checked in the page first: the rule and the confirmation.
    await current.fill(ADMIN.password);
    await next.fill('short');
    await confirm.fill('shorter');
    await submit.click();
    await expect(form.getByText('Password must be at least 8 characters.')).toBeVisible();
    await expect(form.getByText('Passwords do not match.')).toBeVisible();

    // Refused by the server: a wrong current password.
    await current.fill('not-the-password');
    await next.fill(NEW_PASSWORD);
    await confirm.fill(NEW_PASSWORD);
    await submit.click();
    await expect(form.getByRole('alert')).toContainText('The current password is not correct.');

    await current.fill(ADMIN.password);
    await submit.click();
    await expect(toast(page, 'Password changed. Other sessions were signed out.')).toBeVisible();
    await expect(current).toHaveValue('');
    await expect(sessions(page).getByRole('listitem')).toHaveCount(1);

    // The other browser was signed out; this one was not.
    await other.page.reload();
    await expect(other.page.getByTestId('admin-bar')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('admin-bar')).toBeVisible();

    // Signed out, the admin page sends the browser to the login page, and back after sign-in.
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(at('/logmin'));
    await expect(page.getByTestId('admin-bar')).toHaveCount(0);
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('alert')).toHaveText(
      'Login failed. Please check your credentials.',
    );
    await signIn(page, ADMIN.email, NEW_PASSWORD);
    await expect(page).toHaveURL(at('/admin/account'));
    await expect(page.getByTestId('admin-bar')).toBeVisible();
  } finally {
    await other.context.close();
  }
});

test.describe('on the Firebase build', () => {
  test.use({ baseURL: FIREBASE_ORIGIN });

  test('the page explains that Firebase manages sessions, and the password changes', async ({
    page,
    consoleWatch,
  }) => {
    // The wrong password at sign-in is refused by the Auth emulator with a 400.
    consoleWatch.allow(/status of 400/);
    const tag = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
    const admin = { email: `account-${tag}@example.test`, password: 'firebase-password-1' };
    const authHost = `${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`;
    await createEmulatorUser(authHost, admin.email, admin.password, { admin: true });

    await page.goto('/admin/account');
    await expect(page).toHaveURL('/logmin');
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL('/admin/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(page.getByText(/^Sessions are managed by Firebase Authentication/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Signed-in sessions' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toHaveCount(0);

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password', { exact: true }).fill(admin.password);
    await form.getByLabel('New password', { exact: true }).fill('firebase-password-2');
    await form.getByLabel('Confirm new password', { exact: true }).fill('firebase-password-2');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Password changed. Other sessions were signed out.')).toBeVisible();

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL('/logmin');
    await signIn(page, admin.email, admin.password);
    await expect(page.getByRole('alert')).toHaveText(
      'Login failed. Please check your credentials.',
    );
    await signIn(page, admin.email, 'firebase-password-2');
    await expect(page).toHaveURL('/admin/account');
  });
});
