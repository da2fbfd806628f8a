/**
 * firebase-tools (the `firebase` CLI, for the emulators) is no dependency of the site: our scripts
 * install it on demand into .tmp/firebase-tools, which git ignores, from scripts/firebase-tools:
 * one pinned version with its whole tree in a lockfile, so `npm ci` installs it without resolving
 * anything. Optional packages are left out: the only one, re2 (for the Hosting emulator's
 * rewrites, which no test uses), has no prebuilt binary to download here and compiled from its C++
 * sources for two minutes.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The pinned package.json and package-lock.json. */
const PINNED_DIR = path.join(ROOT, 'scripts', 'firebase-tools');
const PINNED_FILES = ['package.json', 'package-lock.json'];

export const FIREBASE_TOOLS_VERSION = (
  JSON.parse(readFileSync(path.join(PINNED_DIR, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  }
).dependencies['firebase-tools']!;

export const FIREBASE_TOOLS_DIR = path.join(ROOT, '.tmp', 'firebase-tools');
const BINARY = path.join(FIREBASE_TOOLS_DIR, 'node_modules', '.bin', 'firebase');
/** A copy of the lockfile an install completed from, written once npm has finished. */
const INSTALLED_FROM = path.join(FIREBASE_TOOLS_DIR, 'installed-from.json');
const PACKAGE_JSON = path.join(
  FIREBASE_TOOLS_DIR,
  'node_modules',
  'firebase-tools',
  'package.json',
);
/** Parallel test files may all ask at once: one installs, the others wait for it. */
const LOCK = path.join(ROOT, '.tmp', 'firebase-tools.lock');

/**
 * Environment for every `firebase` process we start. NO_UPDATE_NOTIFIER stops the update check
 * against the npm registry; CI=true stops the message-of-the-day request, which can also refuse to
 * run a pinned version it finds too old. The emulators then start the same offline and online.
 */
export function firebaseToolsEnv(): NodeJS.ProcessEnv {
  return { ...process.env, NO_UPDATE_NOTIFIER: '1', CI: 'true' };
}

async function installedVersion(): Promise<string | null> {
  if (!existsSync(BINARY)) return null;
  try {
    const { version } = JSON.parse(await readFile(PACKAGE_JSON, 'utf8')) as { version?: unknown };
    return typeof version === 'string' ? version : null;
  } catch {
    return null;
  }
}

const pinnedLockfile = () => readFile(path.join(PINNED_DIR, 'package-lock.json'), 'utf8');

/** The pinned version is there, installed completely from the pinned lockfile as it is now. */
async function installed(): Promise<boolean> {
  if ((await installedVersion()) !== FIREBASE_TOOLS_VERSION) return false;
  const [pinned, completed] = await Promise.all([
    pinnedLockfile(),
    readFile(INSTALLED_FROM, 'utf8').catch(() => null),
  ]);
  return pinned === completed;
}

/** The line of npm's error output that says what went wrong, not its error code or log path. */
function npmReason(output: string, exitCode: number | null): string {
  const lines = output
    .split('\n')
    .map((line) => line.replace(/^npm (?:error|ERR!)\s*/, '').trim())
    .filter((line) => line && !/^(?:code|errno|syscall|path) /.test(line))
    .filter((line) => !/complete log of this run|^A complete log/i.test(line));
  return (
    lines.find((line) => /fail|not found|ENOTFOUND|ETIMEDOUT|EACCES|403|404/i.test(line)) ??
    lines.at(-1) ??
    `npm exited with code ${exitCode}`
  );
}

/** The pinned files, copied beside the install, then `npm ci` there. */
async function npmInstall(): Promise<void> {
  await mkdir(FIREBASE_TOOLS_DIR, { recursive: true });
  await rm(INSTALLED_FROM, { force: true });
  for (const file of PINNED_FILES) {
    await copyFile(path.join(PINNED_DIR, file), path.join(FIREBASE_TOOLS_DIR, file));
  }
  const args = ['ci', '--prefix', FIREBASE_TOOLS_DIR, '--omit=optional', '--no-audit', '--no-fund'];
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => reject(new Error(`could not run npm (${error.message})`)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(npmReason(output, code))),
    );
  });
}

/**
 * 'held' while another process installs; 'stale' when the process that wrote the lock is gone
 * (killed mid-install), so the files may be half-written.
 */
async function lockState(): Promise<'none' | 'held' | 'stale'> {
  const info = await stat(LOCK).catch(() => null);
  if (!info) return 'none';
  const pid = Number(await readFile(LOCK, 'utf8').catch(() => ''));
  if (!Number.isInteger(pid) || pid <= 0) {
    // Empty for a moment while its writer fills it in; empty for long, it was left mid-write.
    return Date.now() - info.mtimeMs > 30_000 ? 'stale' : 'held';
  }
  try {
    process.kill(pid, 0);
    return 'held';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH' ? 'stale' : 'held';
  }
}

async function takeLock(): Promise<boolean> {
  await mkdir(path.dirname(LOCK), { recursive: true });
  try {
    await writeFile(LOCK, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let pending: Promise<string> | null = null;

async function ensure(): Promise<string> {
  let repair = false;
  let announced = false;
  for (;;) {
    const lock = await lockState();
    if (lock === 'held') {
      // npm writes the package (and its version) long before it finishes: wait for the lock.
      if (!announced) {
        console.log('Waiting for another process to finish installing firebase-tools...');
        announced = true;
      }
      await sleep(1000);
      continue;
    }
    if (lock === 'stale') {
      await rm(LOCK, { force: true });
      repair = true;
    } else if (!repair && (await installed())) {
      return BINARY;
    }
    if (await takeLock()) break;
  }
  try {
    // Another process may have finished installing between our look and taking the lock.
    if (!repair && (await installed())) return BINARY;
    console.log(`Installing firebase-tools ${FIREBASE_TOOLS_VERSION} for the emulators (once)...`);
    try {
      await npmInstall();
    } catch (error) {
      throw new Error(
        `Could not install firebase-tools ${FIREBASE_TOOLS_VERSION} from the npm registry: ${(error as Error).message}`,
      );
    }
    if ((await installedVersion()) !== FIREBASE_TOOLS_VERSION) {
      throw new Error(
        `Could not install firebase-tools ${FIREBASE_TOOLS_VERSION}: npm finished but ${BINARY} is missing.`,
      );
    }
    await writeFile(INSTALLED_FROM, await pinnedLockfile());
    return BINARY;
  } finally {
    await rm(LOCK, { force: true });
  }
}

/** The path of the pinned `firebase` binary, installed first when missing or at another version. */
export function ensureFirebaseTools(): Promise<string> {
  pending ??= ensure().finally(() => {
    pending = null;
  });
  return pending;
}
