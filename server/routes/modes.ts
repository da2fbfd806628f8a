import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, writtenBy } from '../auth/guard';
import { publicRead } from './publicRead';
import { baseVersionSchema, deleteRecordRoute, idParams } from './recordRoutes';
import { gameModeInputSchema } from '../../src/domain/gameModeSchema';

const updateSchema = z.object({ mode: gameModeInputSchema, baseVersion: baseVersionSchema });

/** The game modes heroes are rated in (docs/product.md#game-modes): anyone reads, admins write. */
export const modeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { modes } = app.repositories;

  app.get('/', (request, reply) =>
    publicRead(request, reply, { collections: ['modes'], load: () => modes.list() }),
  );

  app.post(
    '/',
    { preValidation: requireAdmin, schema: { body: gameModeInputSchema } },
    async (request, reply) =>
      reply.status(201).send(await modes.create(request.body, writtenBy(request))),
  );

  app.put(
    '/:id',
    { preValidation: requireAdmin, schema: { params: idParams, body: updateSchema } },
    (request) =>
      modes.update(
        request.params.id,
        request.body.mode,
        request.body.baseVersion,
        writtenBy(request),
      ),
  );

  deleteRecordRoute(app, (id, by) => modes.remove(id, by));
};
