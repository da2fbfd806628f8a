import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireAdmin } from '../auth/guard';
import { heroRepository } from '../repositories/heroes';
import { importHeroes } from '../heroes/importHeroes';
import { invalid } from '../../src/domain/errors';
import { heroInputSchema } from '../../src/domain/hero';

const updateSchema = z.object({
  hero: heroInputSchema,
  baseVersion: z.number().int().min(1),
});

const IMPORT_BODY_LIMIT = 10 * 1024 * 1024;

export const heroRoutes: FastifyPluginAsync = async (app) => {
  const heroes = heroRepository(app.db, app.config.basePath);
  const idOf = (params: unknown) => (params as { id: string }).id;

  app.get('/', () => heroes.list());

  app.get('/:id', (request) => heroes.get(idOf(request.params)));

  app.post('/', { preHandler: requireAdmin }, async (request, reply) => {
    const input = heroInputSchema.parse(request.body);
    // An image is required when adding a hero (editing may keep or drop it).
    if (!input.imagePath) {
      throw invalid('An image is required.', { imagePath: 'An image is required.' });
    }
    return reply.status(201).send(await heroes.create(input));
  });

  app.put('/:id', { preHandler: requireAdmin }, (request) => {
    const { hero, baseVersion } = updateSchema.parse(request.body);
    return heroes.update(idOf(request.params), hero, baseVersion);
  });

  app.delete('/:id', { preHandler: requireAdmin }, async (request, reply) => {
    await heroes.remove(idOf(request.params));
    return reply.status(204).send();
  });

  app.post(
    '/import',
    // onRequest, not preHandler: a visitor's 10 MB body is refused before it is read.
    { onRequest: requireAdmin, bodyLimit: IMPORT_BODY_LIMIT },
    (request) => importHeroes(heroes, request.body),
  );
};
