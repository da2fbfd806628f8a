import { readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BackupFileInfo } from '../../src/domain/backups';

/**
 * The backup folder (docs/backups.md): the automatic backups
 * (`hero-guide-backup-2026-11-23T04-00-00Z.json.gz`) and the copies saved before each restore in
 * the app (`before-restore-2026-11-23T04-00-00-123Z.json.gz`). Only names of these two forms are
 * listed or served: anything else in the folder, or any other path, is not a backup.
 */
const NAME_FORMS = [
  {
    kind: 'automatic',
    pattern: /^hero-guide-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.json\.gz$/,
  },
  {
    kind: 'before-restore',
    pattern: /^before-restore-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.json\.gz$/,
  },
] as const;

/** When the backup of that name was made, or null when the name is not a backup's. */
export function backupNameTime(
  name: string,
): { kind: BackupFileInfo['kind']; createdAt: Date } | null {
  for (const { kind, pattern } of NAME_FORMS) {
    const match = pattern.exec(name);
    if (!match) continue;
    const [, date, hours, minutes, seconds, millis = '000'] = match;
    const createdAt = new Date(`${date}T${hours}:${minutes}:${seconds}.${millis}Z`);
    return Number.isNaN(createdAt.getTime()) ? null : { kind, createdAt };
  }
  return null;
}

/** The name of the copy of the site saved before a restore made at `now`. */
export const beforeRestoreName = (now: Date) =>
  `before-restore-${now.toISOString().replace(/:|\./g, '-')}.json.gz`;

/** The backups in `dir`, newest first; none when the folder does not exist (yet). */
export async function listBackups(dir: string): Promise<BackupFileInfo[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const found: BackupFileInfo[] = [];
  for (const name of names) {
    const parsed = backupNameTime(name);
    if (!parsed) continue;
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (!info?.isFile()) continue;
    found.push({
      name,
      kind: parsed.kind,
      size: info.size,
      createdAt: parsed.createdAt.toISOString(),
    });
  }
  return found.sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name),
  );
}

/** The path of the backup of that name in `dir`, or null when the name is not a backup's. */
export function backupPath(dir: string, name: string): string | null {
  return backupNameTime(name) ? path.join(dir, name) : null;
}

/**
 * Writes a backup file under a temporary name and renames it when complete, so a file with a
 * backup's name is always whole. Returns a function that removes it again.
 */
export async function writeBackupFile(
  dir: string,
  name: string,
  bytes: Uint8Array,
): Promise<{ file: string; discard(): Promise<void> }> {
  const file = path.join(dir, name);
  const partial = `${file}${PARTIAL}`;
  try {
    await writeFile(partial, bytes);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { file, discard: () => rm(file, { force: true }) };
}

/** What writeBackupFile names a backup while it is written. */
const PARTIAL = '.partial';

/**
 * Removes the backups a server stopped writing (killed mid-write, the disk full): files named
 * `<backup name>.partial`. Run on start. `olderThanMs` spares those another server sharing the
 * folder may be writing now; 0 removes all (the embedded database: one server per data folder).
 * Returns the names removed; nothing else of the folder is touched.
 */
export async function removePartialBackups(dir: string, olderThanMs = 0, now = Date.now()) {
  const removed: string[] = [];
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.endsWith(PARTIAL) || !backupNameTime(name.slice(0, -PARTIAL.length))) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || now - info.mtimeMs < olderThanMs) continue;
    await rm(file, { force: true });
    removed.push(name);
  }
  return removed;
}
