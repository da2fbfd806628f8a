import fp from 'fastify-plugin';
import { createResponseCache, type ResponseCache } from '../cache/responseCache';

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

export interface ResponseCachePluginOptions {
  /** Memory for cached bodies; 64 MB unless given. */
  maxBytes?: number;
}

/** One cache of whole answers for public pages and API reads, as `app.responseCache`. */
export const responseCachePlugin = fp<ResponseCachePluginOptions>(
  async (app, { maxBytes }) => {
    app.decorate('responseCache', createResponseCache({ versions: app.contentVersions, maxBytes }));
  },
  { name: 'response-cache', dependencies: ['content-versions'] },
);
