import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/database';
import type { TrustedBrowser } from '../../src/domain/user';
import { browserSummary } from './browserSummary';
import { hashToken } from './session';

/**
 * A browser that signed in to an account gets a long-lived cookie naming it a trusted device of
 * that account (only the token's hash is stored). Sign-in throttling counts such a browser's
 * failures on their own and does not hold it back for other people's failures from its address
 * (server/auth/throttle.ts). The Account page lists them; "sign out everywhere else" and a
 * password change end all but the asker's (docs/product.md#account).
 */
export const DEVICE_COOKIE = 'did';
const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The id (the token's hash) of the trusted device `token` (the request's device cookie) names for
 * that account, or null when it names none.
 */
export async function trustedDeviceOf(
  db: Queryable,
  userId: string,
  token: string | undefined,
  now = new Date(),
): Promise<string | null> {
  if (!token) return null;
  const tokenHash = hashToken(token);
  const rows = await db.query(
    'SELECT 1 FROM trusted_devices WHERE token_hash = $1 AND user_id = $2 AND last_used_at > $3',
    [tokenHash, userId, new Date(now.getTime() - DEVICE_TTL_MS)],
  );
  return rows.length > 0 ? tokenHash : null;
}

/**
 * After a successful sign-in: the browser's device cookie is renewed if it already names this
 * account, else a new one is made.
 */
export async function trustDevice(
  db: Queryable,
  reply: FastifyReply,
  userId: string,
  token: string | undefined,
  now: Date,
): Promise<void> {
  const browser = browserSummary(reply.request.headers['user-agent']);
  if (token && (await trustedDeviceOf(db, userId, token, now))) {
    await db.query(
      'UPDATE trusted_devices SET last_used_at = $2, browser = $3 WHERE token_hash = $1',
      [hashToken(token), now, browser],
    );
  } else {
    token = randomBytes(32).toString('base64url');
    await db.query('DELETE FROM trusted_devices WHERE last_used_at <= $1', [
      new Date(now.getTime() - DEVICE_TTL_MS),
    ]);
    await db.query(
      `INSERT INTO trusted_devices (token_hash, user_id, created_at, last_used_at, browser)
       VALUES ($1, $2, $3, $3, $4)`,
      [hashToken(token), userId, now, browser],
    );
  }
  const { basePath, secureCookies } = reply.server.config;
  reply.setCookie(DEVICE_COOKIE, token, {
    // Only the routes under api/auth need it: sign-in, and the Account page's sessions.
    path: `${basePath}api/auth`,
    maxAge: Math.floor(DEVICE_TTL_MS / 1000),
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies,
  });
}

interface TrustedDeviceRow {
  public_id: string;
  token_hash: string;
  created_at: Date;
  last_used_at: Date;
  browser: string;
}

/**
 * The account's trusted browsers, most recently signed in first; the asker's own (its device
 * cookie, `currentToken`) is marked `current`.
 */
export async function listTrustedBrowsers(
  db: Queryable,
  userId: string,
  currentToken: string | undefined,
  now = new Date(),
): Promise<TrustedBrowser[]> {
  const currentHash = currentToken ? hashToken(currentToken) : '';
  const rows = await db.query<TrustedDeviceRow>(
    `SELECT public_id, token_hash, created_at, last_used_at, browser FROM trusted_devices
      WHERE user_id = $1 AND last_used_at > $2
      ORDER BY token_hash = $3 DESC, last_used_at DESC, created_at DESC, public_id`,
    [userId, new Date(now.getTime() - DEVICE_TTL_MS), currentHash],
  );
  return rows.map((row) => ({
    id: row.public_id,
    createdAt: row.created_at.toISOString(),
    lastSignInAt: row.last_used_at.toISOString(),
    browser: row.browser || 'Unknown browser',
    current: row.token_hash === currentHash,
  }));
}
