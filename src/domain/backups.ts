/** Backups of our server's whole site (docs/backups.md, docs/product.md#backups). */

/** The largest backup file a restore in the app accepts (bigger ones: the command line). */
export const MAX_RESTORE_BYTES = 256 * 1024 * 1024;

export const RESTORE_TOO_LARGE_MESSAGE =
  'This file is larger than the 256 MB a restore in the app accepts. Restore it from the command line into a new site instead (docs/backups.md).';

/**
 * The most a backup may hold once decompressed for a restore in the app: decompression stops
 * here, so a small file that expands to gigabytes (a "zip bomb") costs the running server no more
 * memory than this. The command line's import, into a site not yet serving, has no such limit
 * (docs/backups.md#limits): it reads any backup an export wrote.
 */
export const MAX_RESTORE_EXPANDED_BYTES = 256 * 1024 * 1024;

export const RESTORE_EXPANDED_TOO_LARGE_MESSAGE =
  'This backup is too large once expanded: this server restores at most 256 MB of backup content.';

/**
 * The most rows a backup may hold for a restore in the app (docs/backups.md#limits): few enough
 * that the one transaction that swaps them in, during which the embedded database answers no one
 * else, stays well under a second. Checked as soon as the file is read, before any other work.
 * The command line, which imports into a site not yet serving, has no such limit.
 */
export const MAX_RESTORE_ROWS = 20_000;

export const restoreTooManyRowsMessage = (rows: number) =>
  `This backup holds ${rows.toLocaleString('en-US')} rows, and a restore in the app takes at most ${MAX_RESTORE_ROWS.toLocaleString('en-US')}: import it from the command line into a new site instead (docs/backups.md).`;

/** Said to a write (anything but reading, signing in or out) sent while a restore runs. */
export const RESTORE_WRITES_WAIT_MESSAGE = 'A restore is running: changes wait until it has ended.';

/** Said when a restore is asked for while another one runs. */
export const RESTORE_RUNNING_MESSAGE = 'A restore is already running: wait until it has ended.';

/** A restore needs somewhere to keep the site as it was; an in-memory site has no such folder. */
export const NO_BACKUP_FOLDER_MESSAGE =
  'This server has no backup folder for the copy of the site a restore saves first: set BACKUP_DIR, then try again.';

/** One backup file in the server's backup folder. */
export interface BackupFileInfo {
  /** e.g. hero-guide-backup-2026-11-23T04-00-00Z.json.gz */
  name: string;
  /** Written by the schedule, or saved just before a restore in the app. */
  kind: 'automatic' | 'before-restore';
  /** Bytes. */
  size: number;
  /** ISO 8601, UTC. */
  createdAt: string;
}

/** A backup of the folder as the app lists it: with the link a browser downloads it from. */
export interface BackupListEntry extends BackupFileInfo {
  url: string;
}

/** Where the site's data is backed up by other means than the app (the Firebase build). */
export const BACKUPS_NOT_IN_APP_MESSAGE =
  "Backups are not made in the app on Firebase: back up Firestore with Google Cloud's export (gcloud firestore export) and copy the Storage bucket.";

/** What a restore in the app did. */
export interface RestoreReport {
  /** How many rows the backup put back. */
  rows: number;
  /** The name of the copy of the site as it was before, in the backup folder. */
  savedAs: string;
}

/**
 * Where a restore in the app is (docs/http-api.md): its rows checked one by one, then loaded
 * aside while the site keeps its content, then swapped in at once; then done or failed.
 */
export type RestorePhase = 'checking' | 'loading' | 'replacing' | 'done' | 'failed';

export interface RestoreStatus {
  /** Names this restore: `GET api/backup/restore/{id}` tells how far it is. */
  id: string;
  phase: RestorePhase;
  /** Rows checked or loaded so far in this phase, of `total`. */
  done: number;
  total: number;
  /** What the restore did, once `done`. */
  report?: RestoreReport;
  /** Why nothing changed, once `failed`. */
  error?: string;
}

/** What an admin reads while a restore runs (a live region of the Backups page). */
export function restoreStatusText({ phase, done, total }: RestoreStatus): string {
  const count = `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows`;
  if (phase === 'checking') return `Checking the backup: ${count}…`;
  if (phase === 'loading') return `Loading the backup beside the site: ${count}…`;
  if (phase === 'replacing') return 'Replacing the site with the backup…';
  return '';
}

/** A file size as people read it: "512 B", "48 KB", "1.4 MB". */
export function formatBackupSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}

const timeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** When a backup was made, in UTC like its name: "Nov 23, 2026, 4:00 AM UTC". */
export function formatBackupTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${timeFormat.format(date)} UTC`;
}
