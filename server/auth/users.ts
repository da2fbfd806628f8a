import type { Database, Queryable } from '../db/database';
import type { AuthUser, Role } from '../../src/domain/user';
import { endOtherAccountSessions, endOtherTrustedBrowsers } from './accountSessions';
import { hashPassword, verifyPassword } from './passwords';

export interface UserRow {
  id: string;
  email: string;
  display_name: string;
  role: Role;
  password_hash: string;
  created_at: Date;
  last_sign_in_at: Date | null;
}

export interface NewUser {
  email: string;
  password: string;
  role: Role;
  displayName?: string;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function toAuthUser(row: UserRow): AuthUser {
  return {
    uid: row.id,
    email: row.email,
    displayName: row.display_name,
    isAdmin: row.role === 'admin',
    createdAt: row.created_at.toISOString(),
    lastSignInAt: row.last_sign_in_at ? row.last_sign_in_at.toISOString() : null,
  };
}

/** Creates an account; null when the email is already taken. */
export async function createUser(db: Queryable, user: NewUser): Promise<UserRow | null> {
  const email = normalizeEmail(user.email);
  const passwordHash = await hashPassword(user.password);
  const rows = await db.query<UserRow>(
    `INSERT INTO users (email, display_name, role, password_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (email) DO NOTHING RETURNING *`,
    [email, user.displayName ?? email.split('@')[0] ?? '', user.role, passwordHash],
  );
  return rows[0] ?? null;
}

export async function findByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>('SELECT * FROM users WHERE email = $1', [
    normalizeEmail(email),
  ]);
  return rows[0] ?? null;
}

export async function findById(db: Queryable, id: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export function listUsers(db: Queryable): Promise<UserRow[]> {
  return db.query<UserRow>('SELECT * FROM users ORDER BY email');
}

/** True when an account was deleted (its sessions go with it: ON DELETE CASCADE). */
export async function deleteUser(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM users WHERE email = $1 RETURNING id', [
    normalizeEmail(email),
  ]);
  return rows.length > 0;
}

/**
 * Replaces the password and ends every session and trusted browser of that account, so whoever
 * knew the old password is signed out too. False when the email is unknown.
 */
export async function setPassword(db: Database, email: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string }>(
      'UPDATE users SET password_hash = $2 WHERE email = $1 RETURNING id',
      [normalizeEmail(email), passwordHash],
    );
    const user = rows[0];
    if (!user) return false;
    await tx.query('DELETE FROM sessions WHERE user_id = $1', [user.id]);
    await endOtherTrustedBrowsers(tx, user.id, null);
    return true;
  });
}

/**
 * A signed-in account's own password change: replaces the password and ends every session of the
 * account but `keepHash` (the one that asked), and every trusted browser but `keepDeviceHash`
 * (the asker's, null for none), so whoever knew the old password is signed out while the admin
 * stays in. Returns how many other sessions were ended.
 */
export async function changeOwnPassword(
  db: Database,
  userId: string,
  password: string,
  keepHash: string,
  keepDeviceHash: string | null,
): Promise<number> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
    await endOtherTrustedBrowsers(tx, userId, keepDeviceHash);
    return endOtherAccountSessions(tx, userId, keepHash);
  });
}

/** Sets an account's display name (already checked: displayNameSchema); null when it is gone. */
export async function setDisplayName(
  db: Queryable,
  id: string,
  displayName: string,
): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(
    'UPDATE users SET display_name = $2 WHERE id = $1 RETURNING *',
    [id, displayName],
  );
  return rows[0] ?? null;
}

export async function recordSignIn(db: Queryable, id: string, at: Date): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(
    'UPDATE users SET last_sign_in_at = $2 WHERE id = $1 RETURNING *',
    [id, at],
  );
  return rows[0] ?? null;
}

/** What ensureAdminFromEnv did, for the start line (server/startLine.ts). */
export type AdminBootstrap = 'created' | 'existed' | 'password-not-applied';

/**
 * First-start admin from ADMIN_EMAIL/ADMIN_PASSWORD. An existing account keeps its password
 * (it may have been changed since), but is made admin again so the operator cannot lock
 * themselves out by demoting it. 'password-not-applied' when ADMIN_PASSWORD differs from the
 * stored one, so the start can say how to change it instead of ignoring it silently.
 */
export async function ensureAdminFromEnv(
  db: Queryable,
  email: string,
  password: string,
): Promise<AdminBootstrap> {
  const existing = await findByEmail(db, email);
  if (!existing) {
    // Another instance may have created it between our look-up and insert.
    if (await createUser(db, { email, password, role: 'admin' })) return 'created';
  }
  const rows = await db.query<UserRow>(
    "UPDATE users SET role = 'admin' WHERE email = $1 RETURNING *",
    [normalizeEmail(email)],
  );
  const [admin] = rows;
  if (!admin) return 'existed';
  return (await verifyPassword(password, admin.password_hash)) ? 'existed' : 'password-not-applied';
}
