// What the routes of every versioned record (heroes, codes, guides, game modes, teams) share.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, writtenBy } from '../auth/guard';
import type { WriteBy } from '../repositories/revisionLog';
import { baseVersionSchema as baseVersionOf, storableString } from '../../src/domain/storableText';

/** `/:id` of a record; any string: an unknown id is answered 404 by the repository. */
export const idParams = z.object({ id: storableString() });

/** The version an edit was based on: a stale one is answered 409 conflict. */
export const baseVersionSchema = baseVersionOf(1);

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * `DELETE /:id` for admins: 204 once `remove` has moved the record to the trash (it answers 404
 * for an unknown id).
 */
export function deleteRecordRoute(
  app: ZodApp,
  remove: (id: string, by: WriteBy) => Promise<void>,
): void {
  app.delete(
    '/:id',
    { preValidation: requireAdmin, schema: { params: idParams } },
    async (request, reply) => {
      await remove(request.params.id, writtenBy(request));
      return reply.status(204).send();
    },
  );
}
