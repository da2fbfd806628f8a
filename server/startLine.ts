import type { Config } from './config';
import { postgresLocation } from './db/postgresLocation';
import type { Provisioning } from './provision';

/** Where the data lives, never with the password DATABASE_URL may carry. */
export function describeDatabase({
  databaseUrl,
  dataDir,
}: Pick<Config, 'databaseUrl' | 'dataDir'>) {
  if (databaseUrl) {
    const { database, where } = postgresLocation(databaseUrl);
    return `PostgreSQL database ${database} on ${where}`;
  }
  if (dataDir.startsWith('memory://')) return 'the embedded database in memory';
  return `the embedded database in ${dataDir}`;
}

function adminNote(admin: Provisioning['admin']): string | undefined {
  if (!admin) return undefined;
  const { email, outcome } = admin;
  if (outcome === 'created') return `created the admin ${email}`;
  if (outcome === 'existed') return `the admin ${email} exists`;
  return `ADMIN_PASSWORD was NOT applied: the admin ${email} already exists with another password (to change it: npm run admin -- reset-password ${email})`;
}

/**
 * The one line the server prints once it listens (docs/product.md#server-start): the address, the
 * database, and what this start did to it, so an operator sees at once that a new admin or the
 * sample data came from this start, and why a changed ADMIN_PASSWORD still does not sign in.
 */
export function startLine(url: string, config: Config, provisioning: Provisioning): string {
  const notes = [
    `Site running at ${url} with ${describeDatabase(config)}`,
    adminNote(provisioning.admin),
    provisioning.seeded ? 'added the sample heroes, teams, equipment, codes and guides' : undefined,
  ];
  return `${notes.filter(Boolean).join('; ')}.`;
}

/** The address to print for what the server listens on; an IPv6 host goes in brackets. */
export function siteUrl(host: string, port: number, basePath: string): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}${basePath}`;
}

/**
 * Said on the line after the start line while PUBLIC_URL is unset (docs/product.md#public-address):
 * pages then name the listening address, or a host of ALLOWED_HOSTS a request asked for, and
 * search engines and share cards want the site's public one.
 */
export function publicUrlAdvice(config: Pick<Config, 'publicUrl' | 'allowedHosts'>, url: string) {
  if (config.publicUrl) return undefined;
  const listed = config.allowedHosts.length ? ' (or a host of ALLOWED_HOSTS a request names)' : '';
  return `PUBLIC_URL is not set: canonical URLs, share cards and the sitemap name ${url}${listed}. Set PUBLIC_URL to the site's public address, such as https://guide.example.org.`;
}
