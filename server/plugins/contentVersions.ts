import fp from 'fastify-plugin';
import { openContentVersions, type ContentVersions } from '../cache/contentVersions';

declare module 'fastify' {
  interface FastifyInstance {
    contentVersions: ContentVersions;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Shares the content versions as `app.contentVersions` (see server/cache/contentVersions.ts).
 * After a successful write, versions are re-read before the answer leaves: the writer's next read
 * then sees its own write, whenever the notification arrives.
 */
export const contentVersionsPlugin = fp(
  async (app) => {
    const versions = await openContentVersions(app.db, {
      onError: (error) => app.log.warn({ err: error }, 'reading content versions failed'),
    });
    app.decorate('contentVersions', versions);
    app.addHook('onClose', () => versions.close());
    app.addHook('onSend', async (request, reply, payload) => {
      if (READS.has(request.method) || reply.statusCode >= 400) return payload;
      // The write is stored whatever happens here; a failed read is retried in the background.
      await versions
        .refresh()
        .catch((error: unknown) => request.log.warn({ err: error }, 'refreshing versions failed'));
      return payload;
    });
  },
  { name: 'content-versions', dependencies: ['database'] },
);
