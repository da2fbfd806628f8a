/**
 * Starts a throw-away PostgreSQL server (Debian's binaries) on 127.0.0.1 for the PostgreSQL-mode
 * tests: a new cluster in a temp folder, a free port, trust auth on loopback only.
 * TEST_DATABASE_URL skips all this and uses an existing server instead.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './freePort';

export const POSTGRES_MISSING =
  'PostgreSQL server binaries not found: install them with `apt-get install -y postgresql` (or set TEST_DATABASE_URL).';

export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const initdb = which.stdout.trim();
  return initdb ? path.dirname(initdb) : null;
}

export interface RunningPostgres {
  url: string;
  /** The folder of its Unix socket (`.s.PGSQL.<port>`), for a `?host=<folder>` URL. */
  socketDir: string;
  port: number;
  stop(): void;
}

export interface PostgresOptions {
  /**
   * A configuration file read after the cluster's own `postgresql.conf`, as a `conf.d` drop-in is
   * on Debian (deploy/postgresql-small.conf); a setting PostgreSQL refuses stops the start.
   */
  dropIn?: string;
}

export async function startPostgres(options: PostgresOptions = {}): Promise<RunningPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(POSTGRES_MISSING);
  const dir = mkdtempSync(path.join(tmpdir(), 'hero-guide-pg-'));
  const port = await freePort();
  // PostgreSQL refuses to run as root: run it as the `postgres` user Debian's package creates.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(idOf('-u')), Number(idOf('-g')));
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    execFileSync(command, fullArgs, { stdio: 'pipe', cwd: tmpdir() });
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  if (options.dropIn) {
    // Copied into the cluster's folder, which the `postgres` user can read wherever the file is.
    copyFileSync(options.dropIn, path.join(data, 'drop-in.conf'));
    appendFileSync(path.join(data, 'postgresql.conf'), "\ninclude 'drop-in.conf'\n");
  }
  const log = path.join(dir, 'server.log');
  try {
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      log,
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  } catch (error) {
    // Its log says why (a setting it refuses, a port taken); nothing is left behind.
    const said = existsSync(log) ? readFileSync(log, 'utf8').trim() : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${said || (error as Error).message}`, {
      cause: error,
    });
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    socketDir: dir,
    port,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function idOf(flag: '-u' | '-g'): string {
  return execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim();
}
