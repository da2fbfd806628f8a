import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, writtenBy } from '../auth/guard';
import { codesStayRightFor } from '../cache/codesMaxAge';
import { publicRead } from './publicRead';
import { baseVersionSchema, deleteRecordRoute, idParams } from './recordRoutes';
import { codeInputSchema } from '../../src/domain/codeSchema';

const updateSchema = z.object({ code: codeInputSchema, baseVersion: baseVersionSchema });

export const codeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { codes } = app.repositories;

  // Expired codes are hidden from visitors, not admins (docs/decisions.md#expired-codes); the
  // cache serves visitors only, each entry until its first code expires.
  app.get('/', (request, reply) =>
    publicRead(request, reply, {
      collections: ['codes'],
      maxAgeMs: (visible) => codesStayRightFor(visible),
      load: () => codes.list({ includeExpired: request.user?.isAdmin === true }),
    }),
  );

  app.post(
    '/',
    { preValidation: requireAdmin, schema: { body: codeInputSchema } },
    async (request, reply) =>
      reply.status(201).send(await codes.create(request.body, writtenBy(request))),
  );

  app.put(
    '/:id',
    { preValidation: requireAdmin, schema: { params: idParams, body: updateSchema } },
    (request) =>
      codes.update(
        request.params.id,
        request.body.code,
        request.body.baseVersion,
        writtenBy(request),
      ),
  );

  deleteRecordRoute(app, (id, by) => codes.remove(id, by));
};
