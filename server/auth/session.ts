import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Queryable } from '../db/database';
import { forbidden } from '../../src/domain/errors';
import type { AuthUser } from '../../src/domain/user';
import { browserSummary } from './browserSummary';
import { toAuthUser, type UserRow } from './users';

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/**
 * A session's last use (with its browser and address, and its sliding expiry) is written at most
 * this often, so reading pages does not write on every request.
 */
export const TOUCH_EVERY_MS = 60 * 1000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Only this hash is stored: a copy of the database holds no cookie that still works. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The session cookie's attributes; a Max-Age of 0 tells the browser to drop it. */
function sessionCookieOptions(config: Config, maxAgeSeconds: number): CookieSerializeOptions {
  return {
    path: config.basePath,
    maxAge: maxAgeSeconds,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.secureCookies,
  };
}

/**
 * Browsers send Origin on cross-site writes; a write whose Origin is not this site's own (scheme,
 * host and port) is refused even though SameSite=Strict already withholds the cookie (defence in
 * depth; it also covers sibling subdomains and the http:// twin of an https:// site, which
 * SameSite treats as same-site). The site's scheme is the request's: `X-Forwarded-Proto` counts
 * only behind a trusted proxy (TRUST_PROXY).
 */
function refuseCrossSite(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  if (origin === undefined) return;
  if (!isOwnOrigin(origin, request.protocol, request.host)) {
    throw forbidden('Cross-site request refused.');
  }
}

function isOwnOrigin(origin: string, protocol: string, host: string): boolean {
  try {
    // URL drops a scheme's default port (:80, :443) on both sides.
    return new URL(origin).origin === new URL(`${protocol}://${host}`).origin;
  } catch {
    // "null" (sandboxed frames, privacy redirects) or garbage: not our origin.
    return false;
  }
}

interface SessionUserRow extends UserRow {
  session_last_seen_at: Date;
}

interface Session {
  user: AuthUser;
  idHash: string;
}

/** What a session records of the browser using it (docs/product.md#account). */
function clientOf(request: FastifyRequest) {
  return { browser: browserSummary(request.headers['user-agent']), address: request.ip };
}

/**
 * The session a cookie's token opens, or null. Now and then (TOUCH_EVERY_MS) its last use, the
 * browser and address it was used from, and its sliding expiry are brought up to date.
 */
async function sessionFor(
  request: FastifyRequest,
  token: string | undefined,
): Promise<Session | null> {
  if (!token) return null;
  const db = request.server.db;
  const idHash = hashToken(token);
  const now = new Date();
  const rows = await db.query<SessionUserRow>(
    `SELECT u.*, s.last_seen_at AS session_last_seen_at
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id_hash = $1 AND s.expires_at > $2`,
    [idHash, now],
  );
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - row.session_last_seen_at.getTime() >= TOUCH_EVERY_MS) {
    const { browser, address } = clientOf(request);
    await db.query(
      `UPDATE sessions SET last_seen_at = $2, expires_at = $3, browser = $4, address = $5
        WHERE id_hash = $1`,
      [idHash, now, new Date(now.getTime() + SESSION_TTL_MS), browser, address],
    );
  }
  return { user: toAuthUser(row), idHash };
}

/** onRequest hook for the API: sets request.user and request.sessionId from the cookie. */
export async function authenticate(request: FastifyRequest): Promise<void> {
  refuseCrossSite(request);
  const session = await sessionFor(request, request.cookies[SESSION_COOKIE]);
  if (!session) return;
  request.user = session.user;
  request.sessionId = session.idHash;
}

/** Who is reading a page (rendered on the server): the session cookie's user, or null. */
export async function pageReader(request: FastifyRequest): Promise<AuthUser | null> {
  const session = await sessionFor(request, request.cookies[SESSION_COOKIE]);
  return session?.user ?? null;
}

/**
 * Starts a session for that user in the browser that sent `reply`'s request and sets the cookie;
 * returns the raw token (only the cookie has it).
 */
export async function createSession(
  db: Queryable,
  reply: FastifyReply,
  userId: string,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const { browser, address } = clientOf(reply.request);
  // Expired rows are never read again; clearing them here keeps the table small without a timer.
  await db.query('DELETE FROM sessions WHERE expires_at <= $1', [now]);
  await db.query(
    `INSERT INTO sessions (id_hash, user_id, created_at, expires_at, last_seen_at, browser, address)
     VALUES ($1, $2, $3, $4, $3, $5, $6)`,
    [hashToken(token), userId, now, new Date(now.getTime() + SESSION_TTL_MS), browser, address],
  );
  reply.setCookie(
    SESSION_COOKIE,
    token,
    sessionCookieOptions(reply.server.config, Math.floor(SESSION_TTL_MS / 1000)),
  );
  return token;
}

/** Ends the session the request came with, if any; its cookie no longer signs anyone in. */
export async function endRequestSession(request: FastifyRequest): Promise<void> {
  if (request.sessionId) {
    await request.server.db.query('DELETE FROM sessions WHERE id_hash = $1', [request.sessionId]);
  }
  request.user = null;
  request.sessionId = null;
}

/** Ends the request's session (if any) and tells the browser to drop the cookie. */
export async function destroySession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await endRequestSession(request);
  reply.setCookie(SESSION_COOKIE, '', sessionCookieOptions(reply.server.config, 0));
}
