import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { DataDirInUseError, lockDataDir, needsDataDirLock, type DataDirLock } from '../dataDirLock';
import { BackupError } from '../backup/backupFile';
import { exportBackup } from '../backup/exportBackup';
import { importBackup } from '../backup/restore';

const USAGE = `Back up or restore the site (uses the same DATA_DIR / DATABASE_URL as the server):
  npm run backup -- export <file>   every item, setting, account and image, in one file
  npm run backup -- import <file>   into an empty site only (a new DATA_DIR or database)
See docs/backups.md.`;

async function main(argv: string[]): Promise<number> {
  const [command, file] = argv;
  if ((command !== 'export' && command !== 'import') || !file) {
    console.error(USAGE);
    return 1;
  }
  const target = path.resolve(file);
  let lock: DataDirLock | undefined;
  let db: Database | undefined;
  try {
    // Read before the database is opened: a missing file fails fast.
    const bytes = command === 'import' ? await readFile(target) : null;
    const config = loadConfig();
    if (needsDataDirLock(config)) lock = await lockDataDir(config.dataDir);
    db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    await migrate(db);
    if (bytes) {
      const { rows } = await importBackup(db, bytes);
      console.log(`Restored ${rows} rows from ${target}.`);
    } else {
      // Written beside the target, then renamed: a cut-off export never looks like a backup.
      const partial = `${target}.partial`;
      await writeFile(partial, await exportBackup(db));
      await rename(partial, target);
      console.log(`Backed up the site to ${target}.`);
    }
    return 0;
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(
        `The server is running on ${error.dataDir}: stop it first, or download a backup from the running site (GET api/backup as an admin; docs/backups.md).`,
      );
    } else if (error instanceof BackupError) {
      console.error(error.message);
    } else {
      const { code, message } = error as NodeJS.ErrnoException;
      console.error(
        code === 'ENOENT' ? `No file at ${target}.` : `Error: ${String(message).split('\n')[0]}`,
      );
    }
    return 1;
  } finally {
    await db?.close().catch(() => undefined);
    await lock?.release();
  }
}

process.exitCode = await main(process.argv.slice(2));
