import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { BackendError } from '../../src/domain/errors';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;
export const THROTTLED_MESSAGE =
  'Too many sign-in attempts. Please wait a few minutes and try again.';

export interface AttemptSource {
  email: string;
  ip: string;
}

export interface Attempt {
  id: string;
  emailKey: string;
}

const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Records an attempt before the password is checked, then counts. Recording first means that
 * parallel guesses cannot all slip past the check: each one sees every attempt committed before
 * it. A refused attempt removes its own rows so hammering does not extend the lock-out.
 * A failed attempt simply keeps its rows; call `attemptSucceeded` when the password was right.
 */
export async function beginAttempt(
  db: Queryable,
  source: AttemptSource,
  now: Date,
): Promise<Attempt> {
  const attempt = { id: randomUUID(), emailKey: emailKey(source.email) };
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  await db.query('DELETE FROM sign_in_attempts WHERE at <= $1', [since]);
  await db.query(
    'INSERT INTO sign_in_attempts (attempt_id, key, at) VALUES ($1, $2, $4), ($1, $3, $4)',
    [attempt.id, attempt.emailKey, ipKey(source.ip), now],
  );
  const counts = await db.query<{ key: string; count: number }>(
    `SELECT key, count(*)::integer AS count FROM sign_in_attempts
      WHERE key IN ($1, $2) AND at > $3 GROUP BY key`,
    [attempt.emailKey, ipKey(source.ip), since],
  );
  const countOf = (key: string) => counts.find((row) => row.key === key)?.count ?? 0;
  if (
    countOf(attempt.emailKey) > MAX_FAILURES_PER_EMAIL ||
    countOf(ipKey(source.ip)) > MAX_FAILURES_PER_IP
  ) {
    await db.query('DELETE FROM sign_in_attempts WHERE attempt_id = $1', [attempt.id]);
    throw new BackendError('rate-limited', THROTTLED_MESSAGE);
  }
  return attempt;
}

/** A success clears the email's failures (and does not count against the address). */
export async function attemptSucceeded(db: Queryable, attempt: Attempt): Promise<void> {
  await db.query('DELETE FROM sign_in_attempts WHERE attempt_id = $1 OR key = $2', [
    attempt.id,
    attempt.emailKey,
  ]);
}
