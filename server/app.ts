import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions, type onRouteHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { AllowedMethods } from './http/allowedMethods';
import { errorHandler } from './http/errors';
import { ProxyNotice } from './http/proxyNotice';
import { DebugRequestLog } from './http/requestLog';
import { securityHeaders } from './http/securityHeaders';
import { spaRoutes } from './http/spa';
import { contentVersionsPlugin } from './plugins/contentVersions';
import { databasePlugin } from './plugins/database';
import { repositoriesPlugin } from './plugins/repositories';
import { responseCachePlugin } from './plugins/responseCache';
import { apiRoutes } from './routes/api';
import { fileServingRoutes } from './routes/files';
import {
  answerWhileClosing,
  clientErrorHandler,
  frameworkErrors,
  sendNotFound,
} from './http/frameworkErrors';
import { removePartialBackups } from './backup/folder';
import { RestoreRuns } from './backup/restoreRuns';
import { scheduledBackupsPlugin } from './backup/schedule';
import { trashPurgePlugin } from './history/purgeSchedule';
import { stopSanitizerThread } from './guides/sanitizeGuideHtml';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The restore in the app this server runs, if any (server/backup/restoreRuns.ts). */
    restoreRuns: RestoreRuns;
  }
}

export interface AppOptions {
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Called for each route as it is registered (a test checks every write route this way). */
  onRoute?: onRouteHookHandler;
  /** Where a notice about the set-up goes (server/http/proxyNotice.ts); console.warn by default. */
  notice?: (line: string) => void;
  /** Opens the database in place of the configured one (the tests reuse theirs). */
  openDatabase?: () => Promise<Database>;
}

/** Trusts the nearest `hops` proxies (TRUST_PROXY); the client's own X-Forwarded-* never counts. */
function proxyTrust(hops: false | number): FastifyServerOptions['trustProxy'] {
  if (hops === false) return false;
  return (_address: string, hop: number) => hop < hops;
}

/**
 * Builds the whole server without listening: main.ts starts it, tests use `app.inject`.
 * When a part fails to load, what was opened so far (the database) is closed again.
 */
export async function buildApp({
  config,
  logger = false,
  onRoute,
  notice = (line) => console.warn(line),
  openDatabase,
}: AppOptions) {
  const app = Fastify({
    logger,
    logController: new DebugRequestLog(),
    // docs/product.md#sign-in-throttling: which address a request counts under.
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // The database plugin opens, migrates and may seed the database: seconds on a busy machine,
    // longer than Fastify's default of 10 s for a plugin to load.
    pluginTimeout: 120_000,
    // Our error body for what Fastify and Node would answer themselves (server/http/frameworkErrors.ts).
    frameworkErrors,
    clientErrorHandler,
    return503OnClosing: false,
  });
  answerWhileClosing(app);
  app.decorate('config', config);
  app.decorate('restoreRuns', new RestoreRuns());
  app.decorate('apiMethods', new AllowedMethods());
  app.decorate('proxyNotice', new ProxyNotice(config.trustProxy, notice));
  if (config.trustProxy === false) {
    app.addHook('onRequest', async (request) => app.proxyNotice.observe(request));
  }
  // Route schemas are zod schemas: request parts are checked (and transformed) before handlers.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(sendNotFound);
  if (onRoute) app.addHook('onRoute', onRoute);

  try {
    await app.register(databasePlugin, { openDatabase });
    // Registered after the database's: onClose hooks run last-registered first, so a running
    // restore ends before the database closes.
    app.addHook('onClose', async () => {
      await app.restoreRuns.current?.catch(() => undefined);
      // The sanitizer's thread ends with the server, not 30 s later (docs/decisions.md#the-sanitizers-dom-in-a-thread-of-its-own).
      stopSanitizerThread();
    });
    await app.register(repositoriesPlugin);
    // Public answers are cached per content version (docs/decisions.md#response-cache).
    await app.register(contentVersionsPlugin);
    await app.register(responseCachePlugin);
    // HTML and JSON over 1 KB go out compressed; the built assets are compressed at build time
    // (scripts/precompress.ts) and sent as they are. Request bodies are never inflated.
    await app.register(fastifyCompress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      globalDecompression: false,
    });
    await app.register(securityHeaders);
    // The session cookie, read by the API and by the pages rendered for an admin.
    await app.register(fastifyCookie);
    await app.register(apiRoutes, { prefix: `${config.basePath}api` });
    await app.register(fileServingRoutes, { prefix: `${config.basePath}files` });
    await app.register(spaRoutes);
    if (config.backupDir) {
      // Backups a killed server left half-written; on PostgreSQL another server may be writing
      // one into a shared folder now, so only those an hour old go.
      await removePartialBackups(config.backupDir, app.db.kind === 'postgres' ? 3_600_000 : 0);
    }
    if (config.backups) await app.register(scheduledBackupsPlugin, { schedule: config.backups });
    await app.register(trashPurgePlugin);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
