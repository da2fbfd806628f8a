// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_DIR, SERVER_MAIN } from '../server/render/buildLayout';
import { buildDecision } from './buildStamp';
import { heroPortraitSvg } from '../server/seed/heroImage';
import { SAMPLE_IMAGES_DIR, sampleImageFiles } from '../server/seed/sampleImages';
import type { Hero } from '../src/domain/hero';
import { waitUntilAnswering } from '../tests/support/builtServer';
import { freePort } from '../tests/support/freePort';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'dist');

/** Every process below `pid`, children first, from /proc (Linux). */
async function descendants(pid: number): Promise<number[]> {
  let children: number[] = [];
  try {
    for (const task of await readdir(`/proc/${pid}/task`)) {
      const listed = await readFile(`/proc/${pid}/task/${task}/children`, 'utf8');
      children.push(...listed.split(/\s+/).filter(Boolean).map(Number));
    }
  } catch {
    // Ended meanwhile.
    children = [];
  }
  const below = await Promise.all(children.map(descendants));
  return [...children, ...below.flat()];
}

async function commandLine(pid: number): Promise<string[]> {
  return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean);
}

const alive = (pid: number) => existsSync(`/proc/${pid}`);

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

let started: ChildProcess | undefined;
afterEach(async () => {
  // A failed test leaves nothing running.
  if (started?.pid && alive(started.pid)) {
    for (const pid of [...(await descendants(started.pid)), started.pid]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    await exited(started);
  }
  started = undefined;
});

describe('npm start (docs/decisions.md#start-builds-when-needed)', () => {
  it('runs the compiled server alone, which seeds from the build and ends with npm', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'npm-start-'));
    const port = await freePort();
    // The settings of the build npm test makes (scripts/test.ts), without those of the test
    // runner (NODE_ENV=test would make a build for tests).
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) =>
          !/^(VITE_|VITEST)/.test(name) &&
          !['BASE_PATH', 'PUBLIC_URL', 'STATIC_DIR', 'NODE_ENV', 'TEST'].includes(name),
      ),
    );
    // A rebuild here would rewrite dist/ under the other tests reading it: the build comes first.
    expect(
      buildDecision(ROOT, 'dist', env),
      'dist/ is not the build of these sources and settings: build first (npm test -- build)',
    ).toEqual({ rebuild: false });
    let output = '';
    started = spawn('npm', ['start'], {
      cwd: ROOT,
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_SAMPLE_DATA: 'true',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const npm = started.pid!;
    try {
      await waitUntilAnswering(started, `http://127.0.0.1:${port}/api/health`, 90_000);

      // npm, then Node on the compiled server in place of the shell: nothing of the build.
      const tree = await descendants(npm);
      const commands = await Promise.all(tree.map(commandLine));
      expect(commands).toEqual([[expect.stringMatching(/(^|\/)node$/), SERVER_MAIN_PATH]]);
      for (const command of commands) expect(command.join(' ')).not.toMatch(/tsx|esbuild|vite/);
      const [server] = tree;

      // The sample data came with the build's pictures: the server never loaded sharp.
      const heroes = (await (await fetch(`http://127.0.0.1:${port}/api/heroes`)).json()) as Hero[];
      expect(heroes.length).toBeGreaterThan(0);
      const hero = heroes[0]!;
      const image = Buffer.from(
        await (await fetch(`http://127.0.0.1:${port}${hero.imageUrl}`)).arrayBuffer(),
      );
      const drawn = await readFile(
        path.join(
          DIST,
          SERVER_DIR,
          SAMPLE_IMAGES_DIR,
          sampleImageFiles(heroPortraitSvg(hero.name)).png,
        ),
      );
      expect(image.equals(drawn)).toBe(true);
      expect(await readFile(`/proc/${server}/maps`, 'utf8')).not.toMatch(/sharp|libvips/);

      // SIGTERM to npm ends the server too.
      started.kill('SIGTERM');
      await exited(started);
      const deadline = Date.now() + 30_000;
      while (alive(server!) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(alive(server!)).toBe(false);
    } catch (error) {
      console.error(`npm start said:\n${output}`);
      throw error;
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});

const SERVER_MAIN_PATH = expect.stringMatching(
  new RegExp(`(^|/)dist/${SERVER_MAIN.replace('.', '\\.')}$`),
);
