// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverCommand } from '../tests/support/compiledServer';

let tmp: string;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'main-test-'));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

async function startServer(env: Record<string, string>) {
  const [node, ...main] = await serverCommand('main', { shortLived: true });
  const child = spawn(node, main, {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: path.join(tmp, 'data'),
      DATABASE_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      BASE_PATH: '/',
      STATIC_DIR: path.join(tmp, 'no-build'),
      SEED_SAMPLE_DATA: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += String(chunk)));
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, exited, output: () => stdout };
}

/** The server's start line, once it has printed it. */
async function startLineOf(server: Awaited<ReturnType<typeof startServer>>): Promise<string> {
  for (let i = 0; i < 1200; i += 1) {
    const line = server
      .output()
      .split('\n')
      .find((text) => text.startsWith('Site running at '));
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no start line in: ${server.output()}`);
}

async function stop(server: Awaited<ReturnType<typeof startServer>>) {
  server.child.kill('SIGTERM');
  expect((await server.exited).code).toBe(0);
}

async function expectOneLineFailure(env: Record<string, string>, line: string | RegExp) {
  const { code, stderr } = await (await startServer(env)).exited;
  expect(code).toBe(1);
  expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(stderr).toMatch(line);
  expect(stderr).not.toMatch(/\n\s+at /);
}

describe('server start-up', () => {
  it('explains a bad PORT in one line', async () => {
    await expectOneLineFailure(
      { PORT: 'abc' },
      'Cannot start: PORT must be a number from 0 to 65535, not "abc".',
    );
  });

  it('explains an unwritable DATA_DIR in one line', async () => {
    const file = path.join(tmp, 'a-file');
    await writeFile(file, 'not a directory');
    await expectOneLineFailure(
      { DATA_DIR: path.join(file, 'data') },
      /^Cannot start: Data directory .*a-file\/data is not writable \(ENOTDIR\); set DATA_DIR/,
    );
  });

  it('explains a port in use in one line', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      await expectOneLineFailure(
        { PORT: String(port), DATA_DIR: path.join(tmp, 'busy-port') },
        `Cannot start: port ${port} is already in use; set PORT to a free port.`,
      );
    } finally {
      blocker.close();
    }
  }, 120_000);

  it('starts, answers, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = path.join(tmp, 'clean');
    const server = await startServer({ DATA_DIR: dataDir });
    const url = /^Site running at (http:\/\/\S+?) /.exec(await startLineOf(server))?.[1];
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(existsSync(path.join(dataDir, 'hero-guide.pid'))).toBe(true);

    const health = await fetch(`${url}api/health`);
    expect(await health.json()).toEqual({ ok: true, database: 'pglite' });

    await expectOneLineFailure(
      { DATA_DIR: dataDir },
      /^Cannot start: PGlite data dir .*clean is in use by another process \(pid \d+\); stop it first, or use DATABASE_URL\./,
    );

    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(existsSync(path.join(dataDir, 'hero-guide.pid'))).toBe(false);
  }, 180_000);

  it('says in one line what a first start created, and that a changed ADMIN_PASSWORD was not applied', async () => {
    const dataDir = path.join(tmp, 'first-start');
    // No backup at start: the test is about what the start lines say, and stops each server at once.
    const admin = { ADMIN_EMAIL: 'first@example.com', DATA_DIR: dataDir, BACKUP_KEEP: '0' };
    const first = await startServer({
      ...admin,
      ADMIN_PASSWORD: 'a long passphrase',
      SEED_SAMPLE_DATA: 'true',
    });
    const firstLine = await startLineOf(first);
    expect(firstLine).toMatch(
      /^Site running at http:\/\/127\.0\.0\.1:\d+\/ with the embedded database in .*first-start; created the admin first@example\.com; added the sample heroes, teams, equipment, codes and guides\.$/,
    );
    // Only the start line: no JSON lines of Fastify's own about the addresses it listens on.
    expect(first.output()).not.toMatch(/Server listening/);
    await stop(first);

    const second = await startServer({ ...admin, ADMIN_PASSWORD: 'a changed passphrase' });
    expect(await startLineOf(second)).toMatch(
      /^Site running at http:\/\/127\.0\.0\.1:\d+\/ with the embedded database in .*first-start; ADMIN_PASSWORD was NOT applied: the admin first@example\.com already exists with another password \(to change it: npm run admin -- reset-password first@example\.com\)\.$/,
    );
    await stop(second);
  }, 300_000);
});
