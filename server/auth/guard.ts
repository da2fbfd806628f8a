import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../../src/domain/errors';

/**
 * Hook for every write route: visitors get 401, signed-in non-admins 403. Run it as
 * `preValidation` (or `onRequest`), so they hear that before anything about the body they sent.
 * Usage: `app.post('/', { preValidation: requireAdmin, schema }, handler)`.
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
  if (!request.user.isAdmin) throw forbidden();
}
