import { createRequire } from 'node:module';
import type Pg from 'pg';

/**
 * Where DATABASE_URL points, read as pg reads it (a host and port, or the folder of a Unix socket:
 * `postgres://hero-guide@/hero_guide?host=/var/run/postgresql`), never with its password. pg is
 * loaded here only when asked: a server on the embedded database never holds it (14 MiB).
 */
export function postgresLocation(url: string): { database: string; where: string } {
  const pg = createRequire(import.meta.url)('pg') as typeof Pg;
  const { database, host, port } = new pg.Client({ connectionString: url });
  return {
    database: database || '(default)',
    where: host.startsWith('/') ? `the socket in ${host}` : `${host}:${port}`,
  };
}
