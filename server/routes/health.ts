import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BackendError } from '../../src/domain/errors';

/** Liveness and readiness in one: answers only when the database does. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', async (request, reply) => {
    try {
      await app.db.query('SELECT 1');
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      throw new BackendError('unavailable', 'The database is not reachable.');
    }
    reply.header('cache-control', 'no-store');
    return { ok: true, database: app.db.kind };
  });
};
