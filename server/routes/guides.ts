import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, writtenBy } from '../auth/guard';
import type { RecordRouteRules } from './recordRoutes';
import { bylineName } from '../../src/domain/user';

/**
 * A visitor's answer is cached, so it never holds a draft: only an admin's read finds one
 * (docs/product.md#guide-drafts). A new guide's byline is its creating admin's display name.
 */
export const guideRouteRules: RecordRouteRules<'guides'> = {
  get: (request, id) =>
    request.server.repositories.guides.get(id, { drafts: request.user?.isAdmin === true }),
  create: (request, input) =>
    request.server.repositories.guides.create(input, writtenBy(request), {
      author: request.user ? bylineName(request.user) : '',
    }),
};

/** Drafts are for admins only: never a public read, never cached. */
export const guideDraftRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/drafts', { preValidation: requireAdmin }, async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return app.repositories.guides.list(false);
  });
};
