import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { createDbFileStore } from '../files/fileStore';
import { historyReads } from '../history/historyReads';
import { trashRepository } from '../history/trash';
import { codeRepository } from '../repositories/codes';
import { equipmentRepository } from '../repositories/equipment';
import { guideRepository } from '../repositories/guides';
import { heroRepository } from '../repositories/heroes';
import { mediaRepository } from '../repositories/media';
import { modeRepository } from '../repositories/modes';
import { settingsRepository } from '../repositories/settings';
import { teamRepository } from '../repositories/teams';

/**
 * Every store of the site's content over one database: the records, the stored files, the trash
 * and the history's reads. Built once per app (docs/decisions.md#built-once).
 */
export function createRepositories(db: Database, basePath: string) {
  return {
    heroes: heroRepository(db, basePath),
    codes: codeRepository(db),
    modes: modeRepository(db),
    teams: teamRepository(db, basePath),
    equipment: equipmentRepository(db, basePath),
    guides: guideRepository(db, basePath),
    settings: settingsRepository(db),
    media: mediaRepository(db, basePath),
    files: createDbFileStore(db),
    trash: trashRepository(db, basePath),
    history: historyReads(db, basePath),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

/** Shares the repositories as `app.repositories`: routes, the renderer and the trash purge read them. */
export const repositoriesPlugin = fp(
  async (app) => {
    app.decorate('repositories', createRepositories(app.db, app.config.basePath));
  },
  { name: 'repositories', dependencies: ['database'] },
);
