import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInSchema } from '../../src/domain/userSchema';
import { BackendError } from '../../src/domain/errors';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { createSession, destroySession } from '../auth/session';
import { beginAttempt, attemptSucceeded } from '../auth/throttle';
import { findByEmail, recordSignIn, toAuthUser } from '../auth/users';

const LOGIN_FAILED = 'Login failed. Please check your credentials.';

/** Sign-in, sign-out and "who am I", under `api/auth`. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/sign-in', { schema: { body: signInSchema } }, async (request, reply) => {
    const { email, password } = request.body;
    const now = new Date();
    const attempt = await beginAttempt(app.db, { email, ip: request.ip }, now);
    const user = await findByEmail(app.db, email);
    // Same work and same message whether the account exists or not: nothing tells them apart.
    const ok = user
      ? await verifyPassword(password, user.password_hash)
      : await verifyAgainstDummy(password);
    if (!user || !ok) throw new BackendError('unauthenticated', LOGIN_FAILED);
    await attemptSucceeded(app.db, attempt);
    const signedIn = (await recordSignIn(app.db, user.id, now)) ?? user;
    await createSession(app.db, reply, user.id, now);
    return { user: toAuthUser(signedIn) };
  });

  app.post('/sign-out', async (request, reply) => {
    await destroySession(request, reply);
    return reply.status(204).send();
  });

  app.get('/me', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { user: request.user };
  });
};
