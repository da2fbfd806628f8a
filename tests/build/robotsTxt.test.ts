// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Each build `npm test` makes, with the base path it is built for. */
const BUILDS = [
  ['dist', '/'],
  ['dist-guide', '/guide/'],
  ['dist-firebase', '/'],
] as const;

describe('robots.txt', () => {
  it.each(BUILDS)('in %s keeps crawlers out of sign-in and admin pages only', (dir, base) => {
    const lines = readFileSync(`${dir}/robots.txt`, 'utf8').trim().split('\n');
    expect(lines).toEqual(['User-agent: *', `Disallow: ${base}logmin`, `Disallow: ${base}admin`]);
  });
});
