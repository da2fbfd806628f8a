// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledServerFor } from '../../scripts/compileServer';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let parent: string;

beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'compiled-server-'));
});
afterAll(() => rm(parent, { recursive: true, force: true }));

describe('the server compiled for the tests', () => {
  it('is one folder per state of the sources, written whole even when asked for twice at once', async () => {
    const [first, second] = await Promise.all([
      compiledServerFor(ROOT, parent),
      compiledServerFor(ROOT, parent),
    ]);
    expect(second).toBe(first);
    expect(await compiledServerFor(ROOT, parent)).toBe(first);
    // Nothing half-written left beside it.
    expect(await readdir(parent)).toEqual([path.basename(first)]);
    for (const entry of [
      'main.js',
      'admin.js',
      'backup.js',
      'sanitizerThread.js',
      'backupReader.js',
    ]) {
      expect(existsSync(path.join(first, entry)), entry).toBe(true);
    }
    expect(await readdir(path.join(first, 'migrations'))).toEqual(
      (await readdir(path.join(ROOT, 'server/db/migrations'))).sort(),
    );
  });

  it('runs on Node alone, without TypeScript', async () => {
    const dir = await compiledServerFor(ROOT, parent);
    const run = spawnSync(process.execPath, [path.join(dir, 'main.js')], {
      env: { ...process.env, PORT: 'abc' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Cannot start: PORT must be a number from 0 to 65535, not "abc".',
    );
  });

  it('removes the folders of other sources not used for a day, and keeps recent ones', async () => {
    const stale = path.join(parent, 'aaaaaaaaaaaaaaaa');
    const recent = path.join(parent, 'bbbbbbbbbbbbbbbb');
    await mkdir(stale);
    await mkdir(recent);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await utimes(stale, twoDaysAgo, twoDaysAgo);
    const current = await compiledServerFor(ROOT, parent);
    expect((await readdir(parent)).sort()).toEqual(
      [path.basename(current), path.basename(recent)].sort(),
    );
  });
});
