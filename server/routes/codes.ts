import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireAdmin } from '../auth/guard';
import { codeRepository } from '../repositories/codes';
import { codeInputSchema } from '../../src/domain/codeSchema';

const updateSchema = z.object({
  code: codeInputSchema,
  baseVersion: z.number().int().min(1),
});

export const codeRoutes: FastifyPluginAsync = async (app) => {
  const codes = codeRepository(app.db);
  const idOf = (params: unknown) => (params as { id: string }).id;

  // Expired codes are hidden from visitors, not admins (docs/decisions.md#expired-codes).
  app.get('/', (request) => codes.list({ includeExpired: request.user?.isAdmin === true }));

  app.post('/', { preHandler: requireAdmin }, async (request, reply) => {
    const input = codeInputSchema.parse(request.body);
    return reply.status(201).send(await codes.create(input));
  });

  app.put('/:id', { preHandler: requireAdmin }, (request) => {
    const { code, baseVersion } = updateSchema.parse(request.body);
    return codes.update(idOf(request.params), code, baseVersion);
  });

  app.delete('/:id', { preHandler: requireAdmin }, async (request, reply) => {
    await codes.remove(idOf(request.params));
    return reply.status(204).send();
  });
};
