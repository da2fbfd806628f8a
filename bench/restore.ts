/**
 * A restore in the app on the embedded default (PGlite in a data folder), as `npm start` runs it:
 * a backup of the sample site with N extra codes is restored while `/api/health` and `/api/heroes`
 * are asked over and over, each request timed on its own. Then the drill: the same restore again,
 * the server killed (SIGKILL) while it loads the rows and again while it swaps them in, restarted,
 * and the site checked whole (the old content or the new, never a mix).
 * Run: npx tsx bench/restore.ts [rows…]   (default 10000 19000 200000; figures in bench/README.md)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

const PORT = 4391;
const origin = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'bench-admin@example.test', password: 'bench restore password' };

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('server did not become healthy in time');
}

async function start(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: 'inherit',
  });
  await waitForHealth(Date.now() + 120_000);
  return child;
}

const stop = async (child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') => {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
};

async function signIn(): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** The site's backup with `extra` more codes, sealed as the site seals one. */
async function backupWith(cookie: string, extra: number): Promise<Buffer> {
  const response = await fetch(`${origin}/api/backup`, { headers: { cookie } });
  const file = JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString());
  const code = file.tables.codes[0];
  file.tables.codes = file.tables.codes.concat(
    Array.from({ length: extra }, (_, index) => ({
      ...code,
      id: `bench-${index}`,
      code: `BENCH-${index}`,
    })),
  );
  file.checksum = createHash('sha256').update(JSON.stringify(file.tables)).digest('hex');
  return gzipSync(JSON.stringify(file));
}

interface Status {
  id: string;
  phase: string;
  error?: { message: string };
}

async function startRestore(cookie: string, bytes: Buffer) {
  const response = await fetch(`${origin}/api/backup/restore`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/gzip' },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: (await response.json()) as Status & { error?: unknown } };
}

const status = async (id: string) =>
  (await (await fetch(`${origin}/api/backup/restore/${id}`)).json()) as Status & {
    error?: string;
  };

async function measure(cookie: string, extra: number) {
  const bytes = await backupWith(cookie, extra);
  const slowest = { health: 0, heroes: 0 };
  let running = true;
  const poll = async (what: keyof typeof slowest, url: string) => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${origin}${url}`)).arrayBuffer();
      slowest[what] = Math.max(slowest[what], performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const pollers = Promise.all([poll('health', '/api/health'), poll('heroes', '/api/heroes')]);
  const began = performance.now();
  const started = await startRestore(cookie, bytes);
  let outcome = started.status === 202 ? 'running' : `refused ${started.status}`;
  let message = started.status === 202 ? '' : JSON.stringify(started.body.error);
  if (started.status === 202) {
    for (;;) {
      const now = await status(started.body.id);
      if (now.phase === 'done' || now.phase === 'failed') {
        outcome = now.phase;
        message = now.error ?? '';
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const ms = performance.now() - began;
  running = false;
  await pollers;
  console.log(
    `${extra} extra rows (${(bytes.length / 1024 / 1024).toFixed(1)} MB): ${outcome} after ${(ms / 1000).toFixed(1)} s ${message}; slowest /api/health ${Math.round(slowest.health)} ms, /api/heroes ${Math.round(slowest.heroes)} ms`,
  );
  return outcome;
}

/** Kills the server once the restore reaches `phase`, restarts it, and says what the site holds. */
async function drill(dataDir: string, child: ChildProcess, phase: string) {
  const cookie = await signIn();
  const before = ((await (await fetch(`${origin}/api/codes`)).json()) as unknown[]).length;
  const bytes = await backupWith(cookie, 15_000);
  const started = await startRestore(cookie, bytes);
  if (started.status !== 202) throw new Error(`drill: restore refused ${started.status}`);
  for (;;) {
    const now = await status(started.body.id);
    if (now.phase === phase) break;
    if (now.phase === 'done' || now.phase === 'failed') {
      throw new Error(`drill: the restore ended (${now.phase}) before ${phase}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await stop(child, 'SIGKILL');
  const restarted = await start(dataDir);
  const heroes = await fetch(`${origin}/api/heroes`);
  const codes = ((await (await fetch(`${origin}/api/codes`)).json()) as unknown[]).length;
  const whole = heroes.ok && (codes === before || codes === before + 15_000);
  console.log(
    `killed while ${phase}: after restart /api/heroes ${heroes.status}, ${codes} codes (before ${before}, the backup's ${before + 15_000}): ${whole ? 'whole' : 'NOT WHOLE'}`,
  );
  return restarted;
}

const sizes = process.argv.slice(2).map(Number);
const dataDir = mkdtempSync(path.join(tmpdir(), 'hero-guide-restore-bench-'));
let child = await start(dataDir);
try {
  for (const extra of sizes.length ? sizes : [10_000, 19_000, 200_000]) {
    const outcome = await measure(await signIn(), extra);
    if (outcome === 'done') {
      // Back to the sample site for the next size.
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
      child = await start(dataDir);
    }
  }
  child = await drill(dataDir, child, 'loading');
  child = await drill(dataDir, child, 'replacing');
} finally {
  await stop(child);
  rmSync(dataDir, { recursive: true, force: true });
}
