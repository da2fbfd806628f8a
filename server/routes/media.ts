import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireAdmin } from '../auth/guard';
import { placeholderSvg } from '../../src/domain/placeholderSvg';
import { mediaRepository } from '../repositories/media';
import { notFound } from '../../src/domain/errors';
import { MEDIA_SLOTS } from '../../src/domain/media';

const setImageSchema = z.object({
  imagePath: z.string().min(1, 'An image is required.').max(300),
  baseVersion: z.number().int().min(0),
});

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const media = mediaRepository(app.db, app.config.basePath);

  app.get('/', () => media.list());

  app.put('/:slotId', { preHandler: requireAdmin }, (request) => {
    const { imagePath, baseVersion } = setImageSchema.parse(request.body);
    return media.setImage((request.params as { slotId: string }).slotId, imagePath, baseVersion);
  });

  app.get('/placeholder/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const slot = MEDIA_SLOTS.find((candidate) => `${candidate.id}.svg` === file);
    if (!slot) throw notFound('This placeholder');
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .header('X-Content-Type-Options', 'nosniff')
      .send(placeholderSvg(slot.label));
  });
};
