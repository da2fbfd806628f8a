/**
 * The servers the browser tests run against, started together rather than one after another as
 * Playwright's `webServer` list would (each takes seconds): our server on `dist` at the root path,
 * on `dist-guide` under `/guide/`, on `dist` with a backup folder of its own for
 * tests/e2e/backups.spec.ts, the Firebase build (`dist-firebase`) on a static server, and the Auth
 * emulator it signs in against. Stopped again when the run ends.
 */
import { spawn } from 'node:child_process';
import type { FullConfig } from '@playwright/test';
import { ADMIN, E2E_BACKUP_DIR, E2E_PORTS } from '../../playwright.config';
import { startBuiltServer, waitUntilAnswering } from '../support/builtServer';
import {
  EMULATOR_HOST,
  EMULATOR_PORTS,
  startAuthEmulator,
  type RunningEmulator,
} from '../support/firebaseEmulators';

interface Stoppable {
  stop(): Promise<void>;
}

const serverEnv = (extra: Record<string, string> = {}) => ({
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  ...extra,
});

/** `vite preview` of the Firebase build; resolves once it answers. */
async function startStaticServer(outDir: string, port: number): Promise<Stoppable> {
  const child = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--outDir',
      outDir,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilAnswering(child, `http://127.0.0.1:${port}/`, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

/**
 * The Auth emulator on the port the Firebase build was made for. `npm test` starts one for the
 * whole run and names it in FIREBASE_AUTH_EMULATOR_HOST, and a second checkout's run (moved by
 * E2E_PORT_OFFSET) shares the first one's; otherwise this run starts its own.
 */
async function authEmulator(): Promise<RunningEmulator | null> {
  const shared = `${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`;
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST === shared) return null;
  if (Number(process.env.E2E_PORT_OFFSET ?? 0) !== 0 && (await answers(`http://${shared}/`))) {
    return null;
  }
  return startAuthEmulator(EMULATOR_PORTS.auth);
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

export default async function setup(_config: FullConfig): Promise<() => Promise<void>> {
  const starts: Promise<Stoppable | null>[] = [
    startBuiltServer({ staticDir: 'dist', port: E2E_PORTS.root, env: serverEnv(), quiet: true }),
    startBuiltServer({
      staticDir: 'dist-guide',
      port: E2E_PORTS.basePath,
      basePath: '/guide/',
      env: serverEnv(),
      quiet: true,
    }),
    startBuiltServer({
      staticDir: 'dist',
      port: E2E_PORTS.backups,
      env: serverEnv({ BACKUP_DIR: E2E_BACKUP_DIR }),
      quiet: true,
    }),
    startStaticServer('dist-firebase', E2E_PORTS.firebase),
    authEmulator(),
  ];
  const results = await Promise.allSettled(starts);
  const running = results.flatMap((result) =>
    result.status === 'fulfilled' && result.value ? [result.value] : [],
  );
  const stopAll = async () => {
    await Promise.all(running.map((server) => server.stop()));
  };
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}
