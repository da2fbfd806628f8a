import { createHash } from 'node:crypto';
import { restoreTooManyRowsMessage } from '../../src/domain/backups';
import { RECORD_KINDS, recordOf } from '../../src/domain/kinds';

/**
 * A backup of our server's data (docs/backups.md): one gzip-compressed JSON file holding every
 * row of the site's tables (content, settings, accounts with their password hashes, every stored
 * file with its bytes), the migrations its schema had, and a checksum of the rows. Sessions,
 * sign-in attempts and trusted devices are left out: they belong to the running site, not to its
 * content, and a restored site starts with everyone signed out.
 *
 * The rows are read in one transaction, so a backup made while admins write is a single moment
 * of the site. A backup is imported into an empty site (the command line), or restored over a
 * running site in the app, which first saves the site as it was. Either checks every row first,
 * loads the rows into tables of their own beside the site's (the site keeps answering with its
 * content meanwhile), then swaps them in in one short transaction: it lands whole or not at all
 * (docs/backups.md#how-a-restore-runs).
 *
 * Format 2 added the game modes, the heroes' ratings per mode and the mode of a tier change
 * (server/db/migrations/010_game_modes.sql). A backup of format 1 still restores: it
 * has no game modes, its heroes no ratings, its tier changes are of the overall tier, and its
 * site settings no tier legend.
 *
 * Format 3 added the teams (server/db/migrations/013_teams.sql) and the equipment items
 * (server/db/migrations/012_equipment.sql). A backup of format 2 or 1 still restores,
 * without them.
 */
export const BACKUP_FORMAT = 'hero-guide-backup';
export const BACKUP_VERSION = 3;

/**
 * The tables a backup holds, parents before children (the order rows are restored in): the
 * accounts, the settings and the stored files, each record kind's table (src/domain/kinds.ts),
 * then what belongs to them (a hero's tier moves), the media slots and the history.
 */
export const BACKUP_TABLES = [
  'users',
  'settings',
  'files',
  ...RECORD_KINDS.map((kind) => recordOf(kind).table),
  'hero_tier_changes',
  'media_slots',
  'revisions',
];

export type Cell =
  string | number | boolean | null | { $date: string } | { $bytes: string } | unknown;
export type Row = Record<string, Cell>;

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** The migrations applied to the schema the rows come from. */
  migrations: string[];
  tables: Record<string, Row[]>;
  /** sha256 of JSON.stringify(tables). */
  checksum: string;
}

export class BackupError extends Error {
  override name = 'BackupError';
}

export const checksumOf = (tables: BackupFile['tables']) =>
  createHash('sha256').update(JSON.stringify(tables)).digest('hex');

export const NOT_GZIP_MESSAGE =
  'This file is not a backup of this site, or it is damaged or incomplete (it is not the gzip file a backup is).';

export const UNREADABLE_MESSAGE =
  'This backup is damaged or incomplete: its content cannot be read.';

export const DAMAGED_MESSAGE = 'This backup is damaged: its content does not match its checksum.';

/** Refuses what is no backup of this site, or one of more than `maxRows` rows. */
export function backupShape(parsed: unknown, maxRows: number): BackupFile {
  const file = parsed as Partial<BackupFile>;
  if (!file || typeof file !== 'object' || file.format !== BACKUP_FORMAT) {
    throw new BackupError('This file is not a backup of this site.');
  }
  // A format is a whole number from 1: anything else ("1", 0, 2.5) is no format this site wrote,
  // not a newer one.
  if (typeof file.version !== 'number' || !Number.isInteger(file.version) || file.version < 1) {
    throw new BackupError(
      `This backup is damaged: its backup format (${JSON.stringify(file.version) ?? 'missing'}) is not a whole number from 1.`,
    );
  }
  if (file.version > BACKUP_VERSION) {
    throw new BackupError(
      `This backup was made by a newer version of the site (backup format ${String(file.version)}; this one reads ${BACKUP_VERSION}). Update the site, then restore it.`,
    );
  }
  if (!file.tables || typeof file.tables !== 'object' || !Array.isArray(file.migrations)) {
    throw new BackupError(DAMAGED_MESSAGE);
  }
  // Known before any row is looked at: a backup the app cannot restore without stalling the site
  // is refused before any work.
  const rows = Object.values(file.tables).reduce(
    (sum: number, table) => sum + (Array.isArray(table) ? table.length : 0),
    0,
  );
  if (rows > maxRows) throw new BackupError(restoreTooManyRowsMessage(rows));
  return file as BackupFile;
}
