import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import type { Provisioning } from './provision';
import { describeDatabase, publicUrlAdvice, siteUrl, startLine } from './startLine';

describe('describeDatabase', () => {
  it.each([
    [{ dataDir: '/srv/data', databaseUrl: undefined }, 'the embedded database in /srv/data'],
    [{ dataDir: 'memory://', databaseUrl: undefined }, 'the embedded database in memory'],
    [
      { dataDir: '/srv/data', databaseUrl: 'postgres://guide:s3cret@db.example:5433/heroes' },
      'PostgreSQL database heroes on db.example:5433',
    ],
    [
      {
        dataDir: '/srv/data',
        databaseUrl: 'postgresql://guide@localhost/hero%20guide?sslmode=require',
      },
      'PostgreSQL database hero guide on localhost:5432',
    ],
    [
      {
        dataDir: '/srv/data',
        databaseUrl: 'postgres://hero-guide@/hero_guide?host=/var/run/postgresql',
      },
      'PostgreSQL database hero_guide on the socket in /var/run/postgresql',
    ],
  ])('%j → %s', (settings, text) => {
    expect(describeDatabase(settings)).toBe(text);
  });

  it('never shows the password of DATABASE_URL', () => {
    const text = describeDatabase({
      dataDir: '/srv/data',
      databaseUrl: 'postgres://guide:s3cret@db.example/heroes',
    });
    expect(text).not.toContain('s3cret');
    expect(text).not.toContain('guide:');
  });
});

describe('siteUrl', () => {
  it.each([
    ['127.0.0.1', 3000, '/', 'http://127.0.0.1:3000/'],
    ['0.0.0.0', 8080, '/guide/', 'http://0.0.0.0:8080/guide/'],
    ['::1', 3000, '/', 'http://[::1]:3000/'],
  ])('%s %d %s → %s', (host, port, basePath, url) => {
    expect(siteUrl(host, port, basePath)).toBe(url);
  });
});

describe('startLine', () => {
  const config = loadConfig({ DATA_DIR: '/srv/data' });
  const url = 'http://127.0.0.1:3000/';
  const admin = (outcome: NonNullable<Provisioning['admin']>['outcome']) => ({
    email: 'you@example.com',
    outcome,
  });
  it.each<[string, Provisioning, string]>([
    [
      'a first start',
      { admin: admin('created'), seeded: true },
      'Site running at http://127.0.0.1:3000/ with the embedded database in /srv/data; created the admin you@example.com; added the sample heroes, teams, equipment, codes and guides.',
    ],
    [
      'a restart without ADMIN_EMAIL',
      { admin: null, seeded: false },
      'Site running at http://127.0.0.1:3000/ with the embedded database in /srv/data.',
    ],
    [
      'a restart with the same ADMIN_PASSWORD',
      { admin: admin('existed'), seeded: false },
      'Site running at http://127.0.0.1:3000/ with the embedded database in /srv/data; the admin you@example.com exists.',
    ],
    [
      'a restart with a changed ADMIN_PASSWORD',
      { admin: admin('password-not-applied'), seeded: false },
      'Site running at http://127.0.0.1:3000/ with the embedded database in /srv/data; ADMIN_PASSWORD was NOT applied: the admin you@example.com already exists with another password (to change it: npm run admin -- reset-password you@example.com).',
    ],
  ])('%s', (_situation, provisioning, line) => {
    expect(startLine(url, config, provisioning)).toBe(line);
  });
});

describe('publicUrlAdvice', () => {
  it('recommends PUBLIC_URL while it is unset, and says nothing once it is', () => {
    expect(publicUrlAdvice(loadConfig({}), 'http://127.0.0.1:3000')).toBe(
      "PUBLIC_URL is not set: canonical URLs, share cards and the sitemap name http://127.0.0.1:3000. Set PUBLIC_URL to the site's public address, such as https://guide.example.org.",
    );
    expect(
      publicUrlAdvice(loadConfig({ ALLOWED_HOSTS: 'guide.example.org' }), 'http://0.0.0.0:80'),
    ).toContain('name http://0.0.0.0:80 (or a host of ALLOWED_HOSTS a request names).');
    expect(
      publicUrlAdvice(loadConfig({ PUBLIC_URL: 'https://guide.example.org' }), 'http://x:1'),
    ).toBeUndefined();
  });
});
