import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireAdmin } from '../auth/guard';
import { sanitizeGuideHtml } from '../guides/sanitizeGuideHtml';
import { guideRepository } from '../repositories/guides';
import { cleanedGuide, type GuideInput } from '../../src/domain/guide';
import { guideInputSchema } from '../../src/domain/guideSchema';

const updateSchema = z.object({
  guide: guideInputSchema,
  baseVersion: z.number().int().min(1),
});

const cleanGuide = (input: GuideInput) => cleanedGuide(input, sanitizeGuideHtml);

export const guideRoutes: FastifyPluginAsync = async (app) => {
  const guides = guideRepository(app.db);
  const idOf = (params: unknown) => (params as { id: string }).id;

  app.get('/', () => guides.list());

  app.get('/:id', (request) => guides.get(idOf(request.params)));

  app.post('/', { preHandler: requireAdmin }, async (request, reply) => {
    const input = cleanGuide(guideInputSchema.parse(request.body));
    return reply.status(201).send(await guides.create(input));
  });

  app.put('/:id', { preHandler: requireAdmin }, (request) => {
    const { guide, baseVersion } = updateSchema.parse(request.body);
    return guides.update(idOf(request.params), cleanGuide(guide), baseVersion);
  });

  app.delete('/:id', { preHandler: requireAdmin }, async (request, reply) => {
    await guides.remove(idOf(request.params));
    return reply.status(204).send();
  });
};
