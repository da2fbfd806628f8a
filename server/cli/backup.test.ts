// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../tests/support/runCli';
import { createUser } from '../auth/users';
import { makeTestApp, TEST_PASSWORD } from '../../tests/support/testApp';
import { exportBackup } from '../backup/exportBackup';
import { readBackup } from '../backup/readBackup';

let dir: string;

const backup = (dataDir: string, args: string[]) =>
  runCli('backup', args, { DATA_DIR: dataDir, DATABASE_URL: '' });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'backup-cli-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('npm run backup', () => {
  it('imports a backup into a new data folder and exports the same rows from it', async () => {
    const site = await makeTestApp({ seedSampleData: true });
    // A backup restores only with an admin in it (docs/backups.md#what-a-restore-checks).
    await createUser(site.db, {
      email: 'admin@example.test',
      password: TEST_PASSWORD,
      role: 'admin',
    });
    const original = path.join(dir, 'original.json.gz');
    await writeFile(original, await exportBackup(site.db));
    await site.close();

    const dataDir = path.join(dir, 'restored');
    const imported = await backup(dataDir, ['import', original]);
    expect(imported.stderr).toBe('');
    expect(imported.stdout).toMatch(/^Restored \d+ rows from .*original\.json\.gz\.\n$/);
    expect(imported.code).toBe(0);

    const again = path.join(dir, 'again.json.gz');
    const exported = await backup(dataDir, ['export', again]);
    expect(exported.stdout).toBe(`Backed up the site to ${again}.\n`);
    expect(readBackup(await readFile(again)).tables).toEqual(
      readBackup(await readFile(original)).tables,
    );

    // Into a site that already holds data: refused, in one line.
    const twice = await backup(dataDir, ['import', original]);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toMatch(/^This site already holds data: .*\n$/);
  }, 120_000);

  it('says what is wrong with a bad file or a bad command, in one line', async () => {
    const junk = path.join(dir, 'junk.json.gz');
    await writeFile(junk, 'not a backup');
    const refused = await backup(path.join(dir, 'junk-site'), ['import', junk]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^This file is not a backup of this site, or it is damaged/);
    const missing = await backup(path.join(dir, 'junk-site'), ['import', path.join(dir, 'nope')]);
    expect(missing.stderr).toBe(`No file at ${path.join(dir, 'nope')}.\n`);
    const usage = await backup(path.join(dir, 'junk-site'), ['restore']);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toMatch(/^Back up or restore the site/);
  }, 60_000);
});
