import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/database';
import { BackendError } from '../../src/domain/errors';

/**
 * Sign-in throttling (docs/product.md, "Sign-in throttling"). Failures are counted per account
 * and address, and per address, never per account alone: no one can lock an admin out by
 * guessing their password from elsewhere. A browser the account has signed in from before (a
 * trusted device) has its failures counted on their own, per device, in place of the account and
 * address's, and the per-address limit does not hold it back: the people sharing an address with
 * a guesser (a school, a mobile network, every visitor behind a proxy the server does not trust)
 * cannot lock it out, whatever they guess.
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const THROTTLED_MESSAGE =
  'Too many sign-in attempts. Please wait a few minutes and try again.';

export interface AttemptSource {
  email: string;
  ip: string;
  /** The id of the account's trusted device the browser's cookie names, or null. */
  trustedDevice: string | null;
}

export interface Attempt {
  id: string;
  pairKey: string;
}

/** A refused attempt: when to try again, in whole seconds (the `Retry-After` header). */
export class ThrottledError extends BackendError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate-limited', THROTTLED_MESSAGE);
  }
}

const pairKey = (email: string, ip: string) => `pair:${email.trim().toLowerCase()}|${ip}`;
const ipKey = (ip: string) => `ip:${ip}`;
const deviceKey = (device: string) => `device:${device}`;

/**
 * Records an attempt before the password is checked, then counts. Recording first means that
 * parallel guesses cannot all slip past the check: each one sees every attempt committed before
 * it. A refused attempt removes its own rows, so hammering does not extend the wait. A failed
 * attempt simply keeps its rows; call `attemptSucceeded` when the password was right.
 */
export async function beginAttempt(
  db: Queryable,
  source: AttemptSource,
  now: Date,
): Promise<Attempt> {
  // A trusted device's failures are its own: others' guesses from its address never reach them.
  const ownKey = source.trustedDevice
    ? deviceKey(source.trustedDevice)
    : pairKey(source.email, source.ip);
  const attempt = { id: randomUUID(), pairKey: ownKey };
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  await db.query('DELETE FROM sign_in_attempts WHERE at <= $1', [since]);
  await db.query(
    'INSERT INTO sign_in_attempts (attempt_id, key, at) VALUES ($1, $2, $4), ($1, $3, $4)',
    [attempt.id, attempt.pairKey, ipKey(source.ip), now],
  );
  const counts = await db.query<{ key: string; count: number; oldest: Date }>(
    `SELECT key, count(*)::integer AS count, min(at) AS oldest FROM sign_in_attempts
      WHERE key IN ($1, $2) AND at > $3 GROUP BY key`,
    [attempt.pairKey, ipKey(source.ip), since],
  );
  const over = counts.filter(
    (row) =>
      (row.key === attempt.pairKey && row.count > MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS) ||
      (row.key === ipKey(source.ip) &&
        !source.trustedDevice &&
        row.count > MAX_FAILURES_PER_ADDRESS),
  );
  if (over.length) {
    await db.query('DELETE FROM sign_in_attempts WHERE attempt_id = $1', [attempt.id]);
    // Free again when the oldest counted failure of every exceeded limit has left the window.
    const freeAt = Math.max(
      ...over.map((row) => new Date(row.oldest).getTime() + THROTTLE_WINDOW_MS),
    );
    throw new ThrottledError(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
  }
  return attempt;
}

/**
 * `beginAttempt` for a route: a refused attempt also tells the client in the reply's `Retry-After`
 * header when to try again.
 */
export async function beginRouteAttempt(
  db: Queryable,
  reply: FastifyReply,
  source: AttemptSource,
  now: Date,
): Promise<Attempt> {
  try {
    return await beginAttempt(db, source, now);
  } catch (error) {
    if (error instanceof ThrottledError) reply.header('retry-after', error.retryAfterSeconds);
    throw error;
  }
}

/** A success clears this account's failures from this address (and does not count itself). */
export async function attemptSucceeded(db: Queryable, attempt: Attempt): Promise<void> {
  await db.query('DELETE FROM sign_in_attempts WHERE attempt_id = $1 OR key = $2', [
    attempt.id,
    attempt.pairKey,
  ]);
}
