import type { Database } from '../db/database';
import { codeRepository } from '../repositories/codes';
import { guideRepository } from '../repositories/guides';
import { heroRepository } from '../repositories/heroes';
import { mediaRepository } from '../repositories/media';
import { settingsRepository } from '../repositories/settings';
import type { Backend } from '../../src/backend/contract';
import { forbidden } from '../../src/domain/errors';
import type { AuthUser } from '../../src/domain/user';

const readOnly = (): never => {
  throw forbidden('Pages rendered on the server only read.');
};

/** Admin pages are never rendered on the server: they have nothing to read here. */
const notRendered = (): never => {
  throw forbidden('Admin pages are not rendered on the server.');
};

/**
 * The Backend contract on the server, straight over the repositories (no HTTP to itself): what a
 * server-rendered page reads is exactly what the API would answer the same reader. Rendering only
 * reads, so every write refuses.
 */
export function createServerBackend(db: Database, basePath: string) {
  const heroes = heroRepository(db, basePath);
  const codes = codeRepository(db);
  const guides = guideRepository(db, basePath);
  const settings = settingsRepository(db);
  const media = mediaRepository(db, basePath);

  return (user: AuthUser | null): Backend => ({
    name: 'http',
    capabilities: { sessions: true, backups: true },
    auth: {
      signIn: readOnly,
      signOut: readOnly,
      listSessions: readOnly,
      endSession: readOnly,
      endOtherSessions: readOnly,
      changePassword: readOnly,
      updateDisplayName: readOnly,
      onAuthStateChanged(listener) {
        queueMicrotask(() => listener(user));
        return () => {};
      },
    },
    heroes: {
      list: () => heroes.list(),
      get: (id) => heroes.get(id),
      create: readOnly,
      update: readOnly,
      remove: readOnly,
      previewImport: readOnly,
      importMany: readOnly,
    },
    codes: {
      // Expired codes are hidden from visitors, not admins (docs/decisions.md#expired-codes).
      list: () => codes.list({ includeExpired: user?.isAdmin === true }),
      create: readOnly,
      update: readOnly,
      remove: readOnly,
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
      create: readOnly,
      update: readOnly,
      remove: readOnly,
    },
    settings: {
      getGuildTable: () => settings.guildTable(),
      saveGuildTable: readOnly,
      getSite: () => settings.site(),
      saveSite: readOnly,
    },
    media: { listSlots: () => media.list(), setSlotImage: readOnly },
    files: { upload: readOnly, remove: readOnly, list: readOnly, removeUnused: readOnly },
    // History is for admins' pages, which are never rendered on the server.
    history: {
      versions: notRendered,
      restoreVersion: readOnly,
      activity: notRendered,
      trash: notRendered,
      restoreFromTrash: readOnly,
      purge: readOnly,
    },
    backups: {
      downloadUrl: () => `${basePath}api/backup`,
      download: notRendered,
      list: notRendered,
      restore: readOnly,
    },
  });
}
