import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../../src/domain/errors';

/**
 * preHandler for every write route: visitors get 401, signed-in non-admins 403.
 * Usage: `app.post('/', { preHandler: requireAdmin }, handler)`.
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
  if (!request.user.isAdmin) throw forbidden();
}
