import type { FastifyInstance } from 'fastify';
import { BackendError } from '../../src/domain/errors';

/** Liveness and readiness in one: answers only when the database does. */
export async function healthRoutes(app: FastifyInstance) {
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
}
