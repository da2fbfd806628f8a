import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/database';
import { hashToken } from './session';

/**
 * A browser that signed in to an account gets a long-lived cookie naming it a trusted device of
 * that account (only the token's hash is stored). Sign-in throttling does not hold such a browser
 * back for other people's failures from its address (server/auth/throttle.ts).
 */
export const DEVICE_COOKIE = 'did';
const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/** Whether `token` (the request's device cookie) is a trusted device of that account. */
export async function isTrustedDevice(
  db: Queryable,
  userId: string,
  token: string | undefined,
): Promise<boolean> {
  if (!token) return false;
  const rows = await db.query(
    'SELECT 1 FROM trusted_devices WHERE token_hash = $1 AND user_id = $2 AND last_used_at > $3',
    [hashToken(token), userId, new Date(Date.now() - DEVICE_TTL_MS)],
  );
  return rows.length > 0;
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
  if (token && (await isTrustedDevice(db, userId, token))) {
    await db.query('UPDATE trusted_devices SET last_used_at = $2 WHERE token_hash = $1', [
      hashToken(token),
      now,
    ]);
  } else {
    token = randomBytes(32).toString('base64url');
    await db.query('DELETE FROM trusted_devices WHERE last_used_at <= $1', [
      new Date(now.getTime() - DEVICE_TTL_MS),
    ]);
    await db.query(
      'INSERT INTO trusted_devices (token_hash, user_id, created_at, last_used_at) VALUES ($1, $2, $3, $3)',
      [hashToken(token), userId, now],
    );
  }
  const { basePath, secureCookies } = reply.server.config;
  reply.setCookie(DEVICE_COOKIE, token, {
    // Only the sign-in route needs it.
    path: `${basePath}api/auth`,
    maxAge: Math.floor(DEVICE_TTL_MS / 1000),
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies,
  });
}
