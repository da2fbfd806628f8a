import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * PGlite keeps no lock of its own: a second process opening the same data dir neither waits nor
 * fails, it silently corrupts the database. The server and the admin CLI therefore take this
 * pid-file lock before opening a PGlite data dir. A lock left by a crashed process (its pid is
 * gone) is taken over.
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
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return { release: () => unlink(file).catch(() => undefined) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
      throw new DataDirInUseError(dataDir, holder);
    }
    await unlink(file).catch(() => undefined);
  }
  throw new DataDirInUseError(dataDir, 0);
}

/** Only an on-disk PGlite needs the lock: PostgreSQL and memory:// handle concurrency themselves. */
export const needsDataDirLock = (config: { databaseUrl: string | undefined; dataDir: string }) =>
  !config.databaseUrl && !config.dataDir.startsWith('memory://');
