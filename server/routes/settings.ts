import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, writtenBy } from '../auth/guard';
import { publicRead } from './publicRead';
import { guildLevelsSchema } from '../../src/domain/guildTableSchema';
import { siteSettingsInputSchema } from '../../src/domain/siteSettingsSchema';
import { baseVersionSchema } from '../../src/domain/storableText';

const putGuildTableSchema = z.object({
  levels: guildLevelsSchema,
  // 0 while the table was never saved.
  baseVersion: baseVersionSchema(0),
});

const putSiteSchema = z.object({
  settings: siteSettingsInputSchema,
  // 0 while the settings were never saved.
  baseVersion: baseVersionSchema(0),
});

/** Site settings under `api/settings`: the calculator's guild level table, the site's own settings. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app.repositories;

  app.get('/guild-table', (request, reply) =>
    publicRead(request, reply, { collections: ['settings'], load: () => settings.guildTable() }),
  );

  app.put(
    '/guild-table',
    { preValidation: requireAdmin, schema: { body: putGuildTableSchema } },
    (request) =>
      settings.saveGuildTable(request.body.levels, request.body.baseVersion, writtenBy(request)),
  );

  app.get('/site', (request, reply) =>
    publicRead(request, reply, { collections: ['settings'], load: () => settings.site() }),
  );

  app.put('/site', { preValidation: requireAdmin, schema: { body: putSiteSchema } }, (request) =>
    settings.saveSite(request.body.settings, request.body.baseVersion, writtenBy(request)),
  );
};
