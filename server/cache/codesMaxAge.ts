import type { Code } from '../../src/domain/code';

/** Even with no code expiring soon; also bounds any clock difference with the database. */
const LONGEST_CODES_AGE_MS = 60_000;

/**
 * How long a visitor's list of codes (or a page showing it) stays right: until the first code in
 * it expires, at most a minute. Expired codes are hidden from visitors
 * (docs/decisions.md#expired-codes), so time alone changes the list.
 */
export function codesStayRightFor(codes: readonly Code[], now = Date.now()): number {
  const untilExpiry = codes
    .filter((code) => !code.neverExpires && code.expirationDate !== null)
    .map((code) => Date.parse(code.expirationDate ?? '') - now);
  return Math.min(LONGEST_CODES_AGE_MS, ...untilExpiry);
}
