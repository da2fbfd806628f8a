import { describe, expect, it } from 'vitest';
import { searchStatus } from './searchStatus';

describe('searchStatus', () => {
  it.each([
    ['', 0, true, 'Type to find heroes, guides and codes.'],
    ['  ', 3, false, 'Type to find heroes, guides and codes.'],
    ['aur', 1, false, '1 result'],
    ['a', 7, true, '7 results'],
    ['zz', 0, true, 'Loading…'],
    [' zz ', 0, false, 'No results for “zz”.'],
  ])('%j with %i results (loading %j) says %j', (query, results, loading, expected) => {
    expect(searchStatus(query, results, loading)).toBe(expected);
  });
});
