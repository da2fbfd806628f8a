import type { CodesApi } from '../contract';
import { visibleCodes } from '../../domain/codeStatus';
import { currentRole } from './adminGuard';
import { isoOrNull } from './converters';
import { recordApi } from './recordApi';
import { recordDocs } from './recordDocs';
import { recordReads } from './recordReads';
import type { FirebaseServices } from './services';
import type { LazyWrites } from './writes';

/** How a code document is read (docs/firebase.md, `codes/{id}`): its dates are timestamps. */
export const CODE_DOCS = recordDocs('codes', {
  subject: 'This code',
  item: (code, data) => ({
    ...code,
    expirationDate: code.neverExpires ? null : code.expirationDate,
    // Codes from before dates added were kept, and upstream ones, were added when created.
    addedAt: isoOrNull(data.addedAt) ?? code.createdAt,
  }),
});

export function createFirebaseCodes(services: FirebaseServices, writes: LazyWrites): CodesApi {
  const codes = recordReads(services, 'codes', CODE_DOCS);
  return {
    ...recordApi(codes, writes),

    async list() {
      const [all, isAdmin] = await Promise.all([
        codes.list(),
        // Codes are public: a session whose role cannot be checked (an account disabled since, a
        // token that cannot be renewed) sees what a visitor sees rather than an error.
        currentRole(services).then(
          (role) => role === 'admin',
          () => false,
        ),
      ]);
      // Expired codes are hidden from visitors, not admins (docs/decisions.md#expired-codes).
      return visibleCodes(all, Date.now(), isAdmin);
    },
  };
}
