import { codesStayRightFor } from '../cache/codesMaxAge';
import type { RecordRouteRules } from './recordRoutes';
import type { Code } from '../../src/domain/code';

/**
 * Expired codes are hidden from visitors, not admins (docs/decisions.md#expired-codes); the cache
 * serves visitors only, each entry until its first code expires.
 */
export const codeRouteRules: RecordRouteRules<'codes'> = {
  list: (request) =>
    request.server.repositories.codes.list({ includeExpired: request.user?.isAdmin === true }),
  listMaxAgeMs: (codes) => codesStayRightFor(codes as Code[]),
};
