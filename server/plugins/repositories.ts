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
import {
  versionedRecords,
  type RecordRepository,
  type VersionedRecords,
} from '../repositories/versionedRecords';
import { RECORD_KINDS, type RecordKind } from '../../src/domain/kinds';

/**
 * Each record kind's repository (src/domain/kinds.ts): the versioned-record core, with the kind's
 * own rules for the kinds that have some (below); a kind without any needs no line here.
 */
function recordRepositories(db: Database, basePath: string) {
  const own = {
    heroes: heroRepository(db, basePath),
    codes: codeRepository(db, basePath),
    guides: guideRepository(db, basePath),
    modes: modeRepository(db, basePath),
    teams: teamRepository(db, basePath),
    equipment: equipmentRepository(db, basePath),
  } satisfies { [K in RecordKind]?: RecordRepository<K> };
  const shared = Object.fromEntries(
    RECORD_KINDS.filter((kind) => !(kind in own)).map((kind) => [
      kind,
      versionedRecords(db, basePath, kind),
    ]),
  ) as { [K in Exclude<RecordKind, keyof typeof own>]: VersionedRecords<K> };
  return { ...shared, ...own } satisfies { [K in RecordKind]: RecordRepository<K> };
}

export type RecordRepositories = ReturnType<typeof recordRepositories>;

/**
 * Every store of the site's content over one database: the records, the stored files, the trash
 * and the history's reads. Built once per app (docs/decisions.md#built-once).
 */
export function createRepositories(db: Database, basePath: string) {
  const records = recordRepositories(db, basePath);
  return {
    ...records,
    settings: settingsRepository(db),
    media: mediaRepository(db, basePath),
    files: createDbFileStore(db),
    trash: trashRepository(db, basePath, records),
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
