import { describe, expect, it } from 'vitest';
import {
  codeStatus,
  expiresInThePast,
  expiryLabel,
  isCodeActive,
  isExpiringSoon,
  isNewCode,
  sortCodes,
  visibleCodes,
} from './codeStatus';

const NOW = Date.parse('2025-06-01T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();
const expiring = (offsetMs: number) => ({ neverExpires: false, expirationDate: at(offsetMs) });
const never = { neverExpires: true, expirationDate: null };

describe('codeStatus and expiryLabel', () => {
  it.each([
    ['never expires', never, 'never-expires', 'NEVER EXPIRES'],
    ['expires in 1 second', expiring(1000), 'active', 'EXPIRES IN 1 DAY'],
    ['expires in 1 hour', expiring(HOUR), 'active', 'EXPIRES IN 1 DAY'],
    ['expires in exactly 24 hours', expiring(24 * HOUR), 'active', 'EXPIRES IN 1 DAY'],
    ['expires in 24 hours and 1 ms', expiring(24 * HOUR + 1), 'active', 'EXPIRES IN 2 DAYS'],
    ['expires in exactly 48 hours', expiring(48 * HOUR), 'active', 'EXPIRES IN 2 DAYS'],
    ['expires in 49 hours', expiring(49 * HOUR), 'active', 'EXPIRES IN 3 DAYS'],
    ['expires in 20 days', expiring(20 * 24 * HOUR), 'active', 'EXPIRES IN 20 DAYS'],
    ['expires right now', expiring(0), 'expired', 'EXPIRED'],
    ['expired a second ago', expiring(-1000), 'expired', 'EXPIRED'],
    ['expired a week ago', expiring(-7 * 24 * HOUR), 'expired', 'EXPIRED'],
    [
      'has no date and may expire',
      { neverExpires: false, expirationDate: null },
      'expired',
      'EXPIRED',
    ],
  ])('a code that %s', (_what, code, status, label) => {
    expect(codeStatus(code, NOW)).toBe(status);
    expect(isCodeActive(code, NOW)).toBe(status !== 'expired');
    expect(expiryLabel(code, NOW)).toBe(label);
  });
});

describe('expiresInThePast', () => {
  it.each([
    ['never expires', never, false],
    ['expires in 1 second', expiring(1000), false],
    ['expires in 20 days', expiring(20 * 24 * HOUR), false],
    ['expires right now', expiring(0), true],
    ['expired a second ago', expiring(-1000), true],
    ['expired a week ago', expiring(-7 * 24 * HOUR), true],
    // No date to judge: the form's own validation asks for one.
    ['has no date and may expire', { neverExpires: false, expirationDate: null }, false],
  ])('a code that %s: %s', (_what, code, past) => {
    expect(expiresInThePast(code, NOW)).toBe(past);
  });
});

describe('sortCodes and visibleCodes', () => {
  const codes = [
    { id: 'never-old', ...never, createdAt: '2025-01-01T00:00:00.000Z' },
    { id: 'later', ...expiring(49 * HOUR), createdAt: '2025-01-02T00:00:00.000Z' },
    { id: 'expired', ...expiring(-1000), createdAt: '2025-01-03T00:00:00.000Z' },
    { id: 'soon', ...expiring(HOUR), createdAt: '2025-01-04T00:00:00.000Z' },
    { id: 'never-new', ...never, createdAt: '2025-01-05T00:00:00.000Z' },
  ];
  const ids = (list: { id: string }[]) => list.map((code) => code.id);

  it.each([
    [
      'sorts expiring soonest first, never-expiring last (oldest first)',
      sortCodes(codes),
      ['expired', 'soon', 'later', 'never-old', 'never-new'],
    ],
    [
      'shows visitors the active codes only',
      visibleCodes(codes, NOW, false),
      ['soon', 'later', 'never-old', 'never-new'],
    ],
    [
      'shows admins every code',
      visibleCodes(codes, NOW, true),
      ['expired', 'soon', 'later', 'never-old', 'never-new'],
    ],
    [
      'hides a code once its time has passed',
      visibleCodes(codes, NOW + 2 * HOUR, false),
      ['later', 'never-old', 'never-new'],
    ],
    ['keeps an empty list empty', visibleCodes([], NOW, false), []],
  ])('%s', (_what, list, expected) => {
    expect(ids(list)).toEqual(expected);
  });

  it('does not reorder the list it was given', () => {
    const copy = [...codes];
    sortCodes(codes);
    expect(codes).toEqual(copy);
  });
});

describe('isNewCode', () => {
  it.each([
    ['added just now', at(0), true],
    ['added 1 day ago', at(-24 * HOUR), true],
    ['added 3 days ago less 1 ms', at(-72 * HOUR + 1), true],
    ['added exactly 3 days ago', at(-72 * HOUR), false],
    ['added 4 days ago', at(-96 * HOUR), false],
    ['dated later today by an admin', at(HOUR), true],
  ])('a code %s: %s', (_what, addedAt, isNew) => {
    expect(isNewCode({ addedAt }, NOW)).toBe(isNew);
  });
});

describe('isExpiringSoon', () => {
  it.each([
    ['never expires', never, false],
    ['expires in 1 second', expiring(1000), true],
    ['expires in 23 hours', expiring(23 * HOUR), true],
    ['expires in exactly 24 hours', expiring(24 * HOUR), true],
    ['expires in 24 hours and 1 ms', expiring(24 * HOUR + 1), false],
    ['expires in 20 days', expiring(20 * 24 * HOUR), false],
    ['expires right now', expiring(0), false],
    ['expired a second ago', expiring(-1000), false],
  ])('a code that %s: %s', (_what, code, soon) => {
    expect(isExpiringSoon(code, NOW)).toBe(soon);
  });
});
