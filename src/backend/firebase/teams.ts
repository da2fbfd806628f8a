import type { TeamsApi } from '../contract';
import { sortTeams, type TeamMember } from '../../domain/team';
import { isRecord, namesOf, textOf } from './converters';
import { recordApi } from './recordApi';
import { recordDocs } from './recordDocs';
import { recordReads } from './recordReads';
import type { FirebaseServices } from './services';
import type { LazyWrites } from './writes';

/*
 * Teams (docs/firebase.md, "teams/{id}"): this module is loaded with the first call of the teams'
 * API (index.ts), or with a write or history, so a visitor who opens no team downloads none of it.
 */

/** A slot as stored; one without a hero cannot be shown, and is dropped. */
function membersOf(value: unknown): TeamMember[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .map((member) => ({
      hero: textOf(member.hero),
      role: textOf(member.role),
      substitutes: namesOf(member.substitutes),
    }))
    .filter((member) => member.hero !== '');
}

/** How a team document is read: its members by their own reader. */
export const TEAM_DOCS = recordDocs('teams', {
  subject: 'This team',
  json: { members: membersOf },
});

/**
 * Teams (docs/product.md#teams): documents of `teams`, in list order. Their writes check the game
 * mode and heroes they name in their own transaction (teamWrites.ts).
 */
export function createFirebaseTeams(services: FirebaseServices, writes: LazyWrites): TeamsApi {
  const teams = recordReads(services, 'teams', TEAM_DOCS);
  return { ...recordApi(teams, writes), list: async () => sortTeams(await teams.list()) };
}
