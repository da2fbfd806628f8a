import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import type { AuthUser } from '../src/domain/user';
import { errorHandler } from './http/errors';
import { securityHeaders } from './http/securityHeaders';
import { authenticate } from './auth/session';
import { healthRoutes } from './routes/health';
import { authRoutes } from './routes/auth';
import { settingsRoutes } from './routes/settings';
import { heroRoutes } from './routes/heroes';
import { codeRoutes } from './routes/codes';
import { guideRoutes } from './routes/guides';
import { mediaRoutes } from './routes/media';
import { fileApiRoutes, fileServingRoutes } from './routes/files';
import { spaRoutes } from './http/spa';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** Every route registered (method and full URL), e.g. for checks that cover them all. */
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    /** Set by `authenticate` from the session cookie; null for visitors. */
    user: AuthUser | null;
    sessionId: string | null;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
}

export interface AppDeps {
  config: Config;
  db: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server without listening: main.ts starts it, tests use `app.inject`. */
export async function buildApp({ config, db, logger = false }: AppDeps) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('routeTable', [] as RouteEntry[]);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) app.routeTable.push({ method, url: route.url });
  });
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.setErrorHandler(errorHandler);

  await app.register(securityHeaders);

  await app.register(
    async (api) => {
      api.addHook('onRequest', authenticate);
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(settingsRoutes, { prefix: '/settings' });
      await api.register(heroRoutes, { prefix: '/heroes' });
      await api.register(codeRoutes, { prefix: '/codes' });
      await api.register(guideRoutes, { prefix: '/guides' });
      await api.register(mediaRoutes, { prefix: '/media' });
      await api.register(fileApiRoutes, { prefix: '/files' });
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send({
          error: { code: 'not-found', message: `No API route ${request.method} ${request.url}.` },
        }),
      );
    },
    { prefix: `${config.basePath}api` },
  );

  await app.register(fileServingRoutes, { prefix: `${config.basePath}files` });
  await app.register(spaRoutes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
