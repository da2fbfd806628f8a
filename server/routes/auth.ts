import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInSchema } from '../../src/domain/userSchema';
import { BackendError } from '../../src/domain/errors';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { createSession, destroySession, endRequestSession } from '../auth/session';
import { attemptSucceeded, beginRouteAttempt } from '../auth/throttle';
import { DEVICE_COOKIE, trustDevice, trustedDeviceOf } from '../auth/trustedDevices';
import { findByEmail, recordSignIn, toAuthUser } from '../auth/users';
import { accountRoutes } from './account';

const LOGIN_FAILED = 'Login failed. Please check your credentials.';

/** Sign-in, sign-out and "who am I", under `api/auth`; an admin's sessions and password too. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountRoutes);

  app.post('/sign-in', { schema: { body: signInSchema } }, async (request, reply) => {
    const { email, password } = request.body;
    const now = new Date();
    const user = await findByEmail(app.db, email);
    const device = request.cookies[DEVICE_COOKIE];
    const trustedDevice = user ? await trustedDeviceOf(app.db, user.id, device, now) : null;
    const attempt = await beginRouteAttempt(
      app.db,
      reply,
      { email, ip: request.ip, trustedDevice },
      now,
    );
    // Same work and same message whether the account exists or not: nothing tells them apart.
    const ok = user
      ? await verifyPassword(password, user.password_hash)
      : await verifyAgainstDummy(password);
    if (!user || !ok) throw new BackendError('unauthenticated', LOGIN_FAILED);
    await attemptSucceeded(app.db, attempt);
    const signedIn = (await recordSignIn(app.db, user.id, now)) ?? user;
    // The session this browser held before (another account's, or its own) ends here.
    await endRequestSession(request);
    await createSession(app.db, reply, user.id, now);
    await trustDevice(app.db, reply, user.id, device, now);
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
