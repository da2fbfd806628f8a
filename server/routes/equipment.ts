import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, writtenBy } from '../auth/guard';
import { publicRead } from './publicRead';
import { baseVersionSchema, deleteRecordRoute, idParams } from './recordRoutes';
import { equipmentInputSchema } from '../../src/domain/equipmentSchema';

const updateSchema = z.object({ item: equipmentInputSchema, baseVersion: baseVersionSchema });

/**
 * Equipment items (docs/product.md#equipment-items): anyone reads, admins write. The list is in
 * the order of the site settings' slot list, so its answers are renewed when either changes.
 */
export const equipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { equipment } = app.repositories;

  app.get('/', (request, reply) =>
    publicRead(request, reply, {
      collections: ['equipment', 'settings'],
      load: () => equipment.list(),
    }),
  );

  app.get('/:id', { schema: { params: idParams } }, (request, reply) =>
    publicRead(request, reply, {
      collections: ['equipment'],
      load: () => equipment.get(request.params.id),
    }),
  );

  app.post(
    '/',
    { preValidation: requireAdmin, schema: { body: equipmentInputSchema } },
    async (request, reply) =>
      reply.status(201).send(await equipment.create(request.body, writtenBy(request))),
  );

  app.put(
    '/:id',
    { preValidation: requireAdmin, schema: { params: idParams, body: updateSchema } },
    (request) =>
      equipment.update(
        request.params.id,
        request.body.item,
        request.body.baseVersion,
        writtenBy(request),
      ),
  );

  deleteRecordRoute(app, (id, by) => equipment.remove(id, by));
};
