import { describe, expect, it } from 'vitest';
import { InvalidBasePathError, normalizeBasePath } from './basePath';

describe('normalizeBasePath', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['  ', '/'],
    ['guide', '/guide/'],
    ['/guide', '/guide/'],
    ['guide/', '/guide/'],
    ['/guide/', '/guide/'],
    ['//a/b//', '/a/b/'],
    [' /fan-site_1/ ', '/fan-site_1/'],
    ['/v1.2/', '/v1.2/'],
  ])('%j becomes %j', (raw, expected) => {
    expect(normalizeBasePath(raw)).toBe(expected);
  });

  it.each(['/../etc', '/a..b/', '/a b', '/a?b', '/a#b', '/<x>', '/"x"', 'https://x.test/', '/ü/'])(
    'refuses %j',
    (raw) => {
      expect(() => normalizeBasePath(raw)).toThrow(InvalidBasePathError);
    },
  );
});
