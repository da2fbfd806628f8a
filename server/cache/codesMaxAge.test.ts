import { describe, expect, it } from 'vitest';
import { codesStayRightFor } from './codesMaxAge';
import type { Code } from '../../src/domain/code';

describe('codesStayRightFor', () => {
  const code = (expirationDate: string | null): Code => ({
    id: 'x',
    code: 'X',
    neverExpires: expirationDate === null,
    expirationDate,
    reward: '',
    addedAt: '2024-01-01T00:00:00.000Z',
    createdAt: '2024-01-01T00:00:00.000Z',
    version: 1,
  });
  const now = Date.parse('2024-06-01T00:00:00.000Z');

  it('is the time until the first listed code expires, at most a minute', () => {
    expect(codesStayRightFor([code('2024-06-01T00:00:05.000Z'), code(null)], now)).toBe(5000);
    expect(codesStayRightFor([code('2024-06-02T00:00:00.000Z')], now)).toBe(60_000);
    expect(codesStayRightFor([code(null)], now)).toBe(60_000);
    expect(codesStayRightFor([], now)).toBe(60_000);
    // One already past: nothing may be kept.
    expect(codesStayRightFor([code('2024-05-31T23:59:59.000Z')], now)).toBeLessThanOrEqual(0);
  });
});
