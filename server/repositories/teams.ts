import type { Database, Queryable } from '../db/database';
import { storedPathOfUrl } from '../files/fileUrls';
import { sanitizeGuideHtml } from '../guides/sanitizeGuideHtml';
import { revisionLog, type WriteBy } from './revisionLog';
import { lockForUpdate, trashRow } from './versionedRows';
import { notFound } from '../../src/domain/errors';
import { contentOfRecord } from '../../src/domain/history';
import {
  sortTeams,
  teamHeroIds,
  type Team,
  type TeamInput,
  type TeamMember,
} from '../../src/domain/team';
import { cleanedTeam, requireLiveTeam } from '../../src/domain/teamChecks';

export interface TeamRow {
  id: string;
  name: string;
  mode: string;
  members: TeamMember[];
  notes: string;
  tags: string[];
  version: number;
  created_at: Date;
  updated_at: Date;
}

const THIS_TEAM = 'This team';

export function teamFromRow(row: TeamRow): Team {
  return {
    id: row.id,
    name: row.name,
    mode: row.mode,
    members: row.members,
    notes: row.notes,
    tags: row.tags,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    version: row.version,
  };
}

/** A team's row as its history keeps it: what its form writes. */
export const teamVersion = (row: TeamRow) => ({
  collection: 'teams' as const,
  itemId: row.id,
  version: row.version,
  content: contentOfRecord('teams', teamFromRow(row)),
  at: row.updated_at,
});

/**
 * Refuses the write unless its game mode and every hero it names are live now. The rows read are
 * held (FOR SHARE) until the transaction ends, so none of them goes to the trash before the team
 * is written: a delete of one waits for it. The mode is read before the heroes, in the order a
 * hero import takes them.
 */
async function requireLiveNow(tx: Queryable, team: TeamInput): Promise<void> {
  const modes = await tx.query<{ id: string }>(
    'SELECT id FROM game_modes WHERE id = $1 AND deleted_at IS NULL FOR SHARE',
    [team.mode],
  );
  const heroes = await tx.query<{ id: string }>(
    'SELECT id FROM heroes WHERE id = ANY($1::text[]) AND deleted_at IS NULL FOR SHARE',
    [[...new Set(teamHeroIds(team))]],
  );
  requireLiveTeam(team, {
    modes: new Set(modes.map((row) => row.id)),
    heroes: new Set(heroes.map((row) => row.id)),
  });
}

/**
 * Teams (docs/product.md#teams). Inputs come checked and trimmed by `teamInputSchema`; here the
 * notes are cleaned by the one sanitizer and the game mode and heroes checked against the live
 * ones, in the write's transaction.
 */
export function teamRepository(db: Database, basePath: string) {
  const history = revisionLog(basePath);
  const isOwnImage = (src: string) => storedPathOfUrl(basePath, src) !== null;
  const clean = (input: TeamInput) => cleanedTeam(input, sanitizeGuideHtml, isOwnImage);

  const params = (team: TeamInput) => [
    team.name,
    team.mode,
    JSON.stringify(team.members),
    team.notes,
    JSON.stringify(team.tags),
  ];

  return {
    /** The live teams in list order: by name, then newest first. */
    async list(): Promise<Team[]> {
      const rows = await db.query<TeamRow>('SELECT * FROM teams WHERE deleted_at IS NULL');
      return sortTeams(rows.map(teamFromRow));
    },

    /** A team in the trash is not found, as a missing one. */
    async get(id: string): Promise<Team> {
      const [row] = await db.query<TeamRow>(
        'SELECT * FROM teams WHERE id = $1 AND deleted_at IS NULL',
        [id],
      );
      if (!row) throw notFound(THIS_TEAM);
      return teamFromRow(row);
    },

    create: async (input: TeamInput, by: WriteBy) => {
      const team = clean(input);
      return db.transaction(async (tx) => {
        await requireLiveNow(tx, team);
        const [row] = await tx.query<TeamRow>(
          `INSERT INTO teams (name, mode, members, notes, tags)
           VALUES ($1, $2, $3::jsonb, $4, $5::jsonb) RETURNING *`,
          params(team),
        );
        if (!row) throw new Error('INSERT INTO teams returned no row');
        await history.created(tx, teamVersion(row), by);
        return teamFromRow(row);
      });
    },

    update: async (id: string, input: TeamInput, baseVersion: number, by: WriteBy) => {
      const team = clean(input);
      return db.transaction(async (tx) => {
        // An unknown or stale team is answered before its heroes are checked.
        const old = await lockForUpdate<TeamRow>(tx, 'teams', id, baseVersion, THIS_TEAM);
        await requireLiveNow(tx, team);
        const [row] = await tx.query<TeamRow>(
          `UPDATE teams SET name = $2, mode = $3, members = $4::jsonb, notes = $5,
             tags = $6::jsonb, version = version + 1, updated_at = now()
           WHERE id = $1 RETURNING *`,
          [id, ...params(team)],
        );
        if (!row) throw new Error('UPDATE teams returned no row');
        await history.updated(tx, teamVersion(row), teamVersion(old), by);
        return teamFromRow(row);
      });
    },

    /** Into the trash, with the heroes and the mode it names as they are. */
    remove: (id: string, by: WriteBy) =>
      db.transaction(async (tx) => {
        const row = await trashRow<TeamRow>(tx, 'teams', id, by.author, THIS_TEAM);
        await history.event(tx, teamVersion(row), 'deleted', by.author);
      }),
  };
}

export type TeamRepository = ReturnType<typeof teamRepository>;
