import fp from 'fastify-plugin';
import { authenticate } from '../auth/session';
import type { AuthUser } from '../../src/domain/user';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` from the session cookie; null for visitors. */
    user: AuthUser | null;
    sessionId: string | null;
  }
}

/**
 * Who is asking, for every route of the scope it is registered in (the API): `request.user` from
 * the session cookie, and cross-site writes refused.
 */
export const sessionPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.addHook('onRequest', authenticate);
  },
  { name: 'session', dependencies: ['@fastify/cookie', 'database'] },
);
