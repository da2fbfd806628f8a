/**
 * The files of deploy/ (docs/deploy.md): systemd accepts the units, they and the proxies agree with
 * the guide and with each other, and the server started as each unit starts it (its Environment=
 * lines, its Node flags) answers a request as the proxy forwards it the way a browser needs.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { serverCommand } from '../support/compiledServer';
import { waitUntilAnswering } from '../support/builtServer';
import { freePort } from '../support/freePort';
import { startPostgres, type RunningPostgres } from '../support/postgresServer';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DEPLOY = path.join(ROOT, 'deploy');
const PGLITE_UNIT = 'hero-guide.service';
const POSTGRES_UNIT = 'hero-guide-postgres.service';
const COPY_UNITS = ['hero-guide-backup-copy.service', 'hero-guide-backup-copy.timer'];
/** What `npm run build` writes and the units start. */
const SERVER_SCRIPT = 'dist/.server/main.js';

type Unit = Map<string, Map<string, string[]>>;

/**
 * A unit file's settings by section, each key with its values in order (systemd's syntax: `#` and
 * `;` start comments, a line ending in a backslash goes on on the next one).
 */
function parseUnit(text: string): Unit {
  const unit: Unit = new Map();
  let section: Map<string, string[]> | undefined;
  for (const line of text.replace(/\\\n\s*/g, ' ').split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#') || trimmed.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(trimmed);
    if (header) {
      section = new Map();
      unit.set(header[1]!, section);
      continue;
    }
    const equals = trimmed.indexOf('=');
    if (!section || equals === -1) throw new Error(`Not a unit file line: ${trimmed}`);
    const key = trimmed.slice(0, equals).trim();
    section.set(key, [...(section.get(key) ?? []), trimmed.slice(equals + 1).trim()]);
  }
  return unit;
}

async function readUnit(name: string): Promise<Unit> {
  return parseUnit(await readFile(path.join(DEPLOY, name), 'utf8'));
}

/** A setting's last value (the one systemd keeps for a single-valued key). */
function setting(unit: Unit, section: string, key: string): string | undefined {
  return unit.get(section)?.get(key)?.at(-1);
}

/** Every `Environment=` assignment, words split and unquoted as systemd does. */
function environmentOf(unit: Unit): Record<string, string> {
  const env: Record<string, string> = {};
  for (const value of unit.get('Service')?.get('Environment') ?? []) {
    for (const [, quoted, bare] of value.matchAll(/"([^"]*)"|(\S+)/g)) {
      const word = quoted ?? bare!;
      const equals = word.indexOf('=');
      env[word.slice(0, equals)] = word.slice(equals + 1);
    }
  }
  return env;
}

/** ExecStart= as its words: Node, its flags, the script. */
function execStart(unit: Unit): { node: string; flags: string[]; script: string } {
  const words = (setting(unit, 'Service', 'ExecStart') ?? '').split(/\s+/);
  return { node: words[0]!, flags: words.slice(1, -1), script: words.at(-1)! };
}

/** `systemd-analyze verify` of units copied to `dir`: its exit status and everything it said. */
function verify(dir: string, names: string[]) {
  const run = spawnSync('systemd-analyze', ['verify', '--man=no', ...names], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (run.error) throw run.error;
  return { status: run.status, output: `${run.stdout}${run.stderr}`.trim() };
}

let verifyDir: string;

/**
 * The units in a folder of their own, as systemd-analyze reads them here: it refuses a unit whose
 * ExecStart= names a program this machine lacks, or that requires a unit it cannot find. So Node
 * is this Node (process.execPath: /usr/bin/node on a server, anywhere on a test machine), rsync,
 * which the tests do not need, is a stand-in script, and postgresql.service a stand-in unit
 * (systemd-analyze also looks for units in the folder of the ones it verifies).
 */
async function unitsForVerify(dir: string, edit: (text: string) => string = (text) => text) {
  const rsync = path.join(dir, 'rsync');
  await writeFile(rsync, '#!/bin/sh\n');
  await chmod(rsync, 0o755);
  await writeFile(
    path.join(dir, 'postgresql.service'),
    '[Unit]\nDescription=stand-in\n[Service]\nExecStart=/bin/true\n',
  );
  for (const name of [PGLITE_UNIT, POSTGRES_UNIT, ...COPY_UNITS]) {
    const text = (await readFile(path.join(DEPLOY, name), 'utf8'))
      .replaceAll('/usr/bin/node ', `${process.execPath} `)
      .replaceAll('/usr/bin/rsync ', `${rsync} `);
    await writeFile(path.join(dir, name), edit(text));
  }
}

beforeAll(async () => {
  verifyDir = await mkdtemp(path.join(tmpdir(), 'deploy-units-'));
  await unitsForVerify(verifyDir);
});
afterAll(() => rm(verifyDir, { recursive: true, force: true }));

describe('the systemd units', () => {
  it.each([[PGLITE_UNIT], [POSTGRES_UNIT], [COPY_UNITS.join(' ')]])(
    '%s: systemd-analyze verify accepts them without a word',
    (names) => {
      // A setting systemd ignores (a typo, a bad value) is only a warning, exit status 0: the
      // check is that it says nothing at all.
      expect(verify(verifyDir, names.split(' '))).toEqual({ status: 0, output: '' });
    },
  );

  it('the check refuses a unit with a setting systemd would ignore, and one it cannot start', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'deploy-units-broken-'));
    try {
      await unitsForVerify(dir, (text) =>
        text.replace('MemoryMax=320M', 'MemoryMax=lots').replace('ExecStart=', 'ExecStrat='),
      );
      const broken = verify(dir, [POSTGRES_UNIT]);
      expect(broken.status).not.toBe(0);
      expect(broken.output).toContain("Invalid memory limit 'lots'");
      expect(broken.output).toContain('ExecStrat');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.each([
    [PGLITE_UNIT, '192'],
    [POSTGRES_UNIT, '128'],
  ])(
    '%s runs the built server as its own user, capped, restarted on failure',
    async (name, heap) => {
      const unit = await readUnit(name);
      expect(setting(unit, 'Service', 'User')).toBe('hero-guide');
      expect(setting(unit, 'Service', 'WorkingDirectory')).toBe('/srv/hero-guide');
      expect(execStart(unit)).toEqual({
        node: '/usr/bin/node',
        flags: [`--max-old-space-size=${heap}`],
        script: SERVER_SCRIPT,
      });
      expect(setting(unit, 'Service', 'MemoryMax')).toMatch(/^\d+M$/);
      expect(setting(unit, 'Service', 'Restart')).toBe('on-failure');
      expect(setting(unit, 'Service', 'StateDirectory')).toBe('hero-guide');
      expect(setting(unit, 'Service', 'ProtectSystem')).toBe('strict');
      const env = environmentOf(unit);
      expect(env).toMatchObject({
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        TRUST_PROXY: '1',
        SECURE_COOKIES: 'true',
        PUBLIC_URL: 'https://guide.example.org',
        // Inside StateDirectory, the one folder the service may write.
        BACKUP_DIR: '/var/lib/hero-guide/backups',
      });
    },
  );

  it('the embedded database lives in the state folder; the PostgreSQL unit leaves it out', async () => {
    const embedded = environmentOf(await readUnit(PGLITE_UNIT));
    expect(embedded.DATA_DIR).toBe('/var/lib/hero-guide/data');
    expect(embedded.DATABASE_URL).toBeUndefined();
    const postgres = await readUnit(POSTGRES_UNIT);
    expect(environmentOf(postgres).DATA_DIR).toBeUndefined();
    expect(setting(postgres, 'Unit', 'Requires')).toBe('postgresql.service');
    expect(setting(postgres, 'Unit', 'After')).toContain('postgresql.service');
    expect(parseInt(setting(postgres, 'Service', 'MemoryMax')!)).toBeLessThan(
      parseInt(setting(await readUnit(PGLITE_UNIT), 'Service', 'MemoryMax')!),
    );
  });

  it("the PostgreSQL unit's DATABASE_URL reaches the socket as the role of the service's user", async () => {
    const url = new URL(environmentOf(await readUnit(POSTGRES_UNIT)).DATABASE_URL!);
    // pg takes the host and the user from the query when the URL has none (the server below runs
    // on a URL of this form); a user before an empty host would not be a URL the server can read.
    expect(url.host).toBe('');
    expect({
      host: url.searchParams.get('host'),
      user: url.searchParams.get('user'),
      database: url.pathname,
    }).toEqual({ host: '/var/run/postgresql', user: 'hero-guide', database: '/hero_guide' });
  });

  it('the copy of the backups reads the folder the server writes them to', async () => {
    const copy = await readUnit(COPY_UNITS[0]!);
    const backupDir = environmentOf(await readUnit(PGLITE_UNIT)).BACKUP_DIR!;
    expect(setting(copy, 'Service', 'User')).toBe('hero-guide');
    expect(setting(copy, 'Service', 'ExecStart')).toContain(` ${backupDir}/ \${BACKUP_COPY_TO}`);
    expect(setting(copy, 'Service', 'ExecStart')).toContain('--exclude=*.partial');
  });
});

describe('the proxies', () => {
  let port: string;
  let publicHost: string;
  beforeAll(async () => {
    const pglite = environmentOf(await readUnit(PGLITE_UNIT));
    const postgres = environmentOf(await readUnit(POSTGRES_UNIT));
    expect(postgres.PORT).toBe(pglite.PORT);
    port = pglite.PORT!;
    publicHost = new URL(pglite.PUBLIC_URL!).host;
  });

  it("Caddy serves PUBLIC_URL's name and forwards to the unit's port", async () => {
    const caddyfile = await readFile(path.join(DEPLOY, 'Caddyfile'), 'utf8');
    const site = /^(\S+) \{\n\treverse_proxy (\S+)\n\}/m.exec(caddyfile);
    expect(site?.slice(1)).toEqual([publicHost, `127.0.0.1:${port}`]);
  });

  it("nginx serves PUBLIC_URL's name, forwards to the unit's port with the headers TRUST_PROXY reads", async () => {
    const conf = await readFile(path.join(DEPLOY, 'nginx.conf'), 'utf8');
    expect(conf).toMatch(
      new RegExp(`^\\s*server_name ${publicHost.replaceAll('.', '\\.')};$`, 'm'),
    );
    expect(conf).toMatch(new RegExp(`^\\s*proxy_pass http://127\\.0\\.0\\.1:${port};$`, 'm'));
    for (const header of [
      'Host $host',
      'X-Forwarded-For $proxy_add_x_forwarded_for',
      'X-Forwarded-Proto $scheme',
    ]) {
      expect(conf).toContain(`proxy_set_header ${header};`);
    }
    // Room for a backup's upload (256 MB, docs/backups.md#limits).
    expect(Number(/client_max_body_size (\d+)m;/.exec(conf)?.[1])).toBeGreaterThanOrEqual(256);
  });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const VISITOR_ADDRESS = '203.0.113.7';

/**
 * A request as the proxy forwards a browser's: the site's Host, the scheme the browser used and
 * the browser's address, on a plain HTTP connection to the server.
 */
function asForwarded(
  port: number,
  publicUrl: string,
  method: string,
  pathname: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<Answer> {
  const { host, origin } = new URL(publicUrl);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        headers: {
          host,
          'x-forwarded-for': VISITOR_ADDRESS,
          'x-forwarded-proto': 'https',
          'x-forwarded-host': host,
          origin,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

interface UnitServer {
  port: number;
  publicUrl: string;
  stop(): Promise<void>;
}

const ADMIN = { email: 'owner@example.test', password: 'a long passphrase for the deploy test' };

/**
 * The server as the unit starts it: only the unit's environment (systemd passes no other), the
 * unit's Node flags, from the project folder (WorkingDirectory, so STATIC_DIR is its dist/). The
 * first admin stands for /etc/hero-guide/env; `overrides` for the paths of this machine.
 */
async function startAsUnit(name: string, overrides: Record<string, string>): Promise<UnitServer> {
  const unit = await readUnit(name);
  const port = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    ...environmentOf(unit),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    PORT: String(port),
    ...overrides,
  };
  const [node, ...compiled] = await serverCommand('main', { shortLived: true });
  // The compiled sources stand for dist/.server/main.js.
  expect(execStart(unit).script).toBe(SERVER_SCRIPT);
  const child: ChildProcess = spawn(node, [...execStart(unit).flags, ...compiled], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitUntilAnswering(child, `http://127.0.0.1:${port}/api/health`, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, publicUrl: env.PUBLIC_URL!, stop };
}

/** Signs the admin in through the proxy's headers: the session cookie as the browser gets it. */
async function signInThroughProxy(server: UnitServer) {
  const signIn = await asForwarded(server.port, server.publicUrl, 'POST', '/api/auth/sign-in', {
    body: ADMIN,
  });
  expect(signIn.status, signIn.body).toBe(200);
  const setCookie = (signIn.headers['set-cookie'] ?? []) as string[];
  const session = setCookie.find((line) => line.startsWith('sid='));
  expect(session).toBeDefined();
  return { session: session!, cookie: session!.split(';')[0]! };
}

function expectBrowserCookie(session: string) {
  const attributes = session
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());
  // Secure: sent back only over HTTPS (SECURE_COOKIES); the rest as always.
  expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=strict']));
}

/** The visitor's own address, not the proxy's, is what the session records (TRUST_PROXY). */
async function expectVisitorAddress(server: UnitServer, cookie: string) {
  const sessions = await asForwarded(server.port, server.publicUrl, 'GET', '/api/auth/sessions', {
    cookie,
  });
  expect(sessions.status, sessions.body).toBe(200);
  const { sessions: list } = JSON.parse(sessions.body) as {
    sessions: { address: string; current: boolean }[];
  };
  expect(list.find((entry) => entry.current)?.address).toBe(VISITOR_ADDRESS);
}

describe('the server as the embedded-database unit starts it', () => {
  let state: string;
  let server: UnitServer;
  beforeAll(async () => {
    state = await mkdtemp(path.join(tmpdir(), 'deploy-pglite-'));
    server = await startAsUnit(PGLITE_UNIT, {
      DATA_DIR: path.join(state, 'data'),
      BACKUP_DIR: path.join(state, 'backups'),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(state, { recursive: true, force: true });
  });

  it('signs a browser in through the proxy with a Secure cookie, under its own address', async () => {
    const { session, cookie } = await signInThroughProxy(server);
    expectBrowserCookie(session);
    await expectVisitorAddress(server, cookie);
  });

  it("names PUBLIC_URL in its pages and writes its first backup into the unit's BACKUP_DIR", async () => {
    const page = await asForwarded(server.port, server.publicUrl, 'GET', '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<link rel="canonical" href="https://guide.example.org/"');
    // The server writes a backup on start (docs/backups.md#making-one).
    await expect
      .poll(() => readdir(path.join(state, 'backups')).catch(() => []), { timeout: 30_000 })
      .toEqual([expect.stringMatching(/^hero-guide-backup-.*\.json\.gz$/)]);
  });
});

describe('the server as the PostgreSQL unit starts it, on PostgreSQL tuned by the drop-in', () => {
  let postgres: RunningPostgres;
  let state: string;
  let server: UnitServer;
  beforeAll(async () => {
    state = await mkdtemp(path.join(tmpdir(), 'deploy-postgres-'));
    postgres = await startPostgres({ dropIn: path.join(DEPLOY, 'postgresql-small.conf') });
    const url = new URL(environmentOf(await readUnit(POSTGRES_UNIT)).DATABASE_URL!);
    const admin = await openDatabase({ databaseUrl: postgres.url, dataDir: '' });
    try {
      await admin.query(`CREATE DATABASE ${url.pathname.slice(1)}`);
    } finally {
      await admin.close();
    }
    // The same URL, through this cluster's socket: its folder and port, its superuser's role.
    url.searchParams.set('host', postgres.socketDir);
    url.searchParams.set('port', String(postgres.port));
    url.searchParams.set('user', 'postgres');
    server = await startAsUnit(POSTGRES_UNIT, {
      DATABASE_URL: url.toString(),
      BACKUP_DIR: path.join(state, 'backups'),
    });
  });
  afterAll(async () => {
    await server?.stop();
    postgres?.stop();
    await rm(state, { recursive: true, force: true });
  });

  it('runs on the tuned PostgreSQL, whose settings hold', async () => {
    const db = await openDatabase({ databaseUrl: postgres.url, dataDir: '' });
    try {
      const show = async (name: string) =>
        (await db.query<Record<string, string>>(`SHOW ${name}`))[0]?.[name];
      expect(await show('shared_buffers')).toBe('64MB');
      expect(await show('max_connections')).toBe('20');
      const health = await asForwarded(server.port, server.publicUrl, 'GET', '/api/health');
      expect(JSON.parse(health.body)).toEqual({ ok: true, database: 'postgres' });
    } finally {
      await db.close();
    }
  });

  it('signs a browser in through the proxy with a Secure cookie, under its own address', async () => {
    const { session, cookie } = await signInThroughProxy(server);
    expectBrowserCookie(session);
    await expectVisitorAddress(server, cookie);
  });
});
