// @vitest-environment node
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { ConfigError, loadConfig } from '../config';
import { makeTestApp } from '../../tests/support/testApp';
import { readBackup } from './readBackup';
import { backupIfDue, scheduledBackups } from './schedule';

let dir: string;
let app: App;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'backups-'));
  app = await makeTestApp({ seedSampleData: true });
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const at = (day: number, hour = 4) => new Date(Date.UTC(2030, 0, day, hour));

describe('automatic backups', () => {
  it('writes one when the newest is older than the interval, and keeps the newest 7', async () => {
    const schedule = { dir: path.join(dir, 'daily'), keep: 7, everyHours: 24 };
    const first = await backupIfDue(app.db, schedule, at(1));
    expect(path.basename(first!)).toBe('hero-guide-backup-2030-01-01T04-00-00Z.json.gz');
    expect(readBackup(await readFile(first!)).tables.heroes).toHaveLength(12);
    // Not due again until a day has passed.
    expect(await backupIfDue(app.db, schedule, at(1, 23))).toBeNull();
    for (let day = 2; day <= 10; day += 1)
      expect(await backupIfDue(app.db, schedule, at(day))).not.toBeNull();
    const kept = await scheduledBackups(schedule.dir);
    expect(kept).toHaveLength(7);
    expect(kept[0]).toBe('hero-guide-backup-2030-01-04T04-00-00Z.json.gz');
    expect(kept.at(-1)).toBe('hero-guide-backup-2030-01-10T04-00-00Z.json.gz');
  });

  it('removes on start the backups a killed server left half-written, and nothing else', async () => {
    const folder = path.join(dir, 'killed');
    await mkdir(folder, { recursive: true });
    const finished = 'hero-guide-backup-2030-01-01T04-00-00Z.json.gz';
    const kept = [finished, `${finished}.txt`, 'notes.partial'];
    for (const name of kept) await writeFile(path.join(folder, name), 'whole');
    const halves = [
      'hero-guide-backup-2030-01-02T04-00-00Z.json.gz.partial',
      'before-restore-2030-01-02T05-00-00-000Z.json.gz.partial',
    ];
    for (const name of halves) await writeFile(path.join(folder, name), '');
    const started = await makeTestApp({ backupDir: folder });
    try {
      expect((await readdir(folder)).sort()).toEqual(kept.sort());
      expect(await readFile(path.join(folder, finished), 'utf8')).toBe('whole');
    } finally {
      await started.close();
    }
  });

  it('leaves other files of the folder alone', async () => {
    const schedule = { dir: path.join(dir, 'shared'), keep: 1, everyHours: 1 };
    await backupIfDue(app.db, schedule, at(1));
    await writeFile(path.join(schedule.dir, 'notes.txt'), 'mine');
    await backupIfDue(app.db, schedule, at(2));
    expect((await readdir(schedule.dir)).sort()).toEqual([
      'hero-guide-backup-2030-01-02T04-00-00Z.json.gz',
      'notes.txt',
    ]);
  });

  it('neither counts nor removes the copies saved before a restore', async () => {
    const schedule = { dir: path.join(dir, 'restores'), keep: 1, everyHours: 24 };
    await backupIfDue(app.db, schedule, at(1));
    const copy = 'before-restore-2030-01-06T03-00-00-000Z.json.gz';
    await writeFile(path.join(schedule.dir, copy), 'a copy');
    // Made an hour before, yet it does not count as the newest backup: one is due.
    expect(await backupIfDue(app.db, schedule, at(6))).not.toBeNull();
    expect((await readdir(schedule.dir)).sort()).toEqual([
      copy,
      'hero-guide-backup-2030-01-06T04-00-00Z.json.gz',
    ]);
  });

  it.each([
    ['info', []],
    ['debug', ['Backup written to ']],
  ])(
    'runs in the server: a backup is written on start, said at LOG_LEVEL=%s as %j',
    async (level, said) => {
      const backupDir = path.join(dir, `server-${level}`);
      const messages: string[] = [];
      const stream = new Writable({
        write(chunk, _encoding, done) {
          for (const line of String(chunk).split('\n').filter(Boolean)) {
            messages.push(String(JSON.parse(line).msg));
          }
          done();
        },
      });
      const server = await makeTestApp(
        {
          staticDir: path.join(dir, 'no-build'),
          backups: { dir: backupDir, keep: 7, everyHours: 24 },
        },
        { logger: { level, stream } },
      );
      let written: string | undefined;
      try {
        await server.ready();
        for (let i = 0; i < 100 && !(await scheduledBackups(backupDir)).length; i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        [written] = await scheduledBackups(backupDir);
      } finally {
        // Closing waits for the backup being written, and for what it logs.
        await server.close();
      }
      expect(written).toBeDefined();
      // At the default level a start prints its start line only (server/main.ts), no backup line.
      expect(messages).toEqual(said.map((text) => text + path.join(backupDir, written!)));
    },
  );

  it('is configured by BACKUP_DIR, BACKUP_KEEP and BACKUP_EVERY_HOURS', () => {
    expect(loadConfig({ DATA_DIR: '/srv/site' }).backups).toEqual({
      dir: '/srv/site/backups',
      keep: 7,
      everyHours: 24,
    });
    expect(
      loadConfig({ BACKUP_DIR: '/backups', BACKUP_KEEP: '30', BACKUP_EVERY_HOURS: '6' }).backups,
    ).toEqual({ dir: '/backups', keep: 30, everyHours: 6 });
    expect(loadConfig({ BACKUP_KEEP: '0' }).backups).toBeNull();
    expect(loadConfig({ DATA_DIR: 'memory://' }).backups).toBeNull();
    // The folder stays where automatic backups are off: a restore in the app saves a copy there.
    expect(loadConfig({ DATA_DIR: '/srv/site', BACKUP_KEEP: '0' }).backupDir).toBe(
      '/srv/site/backups',
    );
    expect(loadConfig({ DATA_DIR: 'memory://' }).backupDir).toBeNull();
    expect(loadConfig({ DATA_DIR: 'memory://', BACKUP_DIR: '/backups' })).toMatchObject({
      backupDir: '/backups',
      backups: { dir: '/backups', keep: 7, everyHours: 24 },
    });
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: '0' })).toThrow(
      new ConfigError('BACKUP_EVERY_HOURS must be a whole number of at least 1, not "0".'),
    );
  });
});
