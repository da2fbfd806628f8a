import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/guard';
import { exportBackup } from '../backup/backup';

/** `GET api/backup`: the running site as one backup file, for admins (docs/backups.md). */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { preValidation: requireAdmin }, async (_request, reply) => {
    const now = new Date();
    const name = `hero-guide-backup-${now.toISOString().slice(0, 10)}.json.gz`;
    return reply
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .type('application/gzip')
      .send(await exportBackup(app.db, now));
  });
};
