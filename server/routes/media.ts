import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, writtenBy } from '../auth/guard';
import { placeholderSvg } from '../../src/domain/placeholderSvg';
import { publicRead } from './publicRead';
import { notFound } from '../../src/domain/errors';
import { IMAGE_REQUIRED_MESSAGE } from '../../src/domain/hero';
import { MEDIA_SLOTS } from '../../src/domain/media';
import { baseVersionSchema, storableString } from '../../src/domain/storableText';

const setImageSchema = z.object({
  imagePath: storableString().min(1, IMAGE_REQUIRED_MESSAGE).max(300),
  // 0 for a slot never set.
  baseVersion: baseVersionSchema(0),
});

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { media } = app.repositories;

  app.get('/', (request, reply) =>
    publicRead(request, reply, { collections: ['media'], load: () => media.list() }),
  );

  app.put(
    '/:slotId',
    {
      preValidation: requireAdmin,
      schema: { params: z.object({ slotId: storableString() }), body: setImageSchema },
    },
    (request) =>
      media.setImage(
        request.params.slotId,
        request.body.imagePath,
        request.body.baseVersion,
        writtenBy(request),
      ),
  );

  app.get(
    '/placeholder/:file',
    { schema: { params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const slot = MEDIA_SLOTS.find((candidate) => `${candidate.id}.svg` === request.params.file);
      if (!slot) throw notFound('This placeholder');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .send(placeholderSvg(slot.label));
    },
  );
};
