import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, writtenBy } from '../auth/guard';
import type { RecordRouteRules } from './recordRoutes';
import { heroCreateSchema } from '../../src/domain/heroSchema';
import { storableString } from '../../src/domain/storableText';

const IMPORT_BODY_LIMIT = 10 * 1024 * 1024;

const imageFileName = storableString().trim().min(1).max(300);
const previewBodySchema = z.object({
  file: z.unknown(),
  imageFiles: z.array(imageFileName).max(2000).default([]),
});
const importBodySchema = z.object({
  file: z.unknown(),
  /** Each picked image's file name and the path it was uploaded to. */
  images: z.record(imageFileName, storableString().max(300)).default({}),
});

/** A new hero needs an image (docs/product.md#hero-form). */
export const heroRouteRules: RecordRouteRules<'heroes'> = { createSchema: heroCreateSchema };

/** The hero import (docs/product.md#hero-import): a preview, then the import, for admins. */
export const heroImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { heroes } = app.repositories;

  // onRequest, not preValidation: a visitor's 10 MB body is refused before it is read. `file` is
  // any JSON: the import reports on each hero rather than refusing (docs/product.md#hero-import).
  const importRoute = { onRequest: requireAdmin, bodyLimit: IMPORT_BODY_LIMIT };

  app.post('/import/preview', { ...importRoute, schema: { body: previewBodySchema } }, (request) =>
    heroes.previewImport(request.body.file, request.body.imageFiles),
  );

  app.post('/import', { ...importRoute, schema: { body: importBodySchema } }, (request) =>
    heroes.importMany(request.body.file, request.body.images, writtenBy(request)),
  );
};
