import path from 'node:path';
import { InvalidBasePathError, normalizeBasePath } from '../src/domain/basePath';
import { InvalidPublicUrlError, normalizePublicUrl } from '../src/domain/publicUrl';

/** The server log's levels, from the fewest lines to the most; `silent` writes none. */
export const LOG_LEVELS = ['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Everything the server reads from the environment (documented in README and .env.example). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Always starts and ends with '/', e.g. '/' or '/guide/'. */
  basePath: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedSampleData: boolean;
  /** Folder of the built SPA (vite build output). */
  staticDir: string;
  /** Send the Secure flag on the session cookie (on unless running on plain http locally). */
  secureCookies: boolean;
  /**
   * How many reverse proxies stand in front of the server (TRUST_PROXY): `false` for none. The
   * client's address and scheme are then read from what the nearest of them added to
   * `X-Forwarded-For` and `X-Forwarded-Proto`, never from what a client wrote there itself.
   */
  trustProxy: false | number;
  /**
   * Automatic backups (BACKUP_DIR, BACKUP_KEEP, BACKUP_EVERY_HOURS; docs/backups.md); null when
   * off (BACKUP_KEEP=0, or an in-memory database).
   */
  backups: { dir: string; keep: number; everyHours: number } | null;
  /**
   * The backup folder (BACKUP_DIR, else DATA_DIR/backups): the automatic backups and the copy of
   * the site saved before each restore in the app. Null for an in-memory database without
   * BACKUP_DIR, which has no folder of its own.
   */
  backupDir: string | null;
  /**
   * The site's public origin (`https://example.org`) for canonical URLs, share cards and the
   * sitemap; undefined to use the address each request came to.
   */
  publicUrl: string | undefined;
  /**
   * Without PUBLIC_URL, the Host headers the site's address may be taken from (ALLOWED_HOSTS,
   * lower case, `name` or `name:port`) besides the listening address's own
   * (server/render/siteOrigin.ts); any other Host header is never written into a page.
   */
  allowedHosts: string[];
  /** How much the server logs (LOG_LEVEL; docs/product.md#server-start). */
  logLevel: LogLevel;
}

export class ConfigError extends Error {}

/** The shared rules (also used by the build), reported like every other bad setting. */
function basePathSetting(raw: string | undefined): string {
  try {
    return normalizeBasePath(raw);
  } catch (error) {
    if (error instanceof InvalidBasePathError) throw new ConfigError(error.message);
    throw error;
  }
}

/** TRUST_PROXY: false (none), true (one proxy), or the number of proxies in front. */
function proxyHops(raw: string | undefined): false | number {
  if (raw !== undefined && /^\s*\d+\s*$/.test(raw)) {
    const hops = Number(raw);
    if (hops <= 1) return hops === 1 ? 1 : false;
    return hops;
  }
  try {
    return parseBoolean('TRUST_PROXY', raw, false) ? 1 : false;
  } catch {
    throw new ConfigError(
      `TRUST_PROXY must be true, false or the number of reverse proxies in front of the server, not "${raw}".`,
    );
  }
}

function parseBoolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, not "${raw}".`);
}

/** `memory://` keeps PGlite in memory (tests); anything else is a folder. */
function resolveDataDir(raw: string | undefined): string {
  const value = raw?.trim() || './data';
  return value.startsWith('memory://') ? value : path.resolve(value);
}

function wholeNumber(name: string, raw: string | undefined, fallback: number, min: number) {
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^\s*\d+\s*$/.test(raw) || Number(raw) < min) {
    throw new ConfigError(`${name} must be a whole number of at least ${min}, not "${raw}".`);
  }
  return Number(raw);
}

function backupDirSetting(env: NodeJS.ProcessEnv, dataDir: string): Config['backupDir'] {
  const dir = env.BACKUP_DIR?.trim();
  // An in-memory database is gone with the process: it has no folder unless one is named.
  if (!dir && dataDir.startsWith('memory://')) return null;
  return path.resolve(dir || path.join(dataDir, 'backups'));
}

function backupSetting(env: NodeJS.ProcessEnv, dir: string | null): Config['backups'] {
  const keep = wholeNumber('BACKUP_KEEP', env.BACKUP_KEEP, 7, 0);
  const everyHours = wholeNumber('BACKUP_EVERY_HOURS', env.BACKUP_EVERY_HOURS, 24, 1);
  if (keep === 0 || dir === null) return null;
  return { dir, keep, everyHours };
}

function publicUrlSetting(raw: string | undefined): string | undefined {
  try {
    return normalizePublicUrl(raw);
  } catch (error) {
    if (error instanceof InvalidPublicUrlError) throw new ConfigError(error.message);
    throw error;
  }
}

/** ALLOWED_HOSTS: host names as a Host header carries them (`name`, `name:port`), by commas. */
function allowedHostsSetting(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const hostName =
    /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;
  const bad = entries.find((entry) => !hostName.test(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      `ALLOWED_HOSTS must list host names as browsers send them, separated by commas (such as guide.example.org,guide.example.org:8080), not "${bad}".`,
    );
  }
  return entries;
}

function logLevelSetting(raw: string | undefined): LogLevel {
  const value = raw?.trim().toLowerCase() || 'info';
  const level = LOG_LEVELS.find((known) => known === value);
  if (!level) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${raw}".`);
  }
  return level;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const rawPort = env.PORT ?? '3000';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a number from 0 to 65535, not "${rawPort}".`);
  }
  const dataDir = resolveDataDir(env.DATA_DIR);
  const backupDir = backupDirSetting(env, dataDir);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://.');
  }
  const adminEmail = env.ADMIN_EMAIL?.trim() || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    throw new ConfigError('Set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither.');
  }
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir,
    databaseUrl,
    basePath: basePathSetting(env.BASE_PATH),
    adminEmail,
    adminPassword,
    seedSampleData: parseBoolean('SEED_SAMPLE_DATA', env.SEED_SAMPLE_DATA, true),
    staticDir: path.resolve(env.STATIC_DIR?.trim() || './dist'),
    secureCookies: parseBoolean('SECURE_COOKIES', env.SECURE_COOKIES, false),
    trustProxy: proxyHops(env.TRUST_PROXY),
    publicUrl: publicUrlSetting(env.PUBLIC_URL),
    allowedHosts: allowedHostsSetting(env.ALLOWED_HOSTS),
    logLevel: logLevelSetting(env.LOG_LEVEL),
    backups: backupSetting(env, backupDir),
    backupDir,
  };
}
