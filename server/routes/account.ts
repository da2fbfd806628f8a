import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid, notFound, unauthenticated } from '../../src/domain/errors';
import { WRONG_CURRENT_PASSWORD, type AccountSessions } from '../../src/domain/user';
import { storableString } from '../../src/domain/storableText';
import { changePasswordSchema, displayNameInputSchema } from '../../src/domain/userSchema';
import {
  endAccountSession,
  endOtherAccountSessions,
  endOtherTrustedBrowsers,
  listAccountSessions,
} from '../auth/accountSessions';
import { requireAdmin } from '../auth/guard';
import { verifyPassword } from '../auth/passwords';
import { destroySession, hashToken } from '../auth/session';
import { attemptSucceeded, beginRouteAttempt } from '../auth/throttle';
import { DEVICE_COOKIE, listTrustedBrowsers, trustedDeviceOf } from '../auth/trustedDevices';
import { changeOwnPassword, findById, setDisplayName, toAuthUser } from '../auth/users';

const sessionParams = z.object({ id: storableString().min(1).max(100) });

/** The hash of the request's device cookie, or null (server/auth/trustedDevices.ts). */
function deviceHash(request: FastifyRequest): string | null {
  const token = request.cookies[DEVICE_COOKIE];
  return token ? hashToken(token) : null;
}

/** The signed-in admin and their session; requireAdmin has run before. */
function asker(request: FastifyRequest) {
  const { user, sessionId } = request;
  if (!user || !sessionId) throw unauthenticated();
  return { userId: user.uid, sessionId };
}

/**
 * A signed-in admin's own sessions and password, under `api/auth` (docs/product.md#account).
 * Each route reaches only the asker's own account.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sessions', { preValidation: requireAdmin }, async (request, reply) => {
    const { userId, sessionId } = asker(request);
    reply.header('cache-control', 'no-store');
    const answer: AccountSessions = {
      sessions: await listAccountSessions(app.db, userId, sessionId),
      trustedBrowsers: await listTrustedBrowsers(app.db, userId, request.cookies[DEVICE_COOKIE]),
      setupNotice: app.proxyNotice.message(),
    };
    return answer;
  });

  app.delete(
    '/sessions/:id',
    { preValidation: requireAdmin, schema: { params: sessionParams } },
    async (request, reply) => {
      const { userId, sessionId } = asker(request);
      const ended = await endAccountSession(app.db, userId, request.params.id);
      if (!ended) throw notFound('This session');
      // Ending the session that asks is signing out: the browser drops its cookie too.
      if (ended === sessionId) await destroySession(request, reply);
      return reply.status(204).send();
    },
  );

  app.post('/sessions/end-others', { preValidation: requireAdmin }, async (request) => {
    const { userId, sessionId } = asker(request);
    return app.db.transaction(async (tx) => {
      await endOtherTrustedBrowsers(tx, userId, deviceHash(request));
      return { ended: await endOtherAccountSessions(tx, userId, sessionId) };
    });
  });

  /** The name new guides show as their author (docs/product.md#account). */
  app.put(
    '/display-name',
    { preValidation: requireAdmin, schema: { body: displayNameInputSchema } },
    async (request) => {
      const { userId } = asker(request);
      const row = await setDisplayName(app.db, userId, request.body.displayName);
      if (!row) throw unauthenticated();
      return { user: toAuthUser(row) };
    },
  );

  /**
   * The current password is checked like a sign-in, and a wrong one counts as a failed sign-in
   * (docs/product.md#sign-in-throttling), so this route cannot be used to guess it.
   */
  app.post(
    '/password',
    { preValidation: requireAdmin, schema: { body: changePasswordSchema } },
    async (request, reply) => {
      const { userId, sessionId } = asker(request);
      const { currentPassword, newPassword } = request.body;
      const account = await findById(app.db, userId);
      if (!account) throw unauthenticated();
      const now = new Date();
      const trustedDevice = await trustedDeviceOf(
        app.db,
        account.id,
        request.cookies[DEVICE_COOKIE],
        now,
      );
      const attempt = await beginRouteAttempt(
        app.db,
        reply,
        { email: account.email, ip: request.ip, trustedDevice },
        now,
      );
      if (!(await verifyPassword(currentPassword, account.password_hash))) {
        throw invalid(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
      }
      await attemptSucceeded(app.db, attempt);
      const ended = await changeOwnPassword(
        app.db,
        account.id,
        newPassword,
        sessionId,
        deviceHash(request),
      );
      return { ended };
    },
  );
};
