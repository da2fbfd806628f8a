import { describe, expect, it } from 'vitest';
import { tierListUpdatedAt } from './tierListUpdated';

describe('tierListUpdatedAt', () => {
  it.each([
    [[], null],
    [['2026-11-01T00:00:00.000Z'], '2026-11-01T00:00:00.000Z'],
    [
      ['2026-11-01T00:00:00.000Z', '2026-11-03T00:00:00.000Z', '2026-11-02T00:00:00.000Z'],
      '2026-11-03T00:00:00.000Z',
    ],
  ])('of %j is %s', (times, expected) => {
    expect(tierListUpdatedAt(times.map((updatedAt) => ({ updatedAt })))).toBe(expected);
  });
});
