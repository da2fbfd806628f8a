import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeRouteRules } from './codes';
import { guideDraftRoutes, guideRouteRules } from './guides';
import { heroImportRoutes, heroRouteRules } from './heroes';
import { recordRoutes, type RecordRouteRules } from './recordRoutes';
import { RECORD_KINDS, type RecordKind } from '../../src/domain/kinds';

/**
 * Where a kind's routes differ from every record's (server/routes/recordRoutes.ts); a kind not
 * named here answers the shared routes alone.
 */
const ROUTE_RULES: { [K in RecordKind]?: RecordRouteRules<K> } = {
  heroes: heroRouteRules,
  codes: codeRouteRules,
  guides: guideRouteRules,
  // Listed in the order of the site settings' slot list: renewed when either changes.
  equipment: { listAlsoReads: ['settings'] },
};

/** Routes of a kind besides the shared ones, under the same prefix. */
const MORE_ROUTES: { [K in RecordKind]?: FastifyPluginAsyncZod } = {
  heroes: heroImportRoutes,
  guides: guideDraftRoutes,
};

/** `api/{kind}` for every record kind (docs/http-api.md#records). */
export const recordApiRoutes: FastifyPluginAsyncZod = async (api) => {
  for (const kind of RECORD_KINDS) {
    const rules = ROUTE_RULES[kind] as RecordRouteRules<typeof kind> | undefined;
    const prefix = `/${kind}`;
    await api.register(
      recordRoutes(kind, (app) => app.repositories[kind], rules),
      { prefix },
    );
    const more = MORE_ROUTES[kind];
    if (more) await api.register(more, { prefix });
  }
};
