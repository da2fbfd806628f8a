import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { runWhileServing } from '../recurringJob';
import { exportBackup } from './exportBackup';
import { writeBackupFile } from './folder';

/**
 * Automatic backups (docs/backups.md): while the server runs, a backup is written into the
 * backup folder whenever the newest one there is older than the interval (on start too), and only
 * the newest `keep` are kept. Names sort by time: `hero-guide-backup-2026-11-23T04-00-00Z.json.gz`.
 * The copies saved before a restore in the app (`before-restore-…`) are neither counted nor
 * removed here: each is the way back from one restore, kept until an admin deletes it.
 */
const PREFIX = 'hero-guide-backup-';
const SUFFIX = '.json.gz';
/** How often the server looks whether a backup is due. */
const CHECK_EVERY_MS = 10 * 60 * 1000;

export interface BackupSchedule {
  dir: string;
  keep: number;
  everyHours: number;
}

const nameAt = (now: Date) =>
  `${PREFIX}${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z${SUFFIX}`;

/** The automatic backups in `dir`, oldest first. */
export async function scheduledBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => []);
  return names.filter((name) => name.startsWith(PREFIX) && name.endsWith(SUFFIX)).sort();
}

/** When the newest automatic backup was made, read from its name; null when there is none. */
function newestAt(names: string[]): number | null {
  const newest = names.at(-1);
  if (!newest) return null;
  const stamp = newest.slice(PREFIX.length, -SUFFIX.length - 1);
  const [date, time = ''] = stamp.split('T');
  const at = Date.parse(`${date}T${time.replaceAll('-', ':')}Z`);
  return Number.isNaN(at) ? null : at;
}

/** Writes a backup if one is due, then keeps the newest `keep`. Returns the file written, if any. */
export async function backupIfDue(
  db: Database,
  schedule: BackupSchedule,
  now = new Date(),
): Promise<string | null> {
  await mkdir(schedule.dir, { recursive: true });
  const last = newestAt(await scheduledBackups(schedule.dir));
  if (last !== null && now.getTime() - last < schedule.everyHours * 3600 * 1000) return null;
  const { file } = await writeBackupFile(schedule.dir, nameAt(now), await exportBackup(db, now));
  const names = await scheduledBackups(schedule.dir);
  for (const old of names.slice(0, Math.max(0, names.length - schedule.keep))) {
    await rm(path.join(schedule.dir, old), { force: true });
  }
  return file;
}

/** Runs the schedule while the server runs; a failed backup is logged and tried again later. */
export const scheduledBackupsPlugin = fp<{ schedule: BackupSchedule }>(
  async (app, { schedule }) => {
    // A backup being written finishes before the database closes.
    runWhileServing(app, {
      everyMs: CHECK_EVERY_MS,
      run: async () => {
        const file = await backupIfDue(app.db, schedule);
        if (file) app.log.debug(`Backup written to ${file}`);
      },
      failure: 'The automatic backup failed',
    });
  },
);
