import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir, processStartTime } from './dataDirLock';

let dir: string;
let other: ChildProcess;
const lockFile = () => path.join(dir, 'hero-guide.pid');

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'data-dir-lock-'));
  // A live process that is not a server of ours: what a reused pid points at.
  other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  await new Promise((resolve) => other.once('spawn', resolve));
});

afterAll(async () => {
  other.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

describe('the PGlite data dir lock', () => {
  it('names its holder and when that process started, and is released', async () => {
    const lock = await lockDataDir(dir);
    const written = JSON.parse(await readFile(lockFile(), 'utf8'));
    expect(written).toEqual({ pid: process.pid, started: processStartTime(process.pid) });
    expect(written.started).toBeGreaterThan(Date.now() - 24 * 3600 * 1000 * 365);
    await lock.release();
    await expect(readFile(lockFile())).rejects.toThrow();
  });

  it('is refused while the process that took it runs', async () => {
    const started = processStartTime(other.pid!);
    expect(started).not.toBeNull();
    await writeFile(lockFile(), JSON.stringify({ pid: other.pid, started }));
    const refused = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as DataDirInUseError).pid).toBe(other.pid);
  });

  it('is taken over when its pid now belongs to another live process', async () => {
    // The server that wrote this crashed; its pid went to a process started a day later.
    const started = processStartTime(other.pid!)! - 24 * 3600 * 1000;
    await writeFile(lockFile(), JSON.stringify({ pid: other.pid, started }));
    const lock = await lockDataDir(dir);
    expect(JSON.parse(await readFile(lockFile(), 'utf8')).pid).toBe(process.pid);
    await lock.release();
  });

  it('is taken over when its pid is gone', async () => {
    const gone = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => gone.once('exit', resolve));
    await writeFile(lockFile(), JSON.stringify({ pid: gone.pid, started: Date.now() }));
    const lock = await lockDataDir(dir);
    expect(JSON.parse(await readFile(lockFile(), 'utf8')).pid).toBe(process.pid);
    await lock.release();
  });
});
