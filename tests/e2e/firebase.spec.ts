import { FIREBASE_ORIGIN } from '../../playwright.config';
import { createEmulatorUser, EMULATOR_HOST, EMULATOR_PORTS } from '../support/firebaseEmulators';
import { test, expect, signIn } from './fixtures';

/**
 * The Firebase build (VITE_BACKEND=firebase) in a real browser, signing in against the Auth
 * emulator. Firestore and Storage emulators need Java 21 and do not run here, so pages that read
 * data fail to reach Firestore: these tests stay on what Auth decides (who is an admin) and on
 * what a visitor downloads.
 */
test.use({ baseURL: FIREBASE_ORIGIN });

const tag = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
const ADMIN = { email: `admin-${tag}@example.test`, password: 'firebase-admin-password' };
const MEMBER = { email: `member-${tag}@example.test`, password: 'firebase-member-password' };
/** Requests to Auth: its emulator, or the chunk holding the Auth SDK. */
const AUTH_REQUEST = /:9099\/|\/assets\/authKit-/;

/**
 * Once per worker: with fullyParallel, a worker runs this file's beforeAll again for each test it
 * picks up, while the accounts (named once per worker, above) already exist.
 */
let accounts: Promise<void> | null = null;
test.beforeAll(async () => {
  const authHost = `${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`;
  accounts ??= (async () => {
    await createEmulatorUser(authHost, ADMIN.email, ADMIN.password, { admin: true });
    await createEmulatorUser(authHost, MEMBER.email, MEMBER.password);
  })();
  await accounts;
});

/** After sign-in the SPA opens /heroes, which cannot reach Firestore without its emulator. */
const allowFirestoreDown = (consoleWatch: { allow(pattern: RegExp): void }) => {
  consoleWatch.allow(/ERR_CONNECTION_REFUSED|Failed to load resource/);
  // Firestore Lite logs each refused request itself.
  consoleWatch.allow(/@firebase\/firestore: .*RPC_ERROR/);
};

test('a visitor downloads no Auth code and sends nothing to Auth', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  // A page that reads no data: Firestore's emulator is not running for the browser tests.
  await page.goto('/disclaimer');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => AUTH_REQUEST.test(url))).toEqual([]);
  await expect(page.getByTestId('admin-bar')).toHaveCount(0);
});

test('a wrong password shows the login message and loads Auth only then', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 400/);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/logmin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(requests.filter((url) => AUTH_REQUEST.test(url))).toEqual([]);

  await signIn(page, ADMIN.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Login failed. Please check your credentials.');
  expect(requests.filter((url) => AUTH_REQUEST.test(url)).length).toBeGreaterThan(0);
  await expect(page.getByTestId('admin-bar')).toHaveCount(0);
});

test('an admin (custom claim) gets admin controls, keeps them across a reload, and signs out', async ({
  page,
  consoleWatch,
}) => {
  allowFirestoreDown(consoleWatch);
  await page.goto('/logmin');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL('/heroes');
  const adminBar = page.getByTestId('admin-bar');
  await expect(adminBar).toContainText(ADMIN.email);

  // The session lives in localStorage, so a new page load finds it and loads Auth at once.
  await page.goto('/equipment');
  await expect(adminBar).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(adminBar).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(adminBar).toHaveCount(0);
});

test('a signed-in user without the admin claim gets no admin controls', async ({
  page,
  consoleWatch,
}) => {
  allowFirestoreDown(consoleWatch);
  await page.goto('/logmin');
  await signIn(page, MEMBER.email, MEMBER.password);
  await expect(page).toHaveURL('/heroes');
  await page.goto('/equipment');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Auth has answered (signed in, not admin) once the page settles; no admin bar appears.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('admin-bar')).toHaveCount(0);
});
