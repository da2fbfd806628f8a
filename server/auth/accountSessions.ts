import type { Queryable } from '../db/database';
import type { AccountSession } from '../../src/domain/user';

/**
 * An admin's own sessions as the Account page lists and ends them (docs/product.md#account).
 * Every query names the account, so no one can see or end another account's sessions; a session
 * is named by its `public_id`, never by the hash of its cookie.
 */

interface SessionRow {
  public_id: string;
  id_hash: string;
  created_at: Date;
  last_seen_at: Date;
  browser: string;
  address: string;
}

/**
 * The account's unexpired sessions, most recently used first. `currentHash` is the asker's: it is
 * in use right now, so it comes first with `now` as its last use (the stored one may be up to a
 * minute old).
 */
export async function listAccountSessions(
  db: Queryable,
  userId: string,
  currentHash: string | null,
  now = new Date(),
): Promise<AccountSession[]> {
  const rows = await db.query<SessionRow>(
    `SELECT public_id, id_hash, created_at, last_seen_at, browser, address FROM sessions
      WHERE user_id = $1 AND expires_at > $2
      ORDER BY id_hash = $3 DESC, last_seen_at DESC, created_at DESC, public_id`,
    [userId, now, currentHash ?? ''],
  );
  return rows.map((row) => {
    const current = row.id_hash === currentHash;
    return {
      id: row.public_id,
      createdAt: row.created_at.toISOString(),
      lastUsedAt: (current ? now : row.last_seen_at).toISOString(),
      browser: row.browser || 'Unknown browser',
      address: row.address,
      current,
    };
  });
}

/**
 * Ends one of the account's sessions. Returns the hash of the session it ended (so the caller can
 * tell whether it was its own), or null when the account has no such session.
 */
export async function endAccountSession(
  db: Queryable,
  userId: string,
  publicId: string,
  now = new Date(),
): Promise<string | null> {
  const rows = await db.query<{ id_hash: string }>(
    'DELETE FROM sessions WHERE user_id = $1 AND public_id = $2 AND expires_at > $3 RETURNING id_hash',
    [userId, publicId, now],
  );
  return rows[0]?.id_hash ?? null;
}

/** Ends every session of the account but `keepHash`; returns how many were still active. */
export async function endOtherAccountSessions(
  db: Queryable,
  userId: string,
  keepHash: string,
  now = new Date(),
): Promise<number> {
  const rows = await db.query<{ expires_at: Date }>(
    'DELETE FROM sessions WHERE user_id = $1 AND id_hash <> $2 RETURNING expires_at',
    [userId, keepHash],
  );
  return rows.filter((row) => row.expires_at.getTime() > now.getTime()).length;
}

/**
 * Ends every trusted browser of the account but `keepHash` (the hash of the asker's device cookie,
 * null for none): they sign in as any other browser again, held back by their address's failures
 * (docs/product.md#sign-in-throttling).
 */
export async function endOtherTrustedBrowsers(
  db: Queryable,
  userId: string,
  keepHash: string | null,
): Promise<void> {
  await db.query('DELETE FROM trusted_devices WHERE user_id = $1 AND token_hash <> $2', [
    userId,
    keepHash ?? '',
  ]);
}
