import type { FastifyRequest } from 'fastify';
import type { WriteBy } from '../repositories/revisionLog';
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

/** The admin a guarded write is made by, as history records it (docs/product.md#history-and-trash). */
export const writtenBy = (request: FastifyRequest): WriteBy => ({
  author: request.user?.email ?? '',
});
