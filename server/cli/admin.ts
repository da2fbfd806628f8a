import { z } from 'zod';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { DataDirInUseError, lockDataDir, needsDataDirLock, type DataDirLock } from '../dataDirLock';
import { ROLES, type Role } from '../../src/domain/user';
import { createUser, deleteUser, listUsers, setPassword } from '../auth/users';
import { CliError, readNewPassword } from './password';

const USAGE = `Manage accounts (uses the same DATA_DIR / DATABASE_URL as the server):
  npm run admin -- create <email> [--role admin|member]   (default role: admin)
  npm run admin -- list
  npm run admin -- delete <email>
  npm run admin -- reset-password <email>
The password is asked twice on a terminal, or read from the first line of stdin.`;

const emailSchema = z.email('is not a valid email address.').max(254);

function parseEmail(raw: string | undefined): string {
  if (!raw) throw new CliError(`An email address is needed.\n${USAGE}`);
  if (!emailSchema.safeParse(raw.trim()).success) {
    throw new CliError(`"${raw}" is not a valid email address.`);
  }
  return raw.trim().toLowerCase();
}

function parseRole(args: string[]): Role {
  const index = args.indexOf('--role');
  if (index === -1) return 'admin';
  const role = args[index + 1];
  if (!ROLES.includes(role as Role)) throw new CliError('--role must be admin or member.');
  return role as Role;
}

const date = (value: Date | null) =>
  value ? value.toISOString().slice(0, 16).replace('T', ' ') : '-';

type Job = (db: Database) => Promise<void>;

/** Checks arguments and reads the password before the database is opened: mistakes fail fast. */
async function plan(command: string, args: string[]): Promise<Job> {
  if (command === 'list') {
    return async (db) => {
      const users = await listUsers(db);
      if (!users.length) console.log('No accounts yet.');
      for (const user of users) {
        const created = `created ${date(user.created_at)}`;
        console.log(
          [user.email, user.role, created, `last sign-in ${date(user.last_sign_in_at)}`].join('\t'),
        );
      }
    };
  }
  const email = parseEmail(args[0]);
  if (command === 'create') {
    const role = parseRole(args);
    const password = await readNewPassword();
    return async (db) => {
      if (!(await createUser(db, { email, password, role }))) {
        throw new CliError(`An account for ${email} already exists.`);
      }
      console.log(`Created ${role} ${email}.`);
    };
  }
  if (command === 'delete') {
    return async (db) => {
      if (!(await deleteUser(db, email))) throw new CliError(`No account for ${email}.`);
      console.log(`Deleted ${email}.`);
    };
  }
  const password = await readNewPassword();
  return async (db) => {
    if (!(await setPassword(db, email, password))) throw new CliError(`No account for ${email}.`);
    console.log(`Password of ${email} changed; its sessions were ended.`);
  };
}

const COMMANDS = new Set(['create', 'list', 'delete', 'reset-password']);

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || !COMMANDS.has(command)) {
    console.error(USAGE);
    return 1;
  }
  let lock: DataDirLock | undefined;
  let db: Database | undefined;
  try {
    const job = await plan(command, args);
    const config = loadConfig();
    if (needsDataDirLock(config)) lock = await lockDataDir(config.dataDir);
    db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    await migrate(db);
    await job(db);
    return 0;
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(
        `Stop the server first (PGlite data dir ${error.dataDir} is in use), or use DATABASE_URL.`,
      );
    } else {
      const message = error instanceof Error ? error.message : String(error);
      console.error(error instanceof CliError ? message : `Error: ${message.split('\n')[0]}`);
    }
    return 1;
  } finally {
    await db?.close().catch(() => undefined);
    await lock?.release();
  }
}

process.exitCode = await main(process.argv.slice(2));
