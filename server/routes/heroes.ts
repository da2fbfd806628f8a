import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, writtenBy } from '../auth/guard';
import { heroRepository } from '../repositories/heroes';
import { publicRead } from './publicRead';
import { baseVersionSchema, deleteRecordRoute, idParams } from './recordRoutes';
import { importHeroes } from '../../src/domain/heroImport';
import { heroCreateSchema, heroInputSchema } from '../../src/domain/heroSchema';

const updateSchema = z.object({ hero: heroInputSchema, baseVersion: baseVersionSchema });

const IMPORT_BODY_LIMIT = 10 * 1024 * 1024;

export const heroRoutes: FastifyPluginAsyncZod = async (app) => {
  const heroes = heroRepository(app.db, app.config.basePath);

  app.get('/', (request, reply) =>
    publicRead(request, reply, { collections: ['heroes'], load: () => heroes.list() }),
  );

  app.get('/:id', { schema: { params: idParams } }, (request, reply) =>
    publicRead(request, reply, {
      collections: ['heroes'],
      load: () => heroes.get(request.params.id),
    }),
  );

  app.post(
    '/',
    { preValidation: requireAdmin, schema: { body: heroCreateSchema } },
    async (request, reply) =>
      reply.status(201).send(await heroes.create(request.body, writtenBy(request))),
  );

  app.put(
    '/:id',
    { preValidation: requireAdmin, schema: { params: idParams, body: updateSchema } },
    (request) =>
      heroes.update(
        request.params.id,
        request.body.hero,
        request.body.baseVersion,
        writtenBy(request),
      ),
  );

  deleteRecordRoute(app, (id, by) => heroes.remove(id, by));

  app.post(
    '/import',
    // onRequest, not preValidation: a visitor's 10 MB body is refused before it is read. No body
    // schema: any JSON is welcome, and importHeroes reports on each hero rather than refusing.
    { onRequest: requireAdmin, bodyLimit: IMPORT_BODY_LIMIT },
    (request) =>
      importHeroes(request.body, (valid) => heroes.insertMany(valid, writtenBy(request))),
  );
};
