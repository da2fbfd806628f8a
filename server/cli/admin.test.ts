// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliResult } from '../../tests/support/runCli';

let dataDir: string;

function admin(args: string[], stdin = ''): Promise<CliResult> {
  return runCli(
    'admin',
    args,
    { DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
    stdin,
  );
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'admin-cli-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('npm run admin', () => {
  it('creates, lists and deletes an account', async () => {
    const created = await admin(['create', 'X@Y.zz', '--role', 'member'], 'a long password\n');
    expect(created).toMatchObject({ code: 0, stdout: 'Created member x@y.zz.\n' });

    const listed = await admin(['list']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(
      /^x@y\.zz\tmember\tcreated \d{4}-\d\d-\d\d \d\d:\d\d\tlast sign-in -\n$/,
    );

    const again = await admin(['create', 'x@y.zz'], 'a long password\n');
    expect(again).toMatchObject({ code: 1, stderr: 'An account for x@y.zz already exists.\n' });

    expect((await admin(['reset-password', 'x@y.zz'], 'another long password\n')).code).toBe(0);
    expect((await admin(['delete', 'x@y.zz'])).stdout).toBe('Deleted x@y.zz.\n');
    expect((await admin(['list'])).stdout).toBe('No accounts yet.\n');
  }, 180_000);

  it('refuses bad input with one line and exit 1', async () => {
    expect(await admin(['create', 'not-an-email'], 'a long password\n')).toMatchObject({
      code: 1,
      stderr: '"not-an-email" is not a valid email address.\n',
    });
    expect(await admin(['create', 'a@b.cc'], 'short\n')).toMatchObject({
      code: 1,
      stderr: 'Password must be at least 8 characters.\n',
    });
    expect(await admin(['create', 'a@b.cc', '--role', 'owner'], 'a long password\n')).toMatchObject(
      {
        code: 1,
        stderr: '--role must be admin or member.\n',
      },
    );
    expect(await admin(['delete', 'ghost@b.cc'])).toMatchObject({
      code: 1,
      stderr: 'No account for ghost@b.cc.\n',
    });
  }, 120_000);

  it('prints usage for no or unknown command', async () => {
    for (const args of [[], ['frobnicate']]) {
      const result = await admin(args);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('npm run admin -- create <email> [--role admin|member]');
    }
  });

  it('says to stop the server when the PGlite data dir is in use', async () => {
    // This test process is alive, so a lock naming it looks like a running server.
    await writeFile(path.join(dataDir, 'hero-guide.pid'), String(process.pid));
    try {
      expect(await admin(['list'])).toMatchObject({
        code: 1,
        stderr: `Stop the server first (PGlite data dir ${dataDir} is in use), or use DATABASE_URL.\n`,
      });
    } finally {
      await rm(path.join(dataDir, 'hero-guide.pid'));
    }
  });
});
