import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentCollection } from '../cache/contentVersions';

export interface PublicRead<T> {
  /** The content the answer is built from: a write to any of them makes a new answer. */
  collections: readonly ContentCollection[];
  /** Longest the answer stays right for the data it holds, when time alone can change it. */
  maxAgeMs?: (data: T) => number;
  load: () => Promise<T>;
}

/**
 * A public GET of the API. Visitors are answered from the response cache: one JSON body per route
 * and parameters at the current content versions, with an ETag, 304 and compressed once
 * (docs/http-api.md#caching). Anyone signed in gets an answer built for them and kept by no one:
 * admins see more than visitors (docs/decisions.md#expired-codes).
 */
export async function publicRead<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  { collections, maxAgeMs, load }: PublicRead<T>,
): Promise<unknown> {
  if (request.user) {
    reply.header('cache-control', 'private, no-store');
    return load();
  }
  // The route and its checked parameters, not the raw URL: a query string or a trailing slash
  // that the route ignores must not make entries of its own.
  const route = request.routeOptions.url ?? request.url.split('?')[0];
  return request.server.responseCache.send(request, reply, {
    key: `api ${route} ${JSON.stringify(request.params ?? {})}`,
    collections,
    async produce() {
      const data = await load();
      return {
        // What Fastify's own serializer sends for a route without a response schema.
        body: JSON.stringify(data),
        contentType: 'application/json; charset=utf-8',
        maxAgeMs: maxAgeMs?.(data),
      };
    },
  });
}
