import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate';

describe('formatDate', () => {
  it('writes the day in UTC as English readers do', () => {
    expect(formatDate('2025-03-04T10:00:00.000Z')).toBe('Mar 4, 2025');
    // Late in the evening west of UTC is already the next day in UTC.
    expect(formatDate('2026-11-26T23:30:00-05:00')).toBe('Nov 27, 2026');
  });

  it('reads the same as Intl’s US English date in UTC, for every month and any day', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 10, 28]) {
        const time = Date.UTC(2000 + month * 3, month, day, 23, 59);
        expect(formatDate(new Date(time).toISOString())).toBe(intl.format(time));
      }
    }
  });

  it('is empty for a time it cannot read', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('yesterday')).toBe('');
  });
});
