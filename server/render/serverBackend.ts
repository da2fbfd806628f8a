import type { Repositories } from '../plugins/repositories';
import type { ReadBackend } from '../../src/backend/contract';
import { forbidden } from '../../src/domain/errors';
import { RECORD_KINDS } from '../../src/domain/kinds';
import type { AuthUser } from '../../src/domain/user';

/**
 * The reads of the Backend contract on the server, straight over the repositories (no HTTP to
 * itself): what a server-rendered page reads is exactly what the API would answer the same reader.
 * An item in the trash is not found, as on the API.
 */
export function createServerBackend(repositories: Repositories) {
  const { codes, guides, settings, media } = repositories;
  const records = Object.fromEntries(
    RECORD_KINDS.map((kind) => [
      kind,
      { list: () => repositories[kind].list(), get: (id: string) => repositories[kind].get(id) },
    ]),
  ) as Omit<ReadBackend, 'settings' | 'media'>;

  return (user: AuthUser | null): ReadBackend => {
    const isAdmin = user?.isAdmin === true;
    return {
      ...records,
      // Expired codes are hidden from visitors, not admins (docs/decisions.md#expired-codes).
      codes: { ...records.codes, list: () => codes.list({ includeExpired: isAdmin }) },
      guides: {
        list: () => guides.list(),
        // Drafts are for admins only (docs/product.md#guide-drafts), as on the API.
        listDrafts: async () => {
          if (!isAdmin) throw forbidden();
          return guides.list(false);
        },
        // A draft is rendered for an admin only; a visitor gets the not-found page.
        get: (id) => guides.get(id, { drafts: isAdmin }),
      },
      settings: {
        getGuildTable: () => settings.guildTable(),
        getSite: () => settings.site(),
      },
      media: { listSlots: () => media.list() },
    };
  };
}
