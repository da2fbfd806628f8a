import type { Repositories } from '../plugins/repositories';
import type { ReadBackend } from '../../src/backend/contract';
import { forbidden } from '../../src/domain/errors';
import type { AuthUser } from '../../src/domain/user';

/**
 * The reads of the Backend contract on the server, straight over the repositories (no HTTP to
 * itself): what a server-rendered page reads is exactly what the API would answer the same reader.
 */
export function createServerBackend(repositories: Repositories) {
  const { heroes, codes, guides, settings, media, modes, teams, equipment } = repositories;

  return (user: AuthUser | null): ReadBackend => ({
    heroes: {
      list: () => heroes.list(),
      get: (id) => heroes.get(id),
    },
    codes: {
      // Expired codes are hidden from visitors, not admins (docs/decisions.md#expired-codes).
      list: () => codes.list({ includeExpired: user?.isAdmin === true }),
    },
    guides: {
      list: () => guides.list(),
      // Drafts are for admins only (docs/product.md#guide-drafts), as on the API.
      listDrafts: async () => {
        if (user?.isAdmin !== true) throw forbidden();
        return guides.list(false);
      },
      // A draft is rendered for an admin only; a visitor gets the not-found page.
      get: (id) => guides.get(id, { drafts: user?.isAdmin === true }),
    },
    settings: {
      getGuildTable: () => settings.guildTable(),
      getSite: () => settings.site(),
    },
    media: { listSlots: () => media.list() },
    modes: { list: () => modes.list() },
    // A team in the trash is not found, as on the API.
    teams: { list: () => teams.list(), get: (id) => teams.get(id) },
    // An item in the trash or purged is not found, as on the API.
    equipment: { list: () => equipment.list(), get: (id) => equipment.get(id) },
  });
}
