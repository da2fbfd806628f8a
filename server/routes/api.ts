import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendNoApiRoute } from '../http/errors';
import { refuseWritesWhileRestoring } from '../backup/restoreRuns';
import { sessionPlugin } from '../plugins/session';
import { healthRoutes } from './health';
import { authRoutes } from './auth';
import { settingsRoutes } from './settings';
import { mediaRoutes } from './media';
import { fileApiRoutes } from './files';
import { backupRoutes } from './backup';
import { historyRoutes } from './history';
import { recordApiRoutes } from './records';

/** Everything under `{basePath}api`: who is asking (the session cookie), then each area. */
export const apiRoutes: FastifyPluginAsyncZod = async (api) => {
  // For 405 and its `Allow` header (sendNoApiRoute): the methods each API path answers.
  api.apiMethods.collect(api);
  await api.register(sessionPlugin);
  // A write while a restore runs would be erased by its swap (docs/backups.md#how-a-restore-runs).
  api.addHook('onRequest', refuseWritesWhileRestoring(api.prefix));
  await api.register(healthRoutes);
  await api.register(authRoutes, { prefix: '/auth' });
  await api.register(settingsRoutes, { prefix: '/settings' });
  await api.register(recordApiRoutes);
  await api.register(mediaRoutes, { prefix: '/media' });
  await api.register(fileApiRoutes, { prefix: '/files' });
  await api.register(backupRoutes, { prefix: '/backup' });
  await api.register(historyRoutes, { prefix: '/history' });
  api.setNotFoundHandler(sendNoApiRoute);
};
