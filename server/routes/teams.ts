import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, writtenBy } from '../auth/guard';
import { publicRead } from './publicRead';
import { baseVersionSchema, deleteRecordRoute, idParams } from './recordRoutes';
import { teamInputSchema } from '../../src/domain/teamSchema';

const updateSchema = z.object({ team: teamInputSchema, baseVersion: baseVersionSchema });

/**
 * Teams (docs/product.md#teams): anyone reads, admins write. A write names a live game mode and
 * live heroes; its notes are cleaned by the one sanitizer (server/repositories/teams.ts).
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { teams } = app.repositories;

  app.get('/', (request, reply) =>
    publicRead(request, reply, { collections: ['teams'], load: () => teams.list() }),
  );

  app.get('/:id', { schema: { params: idParams } }, (request, reply) =>
    publicRead(request, reply, {
      collections: ['teams'],
      load: () => teams.get(request.params.id),
    }),
  );

  app.post(
    '/',
    { preValidation: requireAdmin, schema: { body: teamInputSchema } },
    async (request, reply) =>
      reply.status(201).send(await teams.create(request.body, writtenBy(request))),
  );

  app.put(
    '/:id',
    { preValidation: requireAdmin, schema: { params: idParams, body: updateSchema } },
    (request) =>
      teams.update(
        request.params.id,
        request.body.team,
        request.body.baseVersion,
        writtenBy(request),
      ),
  );

  deleteRecordRoute(app, (id, by) => teams.remove(id, by));
};
