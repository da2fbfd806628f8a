import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, writtenBy } from '../auth/guard';
import { storedPathOfUrl } from '../files/fileUrls';
import { sanitizeGuideHtml } from '../guides/sanitizeGuideHtml';
import { publicRead } from './publicRead';
import { baseVersionSchema, deleteRecordRoute, idParams } from './recordRoutes';
import { cleanedGuide, type GuideInput } from '../../src/domain/guide';
import { bylineName } from '../../src/domain/user';
import { guideInputSchema } from '../../src/domain/guideSchema';

const updateSchema = z.object({ guide: guideInputSchema, baseVersion: baseVersionSchema });

export const guideRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guides } = app.repositories;
  // A guide shows only files of this site (src/domain/guide.ts, foreignImageMessage).
  const isOwnImage = (src: string) => storedPathOfUrl(app.config.basePath, src) !== null;
  const cleanGuide = (input: GuideInput) => cleanedGuide(input, sanitizeGuideHtml, isOwnImage);

  app.get('/', (request, reply) =>
    publicRead(request, reply, { collections: ['guides'], load: () => guides.list() }),
  );

  // Drafts are for admins only (docs/product.md#guide-drafts): never a public read, never cached.
  app.get('/drafts', { preValidation: requireAdmin }, async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return guides.list(false);
  });

  // A visitor's answer is cached, so it never holds a draft: only an admin's read finds one.
  app.get('/:id', { schema: { params: idParams } }, (request, reply) =>
    publicRead(request, reply, {
      collections: ['guides'],
      load: () => guides.get(request.params.id, { drafts: request.user?.isAdmin === true }),
    }),
  );

  app.post(
    '/',
    { preValidation: requireAdmin, schema: { body: guideInputSchema } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await guides.create(
            cleanGuide(request.body),
            writtenBy(request),
            request.user ? bylineName(request.user) : '',
          ),
        ),
  );

  app.put(
    '/:id',
    { preValidation: requireAdmin, schema: { params: idParams, body: updateSchema } },
    (request) =>
      guides.update(
        request.params.id,
        cleanGuide(request.body.guide),
        request.body.baseVersion,
        writtenBy(request),
      ),
  );

  deleteRecordRoute(app, (id, by) => guides.remove(id, by));
};
