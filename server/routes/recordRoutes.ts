// The routes every record kind answers alike (docs/http-api.md#records), made from its declaration.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, writtenBy } from '../auth/guard';
import type { RecordRepository } from '../repositories/versionedRecords';
import { publicRead } from './publicRead';
import { KIND_SCHEMAS } from '../../src/domain/kindSchemas';
import {
  KINDS,
  recordOf,
  type ContentCollection,
  type InputOf,
  type RecordKind,
} from '../../src/domain/kinds';
import { baseVersionSchema as baseVersionOf, storableString } from '../../src/domain/storableText';

/** `/:id` of a record; any string: an unknown id is answered 404 by the repository. */
export const idParams = z.object({ id: storableString() });

/** The version an edit was based on: a stale one is answered 409 conflict. */
export const baseVersionSchema = baseVersionOf(1);

/** Where a kind's routes differ from every record's. */
export interface RecordRouteRules<K extends RecordKind> {
  /** The schema of a create's body, where it asks more than an edit (a new hero's image). */
  createSchema?: z.ZodType<InputOf<K>>;
  /** What its lists are also made of: a write to one of them renews them (docs/decisions.md#response-cache). */
  listAlsoReads?: readonly ContentCollection[];
  /** Its list as `request`'s reader sees it, and how long that stays right. */
  list?: (request: FastifyRequest) => Promise<unknown>;
  listMaxAgeMs?: (list: unknown) => number;
  /** One item as `request`'s reader sees it (a draft guide: admins only). */
  get?: (request: FastifyRequest, id: string) => Promise<unknown>;
  /** A create as `request`'s admin makes it (a guide's byline). */
  create?: (request: FastifyRequest, input: InputOf<K>) => Promise<unknown>;
}

/**
 * A record kind's routes: anyone lists and reads (answers cached per content version), admins
 * create (201), update with the version they were based on, `{ [inputKey], baseVersion }`, and
 * delete into the trash (204). Every write is checked by `requireAdmin` before its body.
 */
export function recordRoutes<K extends RecordKind>(
  kind: K,
  store: (app: Parameters<FastifyPluginAsyncZod>[0]) => RecordRepository<K>,
  rules: RecordRouteRules<K> = {},
): FastifyPluginAsyncZod {
  const input = KIND_SCHEMAS[kind] as unknown as z.ZodType<InputOf<K>>;
  const { inputKey } = recordOf(kind);
  const own = KINDS[kind].content as ContentCollection;
  const updateSchema = z.object({ [inputKey]: input, baseVersion: baseVersionSchema });

  return async (app) => {
    const records = store(app);

    app.get('/', (request, reply) =>
      publicRead(request, reply, {
        collections: [own, ...(rules.listAlsoReads ?? [])],
        maxAgeMs: rules.listMaxAgeMs,
        load: () => rules.list?.(request) ?? records.list(),
      }),
    );

    app.get('/:id', { schema: { params: idParams } }, (request, reply) =>
      publicRead(request, reply, {
        collections: [own],
        load: () => rules.get?.(request, request.params.id) ?? records.get(request.params.id),
      }),
    );

    app.post(
      '/',
      { preValidation: requireAdmin, schema: { body: rules.createSchema ?? input } },
      async (request, reply) => {
        const body = request.body as InputOf<K>;
        const created = rules.create
          ? await rules.create(request, body)
          : await records.create(body, writtenBy(request));
        return reply.status(201).send(created);
      },
    );

    app.put(
      '/:id',
      { preValidation: requireAdmin, schema: { params: idParams, body: updateSchema } },
      (request) => {
        const body = request.body as Record<string, unknown> & { baseVersion: number };
        return records.update(
          request.params.id,
          body[inputKey] as InputOf<K>,
          body.baseVersion,
          writtenBy(request),
        );
      },
    );

    app.delete(
      '/:id',
      { preValidation: requireAdmin, schema: { params: idParams } },
      async (request, reply) => {
        await records.remove(request.params.id, writtenBy(request));
        return reply.status(204).send();
      },
    );
  };
}
