import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * PGlite keeps no lock of its own: a second process opening the same data dir neither waits nor
 * fails, it silently corrupts the database. The server and the admin CLI therefore take this
 * pid-file lock before opening a PGlite data dir. The file names the holder's pid and when that
 * process started; a lock is taken over when that pid is gone, or now belongs to a process that
 * started at another time (the pid was reused after a crash).
 */
const LOCK_FILE = 'hero-guide.pid';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`PGlite data dir ${dataDir} is in use by process ${pid}`);
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user; it still holds the directory.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Clock ticks per second of /proc times: USER_HZ, 100 on every Linux architecture Node runs on. */
const USER_HZ = 100;

/**
 * When a process started, in ms since the epoch, or null when this system cannot tell. Linux
 * reads /proc (exact, so the same process always gives the same value); elsewhere `ps` (to the
 * second).
 */
export function processStartTime(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces and parentheses: starttime is the 22nd.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    const boot = /^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1];
    if (Number.isFinite(ticks) && boot) return Number(boot) * 1000 + (ticks * 1000) / USER_HZ;
  } catch {
    // No /proc here (macOS, BSD) or no such process: ask ps.
  }
  try {
    const started = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const time = Date.parse(started);
    return Number.isNaN(time) ? null : time;
  } catch {
    return null;
  }
}

/** What the lock file says: a pid, and when that process started (files of older versions: none). */
function readHolder(text: string): { pid: number; started: number | null } | null {
  try {
    const parsed = JSON.parse(text) as { pid?: unknown; started?: unknown };
    if (typeof parsed === 'number') return { pid: parsed, started: null };
    if (Number.isInteger(parsed.pid) && (parsed.pid as number) > 0) {
      return {
        pid: parsed.pid as number,
        started: typeof parsed.started === 'number' ? parsed.started : null,
      };
    }
  } catch {
    // Not JSON: nothing usable.
  }
  return null;
}

/** Whether the process the lock names is still the one that wrote it. */
function holds(holder: { pid: number; started: number | null }): boolean {
  if (holder.pid === process.pid || !isAlive(holder.pid)) return false;
  if (holder.started === null) return true;
  const started = processStartTime(holder.pid);
  // A second of leeway: `ps` rounds to the second.
  return started === null || Math.abs(started - holder.started) <= 1000;
}

export interface DataDirLock {
  release(): Promise<void>;
}

/** Takes the lock, or throws DataDirInUseError naming the live process that holds it. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = path.join(dataDir, LOCK_FILE);
  try {
    await mkdir(dataDir, { recursive: true });
  } catch (error) {
    throw new Error(
      `Data directory ${dataDir} is not writable (${(error as NodeJS.ErrnoException).code ?? 'error'}); set DATA_DIR to a folder this user can write.`,
      { cause: error },
    );
  }
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const content = { pid: process.pid, started: processStartTime(process.pid) };
      await writeFile(file, JSON.stringify(content), { flag: 'wx' });
      return { release: () => unlink(file).catch(() => undefined) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(await readFile(file, 'utf8').catch(() => ''));
    if (holder && holds(holder)) throw new DataDirInUseError(dataDir, holder.pid);
    await unlink(file).catch(() => undefined);
  }
  throw new DataDirInUseError(dataDir, 0);
}

/** Only an on-disk PGlite needs the lock: PostgreSQL and memory:// handle concurrency themselves. */
export const needsDataDirLock = (config: { databaseUrl: string | undefined; dataDir: string }) =>
  !config.databaseUrl && !config.dataDir.startsWith('memory://');
