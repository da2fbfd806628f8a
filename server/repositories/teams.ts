import type { Database, Queryable } from '../db/database';
import { versionedRecords } from './versionedRecords';
import { sortTeams, teamHeroIds, type TeamInput } from '../../src/domain/team';
import { cleanedTeam, requireLiveTeam } from '../../src/domain/teamChecks';

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
 * ones, in the write's transaction. A team comes back from the trash as it was deleted, with a
 * mode or heroes that have gone since: its pages show them as removed (src/domain/team.ts).
 */
export const teamRepository = (db: Database, basePath: string) =>
  versionedRecords(db, basePath, 'teams', {
    sort: sortTeams,
    clean: (input, { sanitize, isOwnImage }) => cleanedTeam(input, sanitize, isOwnImage),
    check: requireLiveNow,
  });

export type TeamRepository = ReturnType<typeof teamRepository>;
