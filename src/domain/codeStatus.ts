import type { Code } from './code';

const DAY_MS = 24 * 60 * 60 * 1000;

export type CodeStatus = 'never-expires' | 'active' | 'expired';

type CodeExpiry = Pick<Code, 'neverExpires' | 'expirationDate'>;

/** A code added this recently shows the NEW badge (docs/product.md#codes). */
export const NEW_CODE_MS = 3 * DAY_MS;
/** A code expiring this soon is highlighted (docs/product.md#codes). */
export const EXPIRING_SOON_MS = DAY_MS;

/** Active while it never expires or its expiry is still in the future. */
export function codeStatus(code: CodeExpiry, now: number): CodeStatus {
  if (code.neverExpires) return 'never-expires';
  if (!code.expirationDate) return 'expired';
  return Date.parse(code.expirationDate) > now ? 'active' : 'expired';
}

export const isCodeActive = (code: CodeExpiry, now: number) => codeStatus(code, now) !== 'expired';

/** NEW: added less than 3 days ago (exactly 3 days ago is no longer new). */
export function isNewCode(code: Pick<Code, 'addedAt'>, now: number): boolean {
  return Date.parse(code.addedAt) > now - NEW_CODE_MS;
}

/** Still active and expiring within the next 24 hours (exactly 24 hours included). */
export function isExpiringSoon(code: CodeExpiry, now: number): boolean {
  if (codeStatus(code, now) !== 'active' || !code.expirationDate) return false;
  return Date.parse(code.expirationDate) - now <= EXPIRING_SOON_MS;
}

/**
 * Whether a code about to be saved has an expiry that has already passed: players would never
 * see it, so the admin is asked first (docs/product.md#codes).
 */
export function expiresInThePast(code: CodeExpiry, now: number): boolean {
  return !code.neverExpires && code.expirationDate !== null && !isCodeActive(code, now);
}

/** Whole days left, rounded up: 1 hour left is 1 day, exactly 48 hours is 2. */
export function daysLeft(expirationDate: string, now: number): number {
  return Math.ceil((Date.parse(expirationDate) - now) / DAY_MS);
}

/** The card's label: 'EXPIRES IN n DAYS', 'EXPIRES IN 1 DAY', 'NEVER EXPIRES' or 'EXPIRED'. */
export function expiryLabel(code: CodeExpiry, now: number): string {
  const status = codeStatus(code, now);
  if (status === 'never-expires') return 'NEVER EXPIRES';
  if (status === 'expired' || !code.expirationDate) return 'EXPIRED';
  const days = daysLeft(code.expirationDate, now);
  return `EXPIRES IN ${days} ${days === 1 ? 'DAY' : 'DAYS'}`;
}

/** Expiring soonest first (expired ones, for admins, come first), never-expiring last. */
export function sortCodes<T extends CodeExpiry & Pick<Code, 'createdAt'>>(
  codes: readonly T[],
): T[] {
  const expiresAt = (code: T) =>
    code.neverExpires || !code.expirationDate ? Infinity : Date.parse(code.expirationDate);
  return [...codes].sort(
    (a, b) => expiresAt(a) - expiresAt(b) || a.createdAt.localeCompare(b.createdAt),
  );
}

/** What a visitor may see now, in display order. */
export function visibleCodes<T extends CodeExpiry & Pick<Code, 'createdAt'>>(
  codes: readonly T[],
  now: number,
  includeExpired: boolean,
): T[] {
  return sortCodes(includeExpired ? codes : codes.filter((code) => isCodeActive(code, now)));
}
