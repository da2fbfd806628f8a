// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Each build `npm test` makes, with the base path it is built for and its sitemap: the Firebase
 * build writes its own (the demo project's default domain).
 */
const BUILDS = [
  ['dist', '/', []],
  ['dist-guide', '/guide/', []],
  ['dist-firebase', '/', ['', 'Sitemap: https://demo-hero-guide.web.app/sitemap.xml']],
] as const;

describe('robots.txt', () => {
  it.each(BUILDS)(
    'in %s keeps crawlers out of sign-in and admin pages only',
    (dir, base, sitemap) => {
      const lines = readFileSync(`${dir}/robots.txt`, 'utf8').trim().split('\n');
      expect(lines).toEqual([
        'User-agent: *',
        `Disallow: ${base}logmin`,
        `Disallow: ${base}admin`,
        ...sitemap,
      ]);
    },
  );
});
