import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendNoApiRoute } from '../http/errors';
import { refuseWritesWhileRestoring } from '../backup/restoreRuns';
import { sessionPlugin } from '../plugins/session';
import { healthRoutes } from './health';
import { authRoutes } from './auth';
import { settingsRoutes } from './settings';
import { heroRoutes } from './heroes';
import { codeRoutes } from './codes';
import { modeRoutes } from './modes';
import { teamRoutes } from './teams';
import { equipmentRoutes } from './equipment';
import { guideRoutes } from './guides';
import { mediaRoutes } from './media';
import { fileApiRoutes } from './files';
import { backupRoutes } from './backup';
import { historyRoutes } from './history';

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
  await api.register(heroRoutes, { prefix: '/heroes' });
  await api.register(codeRoutes, { prefix: '/codes' });
  await api.register(modeRoutes, { prefix: '/modes' });
  await api.register(teamRoutes, { prefix: '/teams' });
  await api.register(equipmentRoutes, { prefix: '/equipment' });
  await api.register(guideRoutes, { prefix: '/guides' });
  await api.register(mediaRoutes, { prefix: '/media' });
  await api.register(fileApiRoutes, { prefix: '/files' });
  await api.register(backupRoutes, { prefix: '/backup' });
  await api.register(historyRoutes, { prefix: '/history' });
  api.setNotFoundHandler(sendNoApiRoute);
};
