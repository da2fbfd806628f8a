import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the real server:
 * one instance at the root path and one under a non-root BASE_PATH, each on a fresh in-memory
 * database seeded with the sample data. `npm test` builds both SPA bundles first.
 *
 * tests/e2e/backups.spec.ts runs alone against a server of its own (project `backups`): a restore
 * replaces the whole site and signs everyone out, which the files running meanwhile on the shared
 * root server (project `root`) must never see.
 */
export const ADMIN = { email: 'admin@example.test', password: 'e2e-admin-password' };
/**
 * `E2E_PORT_OFFSET` moves the servers' ports, so that two checkouts can run their browser tests at
 * once; they then share one Auth emulator (its port is built into the Firebase bundle).
 */
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const ROOT_PORT = 4310 + PORT_OFFSET;
const BASE_PORT = 4311 + PORT_OFFSET;
/** The Firebase build (dist-firebase), whose sign-in runs against the Auth emulator. */
const FIREBASE_PORT = 4312 + PORT_OFFSET;
/** The server only tests/e2e/backups.spec.ts uses. */
const BACKUPS_PORT = 4313 + PORT_OFFSET;
/** That server's backup folder (its database is in memory, so it needs one named). */
export const E2E_BACKUP_DIR = path.join(tmpdir(), `hero-guide-e2e-backups${PORT_OFFSET || ''}`);
const BACKUPS_SPEC = /backups\.spec\.ts$/;

/** Debian's Chromium (never a downloaded browser), quiet: no sandbox in containers, no updates. */
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

const serverEnv = (port: number, extra: Record<string, string>) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: 'memory://',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SEED_SAMPLE_DATA: 'true',
  LOG_LEVEL: 'warn',
  ...extra,
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${ROOT_PORT}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    { name: 'root', testIgnore: BACKUPS_SPEC },
    {
      name: 'backups',
      testMatch: BACKUPS_SPEC,
      use: { baseURL: `http://127.0.0.1:${BACKUPS_PORT}` },
    },
  ],
  webServer: [
    {
      command: 'npx tsx server/main.ts',
      url: `http://127.0.0.1:${ROOT_PORT}/api/health`,
      env: serverEnv(ROOT_PORT, { STATIC_DIR: 'dist' }),
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx tsx server/main.ts',
      url: `http://127.0.0.1:${BASE_PORT}/guide/api/health`,
      env: serverEnv(BASE_PORT, { STATIC_DIR: 'dist-guide', BASE_PATH: '/guide/' }),
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx tsx server/main.ts',
      url: `http://127.0.0.1:${BACKUPS_PORT}/api/health`,
      env: serverEnv(BACKUPS_PORT, { STATIC_DIR: 'dist', BACKUP_DIR: E2E_BACKUP_DIR }),
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --outDir dist-firebase --host 127.0.0.1 --port ${FIREBASE_PORT} --strictPort`,
      url: `http://127.0.0.1:${FIREBASE_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // Plain Node; the first run also installs firebase-tools into .tmp (not a site dependency).
      command: 'npx tsx tests/support/authEmulatorServer.ts',
      url: 'http://127.0.0.1:9099/',
      reuseExistingServer: PORT_OFFSET !== 0,
      timeout: 240_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});

export const BASE_PATH_ORIGIN = `http://127.0.0.1:${BASE_PORT}`;
export const FIREBASE_ORIGIN = `http://127.0.0.1:${FIREBASE_PORT}`;
