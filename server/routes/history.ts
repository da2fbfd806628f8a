import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, writtenBy } from '../auth/guard';
import type { WriteBy } from '../repositories/revisionLog';
import {
  HISTORY_COLLECTIONS,
  TRASH_COLLECTIONS,
  type HistoryCollection,
} from '../../src/domain/history';
import { restoreWith, type RestoreSavers } from '../../src/domain/historySchema';
import { RECORD_KINDS, type RecordKind } from '../../src/domain/kinds';
import { baseVersionSchema, storableString } from '../../src/domain/storableText';

const collectionMessage = `Collection must be one of: ${HISTORY_COLLECTIONS.join(', ')}.`;
const itemParams = z.object({
  collection: z.enum(HISTORY_COLLECTIONS, { error: collectionMessage }),
  itemId: storableString().min(1).max(200),
});
const trashParams = z.object({
  collection: z.enum(TRASH_COLLECTIONS, {
    error: `Collection must be one of: ${TRASH_COLLECTIONS.join(', ')}.`,
  }),
  itemId: storableString().min(1).max(200),
});
const restoreBody = z.object({
  revisionId: storableString().min(1).max(30),
  baseVersion: baseVersionSchema(0),
});
const activityQuery = z.object({
  afterAt: z.iso.datetime({ error: 'afterAt must be an ISO date-time.' }).optional(),
  afterId: z
    .string()
    .regex(/^\d{1,18}$/, 'afterId must be a revision id.')
    .optional(),
});
const trashQuery = z.object({
  purge: z.enum(['true', 'false'], { error: 'purge must be true or false.' }).optional(),
});

/**
 * History, activity and trash for admins (docs/product.md#history-and-trash). Nothing here is
 * public or cached: every route is guarded, reads included.
 */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { history: reads, trash, settings, media } = app.repositories;

  /**
   * A restore is a save of the earlier content, through the same rules and conflict check: each
   * record kind's update (which cleans, checks and versions it as an edit does), and the
   * settings' and media slots' saves.
   */
  function restore(
    collection: HistoryCollection,
    itemId: string,
    content: unknown,
    baseVersion: number,
    by: WriteBy,
  ) {
    const recordSavers = Object.fromEntries(
      RECORD_KINDS.map((kind) => [
        kind,
        (input: never) =>
          app.repositories[kind as RecordKind].update(itemId, input, baseVersion, by),
      ]),
    ) as Pick<RestoreSavers, RecordKind>;
    return restoreWith(collection, content, {
      ...recordSavers,
      guildTable: ({ levels }) => settings.saveGuildTable(levels, baseVersion, by),
      media: ({ imagePath }) => media.setImage(itemId, imagePath, baseVersion, by),
      site: (input) => settings.saveSite(input, baseVersion, by),
    });
  }

  app.addHook('onRequest', requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/activity', { schema: { querystring: activityQuery } }, (request) => {
    const { afterAt, afterId } = request.query;
    return reads.activity(afterAt && afterId ? { at: afterAt, id: afterId } : undefined);
  });

  // What is due is purged first, as the contract says (the hourly round may not have come yet),
  // unless the page only looks (`purge=false`, docs/product.md#history-and-trash).
  app.get('/trash', { schema: { querystring: trashQuery } }, async (request) => {
    if (request.query.purge !== 'false') await trash.purgeExpired();
    return trash.list();
  });

  app.post(
    '/trash/:collection/:itemId/restore',
    { schema: { params: trashParams } },
    async (request, reply) => {
      const { collection, itemId } = request.params;
      await trash.restore(collection, itemId, writtenBy(request));
      return reply.status(204).send();
    },
  );

  app.delete(
    '/trash/:collection/:itemId',
    { schema: { params: trashParams } },
    async (request, reply) => {
      const { collection, itemId } = request.params;
      await trash.purge(collection, itemId, writtenBy(request));
      return reply.status(204).send();
    },
  );

  app.get('/:collection/:itemId', { schema: { params: itemParams } }, (request) =>
    reads.versions(request.params.collection, request.params.itemId),
  );

  app.post(
    '/:collection/:itemId/restore',
    { schema: { params: itemParams, body: restoreBody } },
    async (request, reply) => {
      const { collection, itemId } = request.params;
      const revision = await reads.version(collection, itemId, request.body.revisionId);
      await restore(collection, itemId, revision.content, request.body.baseVersion, {
        ...writtenBy(request),
        action: 'restored',
      });
      return reply.status(204).send();
    },
  );
};
