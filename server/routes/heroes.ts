import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, writtenBy } from '../auth/guard';
import { publicRead } from './publicRead';
import { baseVersionSchema, deleteRecordRoute, idParams } from './recordRoutes';
import { heroCreateSchema, heroInputSchema } from '../../src/domain/heroSchema';
import { storableString } from '../../src/domain/storableText';

const updateSchema = z.object({ hero: heroInputSchema, baseVersion: baseVersionSchema });

const IMPORT_BODY_LIMIT = 10 * 1024 * 1024;

const imageFileName = storableString().trim().min(1).max(300);
const previewBodySchema = z.object({
  file: z.unknown(),
  imageFiles: z.array(imageFileName).max(2000).default([]),
});
const importBodySchema = z.object({
  file: z.unknown(),
  /** Each picked image's file name and the path it was uploaded to. */
  images: z.record(imageFileName, storableString().max(300)).default({}),
});

export const heroRoutes: FastifyPluginAsyncZod = async (app) => {
  const { heroes } = app.repositories;

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

  // onRequest, not preValidation: a visitor's 10 MB body is refused before it is read. `file` is
  // any JSON: the import reports on each hero rather than refusing (docs/product.md#hero-import).
  const importRoute = { onRequest: requireAdmin, bodyLimit: IMPORT_BODY_LIMIT };

  app.post('/import/preview', { ...importRoute, schema: { body: previewBodySchema } }, (request) =>
    heroes.previewImport(request.body.file, request.body.imageFiles),
  );

  app.post('/import', { ...importRoute, schema: { body: importBodySchema } }, (request) =>
    heroes.importMany(request.body.file, request.body.images, writtenBy(request)),
  );
};
