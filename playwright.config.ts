import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium headless shell (never a downloaded browser) against the
 * real server: one instance at the root path and one under a non-root BASE_PATH, each on a fresh
 * in-memory database seeded with the sample data, started together by tests/e2e/servers.global.ts.
 * `npm test` builds the SPA bundles first.
 *
 * tests/e2e/backups.spec.ts runs against a server of its own (BACKUPS_ORIGIN): a restore replaces
 * the whole site and signs everyone out, which the files running meanwhile on the shared root
 * server must never see. Every file runs in the one project, so that a worker goes on from one
 * file to the next instead of a new worker starting.
 */
export const ADMIN = { email: 'admin@example.test', password: 'e2e-admin-password' };
/**
 * `E2E_PORT_OFFSET` moves the servers' ports, so that two checkouts can run their browser tests at
 * once; they then share one Auth emulator (its port is built into the Firebase bundle).
 */
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const E2E_PORTS = {
  root: 4310 + PORT_OFFSET,
  basePath: 4311 + PORT_OFFSET,
  /** The Firebase build (dist-firebase), whose sign-in runs against the Auth emulator. */
  firebase: 4312 + PORT_OFFSET,
  /** The server only tests/e2e/backups.spec.ts uses. */
  backups: 4313 + PORT_OFFSET,
};
/** That server's backup folder (its database is in memory, so it needs one named). */
export const E2E_BACKUP_DIR = path.join(tmpdir(), `hero-guide-e2e-backups${PORT_OFFSET || ''}`);

/**
 * Debian's Chromium (never a downloaded browser), quiet: no sandbox in containers, no updates.
 * Lighthouse (tests/site/lighthouse.test.ts) runs the full browser, as a visitor's is.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * The browser tests' Chromium: Debian's headless shell, the same engine without the full browser's
 * windowing, which loads and hydrates a page in about half the time (docs/testing.md). Its
 * JavaScript engine runs without its optimizing compilers (Maglev, TurboFan): a test's page lives
 * seconds, and compiling its hot functions for speed cost more CPU than it saved (about 13 % of the
 * CPU of eight browser files). They change how fast the code runs, never what it does.
 */
export const HEADLESS_SHELL_LAUNCH = {
  ...CHROMIUM_LAUNCH,
  executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell',
  args: [...CHROMIUM_LAUNCH.args, '--js-flags=--no-opt --no-maglev'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two even on two cores (Playwright's default there is one): a test spends much of its time
  // waiting for a server or for the page.
  workers: 2,
  globalSetup: './tests/e2e/servers.global.ts',
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTS.root}`,
    browserName: 'chromium',
    // Recording a trace of every test costs about a quarter of the run; when a test fails, run it
    // again with `--trace retain-on-failure` (docs/testing.md).
    trace: 'off',
    launchOptions: HEADLESS_SHELL_LAUNCH,
  },
  projects: [{ name: 'root' }],
});

export const BASE_PATH_ORIGIN = `http://127.0.0.1:${E2E_PORTS.basePath}`;
export const FIREBASE_ORIGIN = `http://127.0.0.1:${E2E_PORTS.firebase}`;
export const BACKUPS_ORIGIN = `http://127.0.0.1:${E2E_PORTS.backups}`;
