import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../auth/guard';
import { pageReader } from '../auth/session';
import { createFileVisibility } from '../repositories/fileVisibility';
import { errorHandler } from '../http/errors';
import { checkImage, TOO_LARGE_MESSAGE } from '../files/imageCheck';
import { fileUrl, thumbnailUrl } from '../files/fileUrls';
import { deleteUnusedFiles, fileUsages } from '../repositories/fileReferences';
import { BackendError, notFound } from '../../src/domain/errors';
import {
  isStoredPath,
  MAX_UPLOAD_BYTES,
  UPLOAD_FOLDERS,
  type StoredFile,
} from '../../src/domain/files';
import { fileInUseMessage, type StoredFileInfo } from '../../src/domain/fileUsage';

const uploadQuerySchema = z.object({
  folder: z.enum(UPLOAD_FOLDERS, { error: `Folder must be one of: ${UPLOAD_FOLDERS.join(', ')}.` }),
  name: z.string().max(1000, 'At most 1000 characters.').default('image'),
});

/** The `*` of `files/*`: checked by storedPathFromParam, which answers a bad one with 404. */
const wildcardParams = z.object({ '*': z.string() });

/** The stored path a `*` route parameter (URL-decoded by the router) names, or null. */
function storedPathFromParam(path: string | undefined): string | null {
  return path && isStoredPath(path) ? path : null;
}

/** A file with an unknown extension is sent without a type; its bytes are still what counts. */
async function assumeBytes(request: FastifyRequest): Promise<void> {
  if (!request.headers['content-type']) {
    request.headers['content-type'] = 'application/octet-stream';
  }
}

/**
 * Upload, list and delete, under the API prefix, for admins only. Uploads are raw image bytes in
 * the body. The list and the deletes serve the media library (docs/product.md#media-library).
 */
export const fileApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.repositories.files;

  // Whatever the declared type, the body is kept as bytes: checkImage decides by content.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
    errorHandler(
      error.statusCode === 413 ? new BackendError('too-large', TOO_LARGE_MESSAGE) : error,
      request,
      reply,
    ),
  );

  app.post(
    '/',
    // onRequest, not preHandler: a visitor's upload is refused before its body is read.
    {
      onRequest: [requireAdmin, assumeBytes],
      bodyLimit: MAX_UPLOAD_BYTES + 1,
      schema: { querystring: uploadQuerySchema },
    },
    async (request, reply) => {
      const { folder, name } = request.query;
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { contentType, thumbnail } = await checkImage(bytes);
      const record = await store.put({ folder, name, bytes, contentType, thumbnail });
      const { basePath } = app.config;
      const stored: StoredFile = {
        path: record.path,
        url: fileUrl(basePath, record.path),
        thumbnailUrl: thumbnailUrl(basePath, record.path),
        contentType: record.contentType,
        size: record.size,
      };
      return reply.status(201).send(stored);
    },
  );

  // Every stored file, newest first, with the records that show it: two queries in all.
  app.get('/', { preValidation: requireAdmin }, async (_request, reply) => {
    const files = await store.list();
    const usages = await fileUsages(
      app.db,
      files.map((file) => file.path),
    );
    const { basePath } = app.config;
    const list: StoredFileInfo[] = files.map((file) => ({
      path: file.path,
      url: fileUrl(basePath, file.path),
      thumbnailUrl: thumbnailUrl(basePath, file.path),
      contentType: file.contentType,
      size: file.size,
      createdAt: file.createdAt.toISOString(),
      usedBy: usages.get(file.path) ?? [],
    }));
    return reply.header('cache-control', 'private, no-store').send(list);
  });

  app.post('/delete-unused', { preValidation: requireAdmin }, async () => ({
    deleted: await app.db.transaction((tx) => deleteUnusedFiles(store, tx)),
  }));

  app.delete(
    '/*',
    { preValidation: requireAdmin, schema: { params: wildcardParams } },
    async (request, reply) => {
      const path = storedPathFromParam(request.params['*']);
      if (!path) throw notFound('This file');
      await app.db.transaction(async (tx) => {
        const usedBy = (await fileUsages(tx, [path])).get(path);
        if (usedBy) throw new BackendError('conflict', fileInUseMessage(usedBy));
        if (!(await store.delete(path, tx))) throw notFound('This file');
      });
      return reply.status(204).send();
    },
  );
};

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** Any other value (or a repeated `thumb`) simply means the original. */
const thumbQuery = z.object({ thumb: z.unknown().optional() });

/**
 * Served files' cache lifetime for everyone (docs/decisions.md#file-caching): a path's bytes never
 * change, but a file may stop being public when what shows it goes to the trash, so shared caches
 * keep it a day, not a year.
 */
const PUBLIC_FILE_CACHE = 'public, max-age=86400';

/**
 * Serves stored files at `{basePath}files/{path}`; `?thumb=1` gives the WebP thumbnail. A file
 * held only by the trash or the history is an admin's alone, and never kept by a cache
 * (docs/product.md#media-library).
 */
export const fileServingRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.repositories.files;
  const visibility = createFileVisibility(app.db, app.contentVersions);
  app.setErrorHandler(errorHandler);

  app.get(
    '/*',
    { schema: { params: wildcardParams, querystring: thumbQuery } },
    async (request, reply) => {
      const path = storedPathFromParam(request.params['*']);
      const kind = request.query.thumb === '1' ? 'thumbnail' : 'original';
      const file = path ? await store.get(path, kind) : null;
      if (!file || !path) throw notFound('This file');
      // Checked before the ETag: a reader's cached copy of a trashed image is not confirmed.
      const adminsOnly = await visibility.adminsOnly(path);
      if (adminsOnly && !(await pageReader(request))?.isAdmin) throw notFound('This file');
      const etag = `"${file.etag}"`;
      reply
        .header('ETag', etag)
        .header('Cache-Control', adminsOnly ? 'private, no-store' : PUBLIC_FILE_CACHE)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .header('Content-Security-Policy', "default-src 'none'; sandbox");
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.type(file.contentType).send(file.bytes);
    },
  );
};
